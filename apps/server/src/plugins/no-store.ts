import type { onSendAsyncHookHandler } from 'fastify';

/**
 * onSend hook for a scope of member routes: their answers are personal, so no browser or proxy
 * cache may keep them. `app.addHook('onSend', noStore)` inside the routes' own plugin.
 */
export const noStore: onSendAsyncHookHandler<unknown> = async (_request, reply, payload) => {
  reply.header('cache-control', 'no-store');
  return payload;
};
