import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@hotel/shared/schemas/envelope';
import { checkInventoryBody, inventoryHold, roomAndRateBody, roomWithRates } from '@hotel/shared/schemas/booking';
import { getAllOrderBody, holdQuery, order, orderIdQuery, submitOrderBody, submitOrderResult } from '@hotel/shared/schemas/order';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { Clock } from '../../clock.ts';
import { ok } from '../../envelope.ts';
import { currentMember, requireMember, requireSiteHeadersForCookie } from '../../plugins/auth.ts';
import type { SessionService } from '../session/session.service.ts';
import type { BookingServices } from './booking-services.ts';

export interface BookingRoutesOptions {
  services: BookingServices;
  sessions: SessionService;
  clock: Clock;
}

/** Search, hold, order and cancel: /hotel/getRoomAndRate and /order/*. */
export const bookingRoutes: FastifyPluginAsyncZod<BookingRoutesOptions> = async (app, { services, sessions, clock }) => {
  const { search, holds, orders } = services;
  const memberOnly = requireMember(sessions);

  app.post('/hotel/getRoomAndRate', { schema: { tags: ['hotel'], body: roomAndRateBody, response: { 200: envelope(z.array(roomWithRates)) } } }, async (req) =>
    ok(await search.search(req.body, clock())),
  );

  await app.register(async (scope) => {
    const member = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['order'];
    member.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'no-store');
      return payload;
    });

    member.post(
      '/order/checkInventory',
      { schema: { tags, body: checkInventoryBody, response: { 200: envelope(inventoryHold) } }, preHandler: memberOnly },
      async (req) => ok(await holds.holdRooms(currentMember(req).memberId, req.body, clock())),
    );

    member.get(
      '/order/getHold',
      { schema: { tags, querystring: holdQuery, response: { 200: envelope(inventoryHold) } }, preHandler: memberOnly },
      async (req) => ok(await holds.readHold(currentMember(req).memberId, req.query.orderNo, clock())),
    );

    member.post(
      '/order/submitOrder',
      { schema: { tags, body: submitOrderBody, response: { 200: envelope(submitOrderResult) } }, preHandler: memberOnly },
      async (req) => ok(await orders.submit(currentMember(req).memberId, req.body, clock()), SERVER_MESSAGES.orderSubmitted),
    );

    member.post(
      '/order/getAllOrder',
      { schema: { tags, body: getAllOrderBody, response: { 200: envelope(z.array(order)) } }, preHandler: memberOnly },
      async (req) => ok(await orders.list(currentMember(req).memberId, req.body)),
    );

    member.get(
      '/order/getOrderDetail',
      { schema: { tags, querystring: orderIdQuery, response: { 200: envelope(order) } }, preHandler: memberOnly },
      async (req) => ok(await orders.detail(currentMember(req).memberId, req.query.orderId)),
    );

    // A GET that changes state (the spec's contract): with the cookie it needs the site's headers.
    member.get(
      '/order/cancleOrder',
      { schema: { tags, querystring: orderIdQuery, response: { 200: envelope(z.null()) } }, preHandler: [memberOnly, requireSiteHeadersForCookie] },
      async (req) => {
        await orders.cancel(currentMember(req).memberId, req.query.orderId, clock());
        return ok(null, SERVER_MESSAGES.orderCancelled);
      },
    );
  });
};
