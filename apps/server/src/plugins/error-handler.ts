import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES, invalidFieldMessage } from '@hotel/shared/messages';
import { ApiError } from '../lib/api-error.ts';
import { failure } from '../lib/envelope.ts';

/** Hiragana, katakana or kanji. */
const JAPANESE_TEXT = /[\u3040-\u30ff\u3400-\u9fff]/;

/**
 * Every API failure leaves as the spec's envelope with a Japanese message. Bad input is a
 * 400 saying which input was wrong in the guest's words (never the field's name); only a genuine bug is a 500, and its details stay in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
