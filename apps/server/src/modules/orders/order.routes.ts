import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { envelope } from '@hotel/shared/schemas/envelope';
import { getAllOrderBody, order, orderIdQuery, submitOrderBody, submitOrderResult } from '@hotel/shared/schemas/order';
import { ok } from '../../lib/envelope.ts';
import { currentMember, requireSiteHeadersForCookie } from '../../plugins/auth.ts';
import { memberScope, type MemberRoutesOptions } from '../../plugins/member-routes.ts';
import type { OrderService } from './order.service.ts';

export interface OrderRoutesOptions extends MemberRoutesOptions {
  orders: OrderService;
}

/** The member's orders: /order/submitOrder, getAllOrder, getOrderDetail, cancleOrder. */
export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (app, { orders, sessions, clock }) => {
  const memberOnly = memberScope(app, sessions);
  const tags = ['order'];

  app.post(
    '/order/submitOrder',
    { schema: { tags, body: submitOrderBody, response: { 200: envelope(submitOrderResult) } }, preHandler: memberOnly },
    async (req) => ok(await orders.submit(currentMember(req).memberId, req.body, clock()), SERVER_MESSAGES.orderSubmitted),
  );

  app.post(
    '/order/getAllOrder',
    { schema: { tags, body: getAllOrderBody, response: { 200: envelope(z.array(order)) } }, preHandler: memberOnly },
    async (req) => ok(await orders.list(currentMember(req).memberId, req.body, clock())),
  );

  app.get(
    '/order/getOrderDetail',
    { schema: { tags, querystring: orderIdQuery, response: { 200: envelope(order) } }, preHandler: memberOnly },
    async (req) => ok(await orders.detail(currentMember(req).memberId, req.query.orderId, clock())),
  );

  // A GET that changes state (the spec's contract): with the cookie it needs the site's headers.
  app.get(
    '/order/cancleOrder',
    { schema: { tags, querystring: orderIdQuery, response: { 200: envelope(z.null()) } }, preHandler: [memberOnly, requireSiteHeadersForCookie] },
    async (req) => {
      await orders.cancel(currentMember(req).memberId, req.query.orderId, clock());
      return ok(null, SERVER_MESSAGES.orderCancelled);
    },
  );
};
