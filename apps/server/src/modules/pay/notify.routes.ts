import type { FastifyPluginAsync } from 'fastify';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { failure } from '../../lib/envelope.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentNotificationService } from './payment-notification.service.ts';

export interface NotifyRoutesOptions {
  notifications: PaymentNotificationService;
  clock: Clock;
}

/** A notification is a few kilobytes; anything bigger is not one. */
const NOTIFY_BODY_LIMIT = 64 * 1024;

/**
 * POST /pay/notify/alipay (form-encoded) and /pay/notify/wechat (JSON): server to server, no
 * session; the gateway's signature check is the authentication. The signatures cover the exact
 * bytes received, so this plugin (encapsulated: other routes keep their parsers) takes both
 * bodies as raw strings, and answers exactly what the provider expects (HttpAnswer).
 */
export const notifyRoutes: FastifyPluginAsync<NotifyRoutesOptions> = async (app, { notifications, clock }) => {
  app.removeAllContentTypeParsers();
  const raw = (_req: unknown, body: string | Buffer, done: (err: null, body: string) => void) => done(null, body.toString());
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'application/json'], { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, raw);

  app.post<{ Params: { method: string }; Body: string | undefined }>(
    '/pay/notify/:method',
    { schema: { hide: true }, bodyLimit: NOTIFY_BODY_LIMIT },
    async (req, reply) => {
      const gateway = notifications.gateway(req.params.method);
      if (!gateway) return reply.status(404).send(failure(404, SERVER_MESSAGES.routeNotFound));
      const headers: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(req.headers)) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
      const answer = await notifications.notify(gateway, { headers, rawBody: typeof req.body === 'string' ? req.body : '' }, clock());
      return reply.status(answer.status).header('content-type', answer.contentType).header('cache-control', 'no-store').send(answer.body);
    },
  );
};
