import { data, type AppLoadContext } from 'react-router';
import { checkForm, type FieldErrors, type FormValues } from '@hotel/shared/forms/parse-form';
import { integrationKeyCreateInput, integrationKeyRevokeInput, integrationKeysEndpoints } from '@hotel/shared/schemas/admin/integration-keys';
import { callAdmin } from '../../lib/admin-api.server.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';

/** What the keys page's action answers: the API's message, field errors, and a new key to show once. */
export interface KeyActionResult {
  ok: boolean;
  intent?: string;
  message?: string;
  errors?: FieldErrors;
  /** The form as posted (a refused create is drawn again with it). */
  values?: FormValues;
  /** The whole key of a key just made: shown on this answer only, never stored by the page. */
  created?: { name: string; secret: string };
}

const answer = (status: number, result: KeyActionResult) => data(result, { status: result.ok ? 200 : status >= 400 ? status : 500 });

/** The keys page's one action, by `intent`: create or revoke, checked with the API's own schemas. */
export async function integrationKeyAction(request: Request, context: AppLoadContext) {
  const form = await request.clone().formData();
  const values = await readPostedForm(request);
  const intent = values.intent ?? '';
  if (intent === 'create') {
    const hotelCodes = form.getAll('hotelCodes').map(String);
    const shown = { ...values, hotelCodes: hotelCodes.join(',') };
    const checked = checkForm(integrationKeyCreateInput, { name: values.name, hotelCodes, scope: values.scope });
    if (!checked.ok) return answer(400, { ok: false, intent, errors: checked.errors, values: shown });
    const { status, envelope } = await callAdmin(context, request, integrationKeysEndpoints.create, checked.data);
    if (!envelope.success || !envelope.data) return answer(status, { ok: false, intent, message: envelope.message, values: shown });
    return answer(200, { ok: true, intent, message: envelope.message, created: { name: envelope.data.key.name, secret: envelope.data.secret } });
  }
  if (intent === 'revoke') {
    const id = checkForm(integrationKeyRevokeInput, { id: values.id });
    if (!id.ok) return answer(400, { ok: false, intent, message: id.errors.id });
    const { status, envelope } = await callAdmin(context, request, integrationKeysEndpoints.revoke, id.data);
    return answer(status, { ok: envelope.success, intent, message: envelope.message });
  }
  return answer(400, { ok: false, message: '操作を選んでください' });
}
