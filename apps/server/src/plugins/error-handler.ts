import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '@hotel/db/unavailable';
import { SERVER_MESSAGES, invalidFieldMessage } from '@hotel/shared/messages';
import { ApiError } from '../lib/api-error.ts';
import { isApiPath } from '../lib/api-paths.ts';
import { failure } from '../lib/envelope.ts';

/**
 * Seconds a client is asked to wait when the database is unreachable: a restart or a failover
 * takes a few seconds to a minute.
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Hiragana, katakana or kanji. */
const JAPANESE_TEXT = /[\u3040-\u30ff\u3400-\u9fff]/;

/**
 * Every API failure leaves as the spec's envelope with a Japanese message. Bad input is a
 * 400 saying which input was wrong in the guest's words (never the field's name); only a genuine bug is a 500, and its details stay in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (!(error instanceof ApiError && error.statusCode < 500) && isDatabaseUnavailable(error)) {
      return answerUnavailable(app, error, request, reply);
    }
    if (error instanceof ApiError) {
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return reply.status(error.statusCode).send(failure(error.statusCode, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || (typeof first?.params?.missingProperty === 'string' ? first.params.missingProperty : '') || 'request';
      // Shared schemas carry the spec's Japanese messages (register, login); zod's own English
      // defaults fall back to a message with the field's Japanese label (or the general one).
      const message = first?.message && JAPANESE_TEXT.test(first.message) ? first.message : invalidFieldMessage(field);
      return reply.status(400).send(failure(400, message));
    }
    if (isUnstorableText(error)) {
      // A NUL (or an escape jsonb refuses) that got past the schemas: bad input, not a bug.
      return reply.status(400).send(failure(400, SERVER_MESSAGES.badRequest));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large, …
      return reply.status(status).send(failure(status, SERVER_MESSAGES.badRequest));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(500, SERVER_MESSAGES.internal));
  });
}

/**
 * The database went away (a restart, a failover, a full disk): 503 with Retry-After, the envelope
 * on the APIs' paths and the site's error page elsewhere. A transaction cut off midway has rolled
 * back on the server; nothing retries it, the guest does.
 */
async function answerUnavailable(app: FastifyInstance, error: FastifyError, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  // The reason only: the error's other fields may carry a query's parameters.
  request.log.warn({ reason: reasonOf(error) }, 'database unavailable: answered 503');
  reply.status(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
  if (app.clientErrorPage && !isApiPath(request.url)) {
    const page = await app.clientErrorPage(503).catch(() => null);
    if (page) return reply.type('text/html; charset=utf-8').header('content-security-policy', page.contentSecurityPolicy).send(page.html);
  }
  return reply.send(failure(503, SERVER_MESSAGES.temporarilyUnavailable));
}

/** The innermost message with a code (the driver's), or the error's own. */
function reasonOf(error: unknown): string {
  let reason = error instanceof Error ? error.message : String(error);
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof message === 'string' && !message.startsWith('Failed query')) reason = typeof code === 'string' ? `${code} ${message}` : message;
  }
  return reason;
}

/**
 * Errors the router raises before any route or error handler runs: a path that is not valid
 * percent-encoding (FST_ERR_BAD_URL, e.g. /cms/newslist.aspx/%) answered Fastify's own English JSON.
 * Pass as Fastify's frameworkErrors option.
 */
export const frameworkErrors = (_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
  void reply.status(400).send(failure(400, SERVER_MESSAGES.badRequest));
};

/**
 * PostgreSQL's (and PGlite's) refusal of text it cannot store: 22021 "invalid byte sequence"
 * for a NUL in a text parameter, 22P05 for \u0000 inside jsonb. Every text field refuses control
 * characters in its schema (packages/shared/src/schemas/text.ts); this is the net for any path
 * into a query that was missed (a query string, a parameter, a header). Drizzle wraps the
 * driver's error, so the cause chain is searched.
 */
function isUnstorableText(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code } = e as { code?: unknown };
    if (code === '22021' || code === '22P05') return true;
  }
  return false;
}
