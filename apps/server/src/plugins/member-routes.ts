import type { FastifyInstance, onSendAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import type { SessionService } from '../modules/session/index.ts';
import { requireMember } from './auth.ts';

/** What a plugin of member routes receives besides its own services. */
export interface MemberRoutesOptions {
  sessions: SessionService;
  clock: Clock;
}

const noStore: onSendAsyncHookHandler<unknown> = async (_request, reply, payload) => {
  reply.header('cache-control', 'no-store');
  return payload;
};

/**
 * Makes a route plugin's own scope one of member routes: the answers are personal, so no browser
 * or proxy cache may keep them. Returns the preHandler that lets only members in (requireMember).
 */
export function memberScope(scope: Pick<FastifyInstance, 'addHook'>, sessions: SessionService): preHandlerAsyncHookHandler {
  scope.addHook('onSend', noStore);
  return requireMember(sessions);
}
