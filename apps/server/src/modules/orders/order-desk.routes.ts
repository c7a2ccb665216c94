import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hotelToday } from '@hotel/shared/hotel-date';
import { envelope } from '@hotel/shared/schemas/envelope';
import { ORDER_EXPORT_PATH, ORDERS_MESSAGES, orderEndpoints as E, orderFilters } from '@hotel/shared/schemas/admin/orders';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { currentStaff, type RequireStaff } from '../staff/index.ts';
import type { FrontDeskService } from './front-desk.service.ts';
import type { OrderDeskService } from './order-desk.service.ts';
import { ordersCsv } from './orders-csv.ts';

export interface OrderDeskRoutesOptions {
  desk: OrderDeskService;
  frontDesk: FrontDeskService;
  requireStaff: RequireStaff;
  clock: Clock;
}

const ADMIN = '/adminapi/v1';
const local = (path: string) => path.slice(ADMIN.length);
const fromQuery = (req: FastifyRequest) => (req.query as { hotel?: string } | undefined)?.hotel;
const fromBody = (req: FastifyRequest) => (req.body as { hotel?: string } | undefined)?.hotel;

/** /adminapi/v1/orders/*: the front desk (docs/decisions/0024-front-desk-and-order-lifecycle.md). */
export const orderDeskRoutes: FastifyPluginAsyncZod<OrderDeskRoutesOptions> = async (app, { desk, frontDesk, requireStaff, clock }) => {
  const tags = ['admin-orders'];

  app.get(
    local(E.search.path),
    {
      schema: {
        tags,
        querystring: E.search.input,
        response: { 200: envelope(E.search.output) },
      },
      preHandler: requireStaff('orders.view', fromQuery),
    },
    async (req) => ok(await desk.search(req.query)),
  );

  app.get(
    local(E.today.path),
    {
      schema: {
        tags,
        querystring: E.today.input,
        response: { 200: envelope(E.today.output) },
      },
      preHandler: requireStaff('orders.view', fromQuery),
    },
    async (req) => ok(await desk.today(req.query.hotel, req.query.date, clock())),
  );

  app.get(
    local(E.detail.path),
    {
      schema: {
        tags,
        querystring: E.detail.input,
        response: { 200: envelope(E.detail.output) },
      },
      preHandler: requireStaff('orders.view', fromQuery),
    },
    async (req) => ok(await desk.detail(currentStaff(req), req.query.hotel, req.query.orderNo, clock())),
  );

  app.get(
    local(E.unsettled.path),
    {
      schema: {
        tags,
        querystring: E.unsettled.input,
        response: { 200: envelope(E.unsettled.output) },
      },
      preHandler: requireStaff('orders.view', fromQuery),
    },
    async (req) => ok(await desk.unsettled(req.query.hotel, clock())),
  );

  const action = { response: { 200: envelope(E.checkIn.output) } };
  app.post(
    local(E.checkIn.path),
    {
      schema: { tags, body: E.checkIn.input, ...action },
      preHandler: requireStaff('orders.checkin', fromBody),
    },
    async (req) => ok(await frontDesk.checkIn(currentStaff(req), req.body.hotel, req.body.orderNo, clock()), ORDERS_MESSAGES.checkedIn),
  );
  app.post(
    local(E.checkOut.path),
    {
      schema: { tags, body: E.checkOut.input, ...action },
      preHandler: requireStaff('orders.checkin', fromBody),
    },
    async (req) => ok(await frontDesk.checkOut(currentStaff(req), req.body.hotel, req.body.orderNo, clock()), ORDERS_MESSAGES.checkedOut),
  );
  app.post(
    local(E.noShow.path),
    {
      schema: { tags, body: E.noShow.input, ...action },
      preHandler: requireStaff('orders.cancel', fromBody),
    },
    async (req) => ok(await frontDesk.noShow(currentStaff(req), req.body.hotel, req.body.orderNo, req.body.reason, clock()), ORDERS_MESSAGES.noShowRecorded),
  );
  app.post(
    local(E.cancel.path),
    {
      schema: { tags, body: E.cancel.input, ...action },
      preHandler: requireStaff('orders.cancel', fromBody),
    },
    async (req) => ok(await frontDesk.cancel(currentStaff(req), req.body.hotel, req.body.orderNo, req.body.reason, clock()), ORDERS_MESSAGES.cancelled),
  );
  app.post(
    local(E.note.path),
    {
      schema: { tags, body: E.note.input, ...action },
      preHandler: requireStaff('orders.view', fromBody),
    },
    async (req) => ok(await frontDesk.note(currentStaff(req), req.body.hotel, req.body.orderNo, req.body.body, clock()), ORDERS_MESSAGES.noteAdded),
  );

  // The file itself (no envelope); the admin scope's onSend keeps it out of every cache (no-store).
  app.get(
    local(ORDER_EXPORT_PATH),
    {
      schema: { tags, querystring: orderFilters },
      preHandler: requireStaff('orders.export', fromQuery),
    },
    async (req, reply) => {
      const rows = await desk.exportRows(req.query);
      const name = `orders-${req.query.hotel.replace(/[^A-Za-z0-9_-]/g, '')}-${hotelToday(clock())}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(ordersCsv(rows));
    },
  );
};
