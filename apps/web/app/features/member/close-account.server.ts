import { data, redirect, type AppLoadContext } from 'react-router';
import { endpointPaths } from '@hotel/shared/api/endpoint-paths';
import { callEndpoint } from '@hotel/shared/api/transport';
import type { Envelope } from '@hotel/shared/schemas/envelope';
import { closeAccountForm, toCloseAccountBody } from '@hotel/shared/forms/close-account';
import { checkForm } from '@hotel/shared/forms/parse-form';
import { SMS_PURPOSE } from '@hotel/shared/member-contract';
import { MESSAGES, PRIVACY_MESSAGES } from '@hotel/shared/messages';
import { readPostedForm, refuseForm, type FormRefusal } from '../../lib/form-action.server.ts';

export type CloseAccountActionData = FormRefusal & { smsNotice?: string };

/**
 * The closing form's action (decision 0033): intent=sms sends a login code to the member's own
 * number; otherwise the shared closeAccountForm, then POST /user/closeAccount in process. Success
 * leaves for / with the session cookie cleared (the API's Set-Cookie, passed on).
 */
export async function closeAccountAction(request: Request, context: AppLoadContext) {
  const values = await readPostedForm(request);
  if (values.intent === 'sms') {
    const member = await callEndpoint(context.transport, 'userdetail', {});
    if (!member.envelope?.success || !member.envelope.data) throw redirect('/?reason=login-required');
    const { status, envelope } = await callEndpoint(context.transport, 'smscode', { mobile: member.envelope.data.moible, type: SMS_PURPOSE.login });
    if (!envelope?.success) return refuseForm({ ...values, mode: '1' }, { code: envelope?.message || MESSAGES.smsLoginFailed }, undefined, status >= 400 ? status : 500);
    return data<CloseAccountActionData>({ ok: false, errors: {}, values: { mode: '1' }, smsNotice: envelope.message });
  }
  const check = checkForm(closeAccountForm, values);
  if (!check.ok) return refuseForm(values, check.errors);
  const { status, body, setCookies } = await context.transport({ method: 'POST', path: endpointPaths.closeAccount.path, body: toCloseAccountBody(check.data) });
  const envelope = body as Envelope<null> | null;
  if (!envelope?.success) return refuseForm(values, {}, envelope?.message || PRIVACY_MESSAGES.closeFailed, status >= 400 ? status : 500);
  const headers = new Headers();
  for (const cookie of setCookies ?? []) headers.append('set-cookie', cookie);
  return redirect('/home?reason=account-closed', { headers });
}
