import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import { envelope } from '@hotel/shared/schemas/envelope';
import { checkPayBody, checkPayResult, orderPayBody, orderPayResult, payMethodQuery, payMethods } from '@hotel/shared/schemas/pay';
import { ok } from '../../lib/envelope.ts';
import { currentMember } from '../../plugins/auth.ts';
import { memberScope, type MemberRoutesOptions } from '../../plugins/member-routes.ts';
import type { PaymentService } from './payment.service.ts';

export interface PayRoutesOptions extends MemberRoutesOptions {
  payments: PaymentService;
}

/** /pay/*: methods, pay and the result check (the providers' notifications: notify.routes.ts). */
export const payRoutes: FastifyPluginAsyncZod<PayRoutesOptions> = async (app, { payments, sessions, clock }) => {
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
      const outcome = await payments.pay(currentMember(req).memberId, req.body, clock());
      if (outcome.kind === 'paid') return ok(null, MESSAGES.paySucceeded);
      return ok({ payId: outcome.payId, payUrl: outcome.payUrl, qrCode: outcome.qrCode }, SERVER_MESSAGES.payCreated);
    },
  );

  /** success is true only when the order is paid (spec §7); HTTP 200 either way. */
  app.post(
    '/pay/checkpayret',
    { schema: { tags, body: checkPayBody, response: { 200: envelope(checkPayResult) } }, preHandler: memberOnly },
    async (req) => {
      const result = await payments.check(currentMember(req).memberId, req.body.revNo, req.body.hotelCode, clock());
      return { ...ok(result, result.paid ? MESSAGES.paySucceeded : SERVER_MESSAGES.payPending), success: result.paid };
    },
  );
};
