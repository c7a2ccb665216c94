import { SESSION_COOKIE } from '@hotel/shared/schemas/user';

/**
 * The one cookie the server sets, read and written by hand (@fastify/cookie is not installed):
 * HttpOnly so page scripts never see the token, SameSite=Lax against cross-site posts, Path=/.
 */

/** The ft_session value from a Cookie header, or undefined. */
export function readSessionCookie(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return value === '' ? undefined : value;
  }
  return undefined;
}

export function sessionCookie(token: string, { secure, maxAgeSeconds }: { secure: boolean; maxAgeSeconds: number }): string {
  return serialize(token, maxAgeSeconds, secure);
}

/** Tells the browser to drop the cookie. */
export function clearedSessionCookie({ secure }: { secure: boolean }): string {
  return serialize('', 0, secure);
}

function serialize(value: string, maxAgeSeconds: number, secure: boolean): string {
  // Tokens are base64url, so the value never needs quoting or escaping.
  const attributes = [`${SESSION_COOKIE}=${value}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}
