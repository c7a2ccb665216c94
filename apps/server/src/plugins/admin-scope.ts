import type { FastifyInstance, onSendAsyncHookHandler } from 'fastify';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { failure } from '../lib/envelope.ts';
import { isSameOriginWrite } from './same-origin.ts';

const noStore: onSendAsyncHookHandler<unknown> = async (_request, reply, payload) => {
  reply.header('cache-control', 'no-store');
  return payload;
};

/**
 * Makes a plugin's scope the staff API's (/adminapi/v1): every write must come from our own
 * origin (login included, so another site cannot sign a browser in as someone else), no answer
 * is cached. (The guest OpenAPI document leaves /adminapi routes out: plugins/openapi.ts.)
 */
export function registerAdminScope(scope: FastifyInstance): void {
  scope.decorateRequest('staff', null);
  scope.addHook('onRequest', async (request, reply) => {
    if (!isSameOriginWrite(request)) return reply.code(403).send(failure(403, SERVER_MESSAGES.csrfRejected));
  });
  scope.addHook('onSend', noStore);
}
