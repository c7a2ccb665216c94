import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Content-Security-Policy (decision 0030). Pages (web-handler.ts) get pagePolicy() with a nonce
 * made for that one response; every other answer gets one of the two fixed policies below.
 */

/** JSON, images, files: nothing in them may load or run anything, nor be framed. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * HTML the server writes itself without React (the payment simulator's scan pages in demo mode):
 * an inline <style>, a form posting back to itself, no script at all.
 */
export const SERVER_HTML_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** 128 random bits, base64: a new one for every page answer, so an old page's nonce opens nothing. */
export function newCspNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The policy of a React Router page. Scripts: our own files and the inline scripts React Router
 * and React write, which carry this response's nonce; no 'unsafe-inline', no eval. Styles: our
 * stylesheet; React's `style` attributes (progress bars, chart sizes) are allowed as attributes
 * only (style-src-attr), never as <style> elements; browsers without style-src-attr fall back to
 * style-src, which keeps 'unsafe-inline' for them. Images: ours, data: (the payment QR code,
 * inlined icons) and https: (a room type's photo may be an https address). Development (Vite):
 * Vite injects <style> elements and talks to its HMR server over a WebSocket on another port.
 */
export function pagePolicy(scripts: string | { hashes: readonly string[] }, { development = false }: { development?: boolean } = {}): string {
  // A rendered page: this answer's nonce. A kept page (web/page-cache.ts): the hashes of its inline
  // scripts, the same bytes every time, so it can be compressed once and revalidated (decision 0035).
  const inline = typeof scripts === 'string' ? `'nonce-${scripts}'` : scripts.hashes.map((hash) => `'${hash}'`).join(' ');
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${inline}`.trimEnd(),
    "style-src 'self' 'unsafe-inline'",
    development ? "style-src-elem 'self' 'unsafe-inline'" : "style-src-elem 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

/** HSTS, sent only on answers that came over https (directly or, with TRUST_PROXY, per X-Forwarded-Proto). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Baseline headers of every answer, pages and API alike (also those written straight to the socket, plugins/client-errors.ts). */
export const BASELINE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
} as const;

/**
 * Baseline headers for every response, pages and API alike. A callback hook, not an async one:
 * it awaits nothing, and a promise per answer is a measurable share of a cached read (decision 0081).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(BASELINE_HEADERS);
    // request.protocol follows X-Forwarded-Proto only when the app trusts its proxy (TRUST_PROXY).
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (!reply.hasHeader('content-security-policy')) {
      const html = /^text\/html/i.test(String(reply.getHeader('content-type') ?? ''));
      reply.header('content-security-policy', html ? SERVER_HTML_POLICY : API_POLICY);
    }
    done(null, payload);
  });
}
