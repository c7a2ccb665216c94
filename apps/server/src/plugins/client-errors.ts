import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { isApiPath } from '../lib/api-paths.ts';
import { failure } from '../lib/envelope.ts';
import { API_POLICY, BASELINE_HEADERS } from './security-headers.ts';

/** The site's error page for a status, as the web layer renders it (registerWeb sets it; the API alone has none). */
export type ClientErrorPage = (status: number) => Promise<{ html: string; contentSecurityPolicy: string }>;

declare module 'fastify' {
  interface FastifyInstance {
    clientErrorPage: ClientErrorPage | null;
  }
}

export function registerClientErrors(app: FastifyInstance): void {
  app.decorate('clientErrorPage', null);
}

const REQUEST_LINE = /^[A-Z]+ (\/[^\s]*)/;

/**
 * Fastify's clientErrorHandler: requests Node refuses before any route runs (an address or headers
 * over its 16 KB limit, a malformed request, a timeout). Fastify's default answers in English JSON;
 * this answers as the site does: the envelope on the APIs' paths, the site's error page elsewhere.
 * The path is read from the start of what arrived; when it cannot be, the page (a browser's long
 * address is the likely case).
 */
export function answerClientError(this: unknown, error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // Fastify calls it bound to the instance (its type does not say so).
  const app = this as FastifyInstance;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  // What Node had read when it gave up: a Buffer at run time, whatever Fastify's type says.
  const raw: unknown = error.rawPacket;
  const path = Buffer.isBuffer(raw) ? (REQUEST_LINE.exec(raw.toString('latin1', 0, Math.min(raw.length, 4096)))?.[1] ?? null) : null;
  app.log.debug({ err: error, status }, 'client error');
  const page = app.clientErrorPage && !(path && isApiPath(path)) ? app.clientErrorPage(status) : null;
  void (page ?? Promise.resolve(null))
    .catch((renderError: unknown) => {
      app.log.error({ err: renderError }, 'client error page failed');
      return null;
    })
    .then((rendered) => {
      if (!socket.writable) return;
      const body = rendered ? rendered.html : JSON.stringify(failure(status, MESSAGE[status] ?? SERVER_MESSAGES.badRequest));
      const headers = {
        'content-type': rendered ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        'cache-control': 'no-store',
        'content-security-policy': rendered ? rendered.contentSecurityPolicy : API_POLICY,
        ...BASELINE_HEADERS,
        connection: 'close',
      };
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
      socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
    });
}

const MESSAGE: Record<number, string> = { 431: SERVER_MESSAGES.requestTooLarge, 408: SERVER_MESSAGES.requestTimeout };
