import type { AppLoadContext } from 'react-router';
import { loginTotpEndpoint } from '@hotel/shared/schemas/admin/staff';
import { callAdminPublic } from '../../lib/admin-api.server.ts';

/**
 * POST /adminapi/v1/auth/login/totp with the posted pending sign-in and code. Answers the
 * cookies to pass on when signed in, or the API's message; `again` when the pending sign-in is
 * still usable (a wrong code) so the code step shows again, not the password step.
 */
export async function loginWithCode(context: AppLoadContext, values: Record<string, string>) {
  const pendingToken = values.pendingToken ?? '';
  const { envelope, setCookies } = await callAdminPublic(context, loginTotpEndpoint, { pendingToken, code: values.code ?? '' });
  if (envelope.success) return { ok: true as const, setCookies };
  return { ok: false as const, message: envelope.message, pendingToken };
}
