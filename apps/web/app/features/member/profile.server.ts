import type { AppLoadContext } from 'react-router';
import { callEndpoint } from '@hotel/shared/api/transport';
import { checkForm } from '@hotel/shared/forms/parse-form';
import { MESSAGES } from '@hotel/shared/messages';
import { modifyUserBody } from '@hotel/shared/schemas/user';
import { readPostedForm, refuseForm } from '../../lib/form-action.server.ts';

/**
 * The member centre's action (the profile's name edit, spec §4): modifyUserBody, the API's own
 * schema, then POST /user/modifyUser in process. The loaders then read the details again.
 */
export async function saveProfileName(request: Request, context: AppLoadContext) {
  const values = await readPostedForm(request);
  const check = checkForm(modifyUserBody, values);
  if (!check.ok) return refuseForm(values, check.errors);
  const { status, envelope } = await callEndpoint(context.transport, 'modifyUser', check.data);
  if (!envelope?.success) return refuseForm(values, {}, envelope?.message || MESSAGES.profileModifyFailed, status >= 400 ? status : 500);
  return { ok: true as const, message: envelope.message || MESSAGES.profileModified };
}
