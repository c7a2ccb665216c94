import { data, type AppLoadContext } from 'react-router';
import { callEndpoint } from '@hotel/shared/api/transport';
import { SESSION_COOKIE, type UserDetail } from '@hotel/shared/schemas/user';

/** Only ask the API who the visitor is when there is a session cookie to ask about. */
export function hasSessionCookie(request: Request): boolean {
  return (request.headers.get('cookie') ?? '').split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

/**
 * The logged-in member, or null when the session is missing, expired or revoked. A server that
 * cannot tell (503: the database is away) is the site's error page, not "please log in".
 */
export async function loadMember(context: AppLoadContext): Promise<UserDetail | null> {
  const { status, envelope } = await callEndpoint(context.transport, 'userdetail', {});
  if (status >= 500) throw data({ message: envelope.message }, { status });
  return envelope.success && envelope.data ? envelope.data : null;
}
