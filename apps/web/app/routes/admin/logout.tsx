import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { staffLogoutAllEndpoint, staffLogoutEndpoint } from '@hotel/shared/schemas/admin/auth';
import { callAdminPublic, cookieHeaders, ADMIN_LOGIN_PATH } from '../../lib/admin-api.server.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';

/** Nothing to show: a GET goes to the sign-in page. */
export function loader() {
  return redirect(ADMIN_LOGIN_PATH);
}

/**
 * Sign out here (POST /auth/logout) or everywhere (scope=all: POST /auth/logout-all), passing
 * the cleared cookie on to the browser. A session that already ended just lands on the sign-in page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const values = await readPostedForm(request);
  const everywhere = values.scope === 'all';
  const result = await callAdminPublic(context, everywhere ? staffLogoutAllEndpoint : staffLogoutEndpoint, {});
  const signedOut = result.envelope.success ? (everywhere ? 'all' : 'this') : null;
  return redirect(signedOut ? `${ADMIN_LOGIN_PATH}?signedOut=${signedOut}` : ADMIN_LOGIN_PATH, { headers: cookieHeaders(result.setCookies) });
}
