import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES, invalidFieldMessage } from '@hotel/shared/messages';
import { ApiError } from '../lib/api-error.ts';
import { failure } from '../lib/envelope.ts';

/** Hiragana, katakana or kanji. */
const JAPANESE_TEXT = /[\u3040-\u30ff\u3400-\u9fff]/;

/**
 * Every API failure leaves as the spec's envelope with a Japanese message. Bad input is a
 * 400 naming the field; only a genuine bug is a 500, and its details stay in the log.
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
      // defaults and internal labels fall back to the message naming the field.
      const message = first?.message && JAPANESE_TEXT.test(first.message) ? first.message : invalidFieldMessage(field);
      return reply.status(400).send(failure(400, message));
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
