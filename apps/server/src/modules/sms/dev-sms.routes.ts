import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { mobile } from '@hotel/shared/schemas/user';
import { notFound } from '../../lib/api-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { ConsoleSmsProvider } from './console-sms-provider.ts';

/**
 * GET /__dev/sms?mobile= — the latest code the console provider "sent" to a number (with
 * &notices=1: its booking confirmations), for
 * end-to-end tests, local development and the demo. Registered only in demo mode (DEMO_MODE=1)
 * with SMS_PROVIDER=console, so anywhere else the path is a plain 404. Hidden from the OpenAPI document.
 */
export const devSmsRoutes: FastifyPluginAsyncZod<{ consoleSms: ConsoleSmsProvider }> = async (app, { consoleSms }) => {
  app.get('/__dev/sms', { schema: { hide: true, querystring: z.object({ mobile, notices: z.literal('1').optional() }) } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    // notices=1: the booking confirmations "sent" to the number (decision 0041), newest first.
    if (req.query.notices) {
      const notices = await consoleSms.noticesTo(req.query.mobile);
      return ok({ notices: notices.map((n) => ({ body: n.body, sentAt: n.sentAt.toISOString() })) });
    }
    const row = await consoleSms.lastSentTo(req.query.mobile);
    if (!row) throw notFound(SERVER_MESSAGES.smsNothingSent);
    return ok({ code: row.code, type: row.purpose, sentAt: row.sentAt.toISOString() });
  });
};
