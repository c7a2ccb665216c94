import type { FastifyInstance } from 'fastify';

/** Baseline headers for every response, pages and API alike. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    return payload;
  });
}
