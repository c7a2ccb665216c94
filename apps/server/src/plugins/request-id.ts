import type { FastifyInstance } from 'fastify';
import { enterRequestContext, logRequest } from '../logging.ts';

/** The envelope of a failure (success false): the one kind of answer that carries the request id. */
function isFailureEnvelope(payload: unknown): payload is { success: false; requestId?: string } {
  return typeof payload === 'object' && payload !== null && (payload as { success?: unknown }).success === false;
}

/**
 * The request id (requestIdGenerator in logging.ts) on every answer as X-Request-Id, in every
 * failure envelope as requestId (what a guest quotes to the reservation centre), and on every
 * log line written while the request is handled, the services' lines included.
 */
export function registerRequestId(app: FastifyInstance, { logRequests }: { logRequests: boolean }): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    enterRequestContext(request, reply, done);
  });
  app.addHook('preValidation', enterRequestContext);
  // Object payloads only (strings and streams skip this hook), before the schema serializes them.
  // A copy, not the object itself: a failure a module keeps and sends again must not keep an old id.
  app.addHook('preSerialization', (request, _reply, payload: unknown, done) => {
    done(null, isFailureEnvelope(payload) && payload.requestId === undefined ? { ...payload, requestId: request.id } : payload);
  });
  if (logRequests) app.addHook('onResponse', logRequest);
}
