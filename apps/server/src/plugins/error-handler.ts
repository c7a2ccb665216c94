import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES, invalidFieldMessage } from '@hotel/shared/messages';
import { ApiError } from '../api-error.ts';
import { failure } from '../envelope.ts';

/**
 * Every API failure leaves as the spec's envelope with a Japanese message. Bad input is a
 * 400 naming the field; only a genuine bug is a 500, and its details stay in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send(failure(error.statusCode, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || String(first?.params?.missingProperty ?? '') || 'request';
      return reply.status(400).send(failure(400, invalidFieldMessage(field)));
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
