import { data, type AppLoadContext } from 'react-router';
import { callEndpoint } from '@hotel/shared/api/transport';
import { checkForm } from '@hotel/shared/forms/parse-form';
import { registerForm, toRegisterBody } from '@hotel/shared/forms/register';
import { SMS_PURPOSE } from '@hotel/shared/member-contract';
import { MESSAGES } from '@hotel/shared/messages';
import { smsCodeQuery } from '@hotel/shared/schemas/user';
import { composeMobile } from '@hotel/shared/mobile-dial';
import { readPostedForm, refuseForm, type FormRefusal } from '../../lib/form-action.server.ts';

export type RegisterActionData = (FormRefusal & { smsNotice?: string }) | { ok: true; mobile: string };

/**
 * The Register screen's action: the shared registerForm schema, then POST /user/register in
 * process. Without JavaScript the SMS button posts here too (intent=sms) and the code is sent.
 */
export async function submitRegistration(request: Request, context: AppLoadContext) {
  const values = await readPostedForm(request);
  if (values.intent === 'sms') {
    // Without JavaScript the number comes as the picked code and the national number.
    const query = smsCodeQuery.safeParse({ mobile: composeMobile(values.dialIso, values.mobile ?? ''), type: SMS_PURPOSE.register });
    if (!query.success) return refuseForm(values, { mobile: query.error.issues[0]?.message ?? MESSAGES.mobileInvalid });
    const { status, envelope } = await callEndpoint(context.transport, 'smscode', query.data);
    if (!envelope?.success) return refuseForm(values, { mobile: envelope?.message || MESSAGES.smsLoginFailed }, undefined, status >= 400 ? status : 500);
    return data<RegisterActionData>({ ok: false, errors: {}, values: { ...refuseValues(values) }, smsNotice: envelope.message });
  }
  const check = checkForm(registerForm, values);
  if (!check.ok) return refuseForm(values, check.errors);
  const body = toRegisterBody(check.data);
  const { status, envelope } = await callEndpoint(context.transport, 'register', body);
  if (!envelope?.success) return refuseForm(values, {}, envelope?.message || MESSAGES.tryAgainLater, status >= 400 ? status : 500);
  return data<RegisterActionData>({ ok: true, mobile: body.mobile });
}

/** Passwords never go back into the page. */
function refuseValues({ Pwd: _pwd, rePwd: _rePwd, ...rest }: Record<string, string>) {
  return rest;
}
