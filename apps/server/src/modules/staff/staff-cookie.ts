import { STAFF_SESSION_COOKIE } from '@hotel/shared/schemas/admin/auth';

/**
 * The back office's cookie, beside the guests' ft_session (modules/session/session-cookie.ts)
 * and never mistaken for it: another name, another table. SameSite=Strict rather than Lax: no
 * link from another site needs to arrive signed in to the back office.
 */

export function readStaffCookie(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== STAFF_SESSION_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return value === '' ? undefined : value;
  }
  return undefined;
}

export function staffCookie(token: string, { secure, maxAgeSeconds }: { secure: boolean; maxAgeSeconds: number }): string {
  return serialize(token, maxAgeSeconds, secure);
}

export function clearedStaffCookie({ secure }: { secure: boolean }): string {
  return serialize('', 0, secure);
}

function serialize(value: string, maxAgeSeconds: number, secure: boolean): string {
  const attributes = [`${STAFF_SESSION_COOKIE}=${value}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Strict'];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}
