import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import { envelope } from '@hotel/shared/schemas/envelope';
import { checkPayBody, checkPayResult, orderPayBody, orderPayResult, payMethodQuery, payMethods, payNotifyBody } from '@hotel/shared/schemas/pay';
import { ok } from '../../lib/envelope.ts';
import { currentMember } from '../../plugins/auth.ts';
import { memberScope, type MemberRoutesOptions } from '../../plugins/member-routes.ts';
import type { PaymentService } from './payment.service.ts';

export interface PayRoutesOptions extends MemberRoutesOptions {
  payments: PaymentService;
}

/** /pay/*: methods, pay, the provider's notification and the result check. */
export const payRoutes: FastifyPluginAsyncZod<PayRoutesOptions> = async (app, { payments, sessions, clock }) => {
  // The notify route has no member, but its answer is no more cacheable than the others'.
  const memberOnly = memberScope(app, sessions);
  const tags = ['pay'];

  app.get(
    '/pay/getpaymethod',
    { schema: { tags, querystring: payMethodQuery, response: { 200: envelope(payMethods) } }, preHandler: memberOnly },
    async (req) => ok({ payMethod: await payments.methods(currentMember(req).memberId, req.query.orderNo, clock()) }),
  );

  app.post(
    '/pay/orderpay',
    { schema: { tags, body: orderPayBody, response: { 200: envelope(orderPayResult) } }, preHandler: memberOnly },
    async (req) => {
      const origin = `${req.protocol}://${req.host}`;
      const outcome = await payments.pay(currentMember(req).memberId, req.body, origin, clock());
      if (outcome.kind === 'paid') return ok(null, MESSAGES.paySucceeded);
      return ok({ payId: outcome.payId, payUrl: outcome.payUrl, qrCode: outcome.qrCode }, SERVER_MESSAGES.payCreated);
    },
  );

  /** success is true only when the order is paid (spec §7); HTTP 200 either way. */
  app.post(
    '/pay/checkpayret',
    { schema: { tags, body: checkPayBody, response: { 200: envelope(checkPayResult) } }, preHandler: memberOnly },
    async (req) => {
      const result = await payments.check(currentMember(req).memberId, req.body.revNo, req.body.hotelCode);
      return { ...ok(result, result.paid ? MESSAGES.paySucceeded : SERVER_MESSAGES.payPending), success: result.paid };
    },
  );

  /** Server to server, no session: the signature is the authentication. Replays are harmless. */
  app.post('/pay/notify', { schema: { tags, body: payNotifyBody, response: { 200: envelope(z.null()) } } }, async (req) => {
    await payments.notify(req.body, clock());
    return ok(null, SERVER_MESSAGES.payNotifyAccepted);
  });
};
