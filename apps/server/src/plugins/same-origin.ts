import type { FastifyRequest } from 'fastify';
import { isSecureRequest } from './auth.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const headerValue = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * CSRF for cookie-authenticated writes that cannot ask for the guest site's custom headers (the
 * back office's forms post without script). A browser says where a request comes from: modern
 * ones send Sec-Fetch-Site, every one sends Origin on a cross-origin POST. A write is refused when
 * either names another site; a request with neither is not from a browser page (curl, a server),
 * which no other site can make carry our cookie. SameSite=Strict on the cookie is the second wall.
 */
export function isSameOriginWrite(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const site = headerValue(request, 'sec-fetch-site')?.trim().toLowerCase();
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = headerValue(request, 'origin')?.trim();
  if (origin === undefined) return true;
  // request.host follows X-Forwarded-Host only when the app trusts its proxy.
  const host = request.host;
  return Boolean(host) && origin.toLowerCase() === `${isSecureRequest(request) ? 'https' : 'http'}://${host}`.toLowerCase();
}
