import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hotelToday } from '@hotel/shared/hotel-date';
import { envelope } from '@hotel/shared/schemas/envelope';
import { ORDER_EXPORT_PATH, ORDERS_MESSAGES, orderEndpoints as E, orderFilters } from '@hotel/shared/schemas/admin/orders';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { currentStaff, type StaffGuard } from '../staff/index.ts';
import type { FrontDeskService } from './front-desk.service.ts';
import type { OrderLookupService } from './order-lookup.service.ts';
import { ordersCsv } from './orders-csv.ts';

export interface OrderDeskRoutesOptions {
  desk: OrderLookupService;
  frontDesk: FrontDeskService;
  guard: StaffGuard;
  clock: Clock;
}

const ADMIN = '/adminapi/v1';
const local = (path: string) => path.slice(ADMIN.length);

/** /adminapi/v1/orders/*: the front desk (docs/decisions/0024-front-desk-and-order-lifecycle.md). */
export const orderDeskRoutes: FastifyPluginAsyncZod<OrderDeskRoutesOptions> = async (app, { desk, frontDesk, guard, clock }) => {
  const tags = ['admin-orders'];

  app.get(
    local(E.search.path),
    {
      schema: {
        tags,
        querystring: E.search.input,
        response: { 200: envelope(E.search.output) },
      },
      ...guard.hotel('orders.view'),
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
      ...guard.hotel('orders.view'),
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
      ...guard.hotel('orders.view'),
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
      ...guard.hotel('orders.view'),
    },
    async (req) => ok(await desk.unsettled(req.query.hotel, clock())),
  );

  const action = { response: { 200: envelope(E.checkIn.output) } };
  app.post(
    local(E.checkIn.path),
    {
      schema: { tags, body: E.checkIn.input, ...action },
      ...guard.hotel('orders.checkin'),
    },
    async (req) => ok(await frontDesk.checkIn(currentStaff(req), req.body.hotel, req.body.orderNo, clock()), ORDERS_MESSAGES.checkedIn),
  );
  app.post(
    local(E.checkOut.path),
    {
      schema: { tags, body: E.checkOut.input, ...action },
      ...guard.hotel('orders.checkin'),
    },
    async (req) => ok(await frontDesk.checkOut(currentStaff(req), req.body.hotel, req.body.orderNo, clock()), ORDERS_MESSAGES.checkedOut),
  );
  app.post(
    local(E.noShow.path),
    {
      schema: { tags, body: E.noShow.input, ...action },
      ...guard.hotel('orders.cancel'),
    },
    async (req) => ok(await frontDesk.noShow(currentStaff(req), req.body.hotel, req.body.orderNo, req.body.reason, clock()), ORDERS_MESSAGES.noShowRecorded),
  );
  app.post(
    local(E.cancel.path),
    {
      schema: { tags, body: E.cancel.input, ...action },
      ...guard.hotel('orders.cancel'),
    },
    async (req) => ok(await frontDesk.cancel(currentStaff(req), req.body.hotel, req.body.orderNo, req.body.reason, clock()), ORDERS_MESSAGES.cancelled),
  );
  app.post(
    local(E.note.path),
    {
      schema: { tags, body: E.note.input, ...action },
      ...guard.hotel('orders.view'),
    },
    async (req) => ok(await frontDesk.note(currentStaff(req), req.body.hotel, req.body.orderNo, req.body.body, clock()), ORDERS_MESSAGES.noteAdded),
  );

  // The file itself (no envelope); the admin scope's onSend keeps it out of every cache (no-store).
  app.get(
    local(ORDER_EXPORT_PATH),
    {
      schema: { tags, querystring: orderFilters },
      ...guard.hotel('orders.export'),
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
