import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hotelToday } from '@hotel/shared/hotel-date';
import { ORDER_EXPORT_PATH, ORDERS_MESSAGES, orderEndpoints as E, orderFilters } from '@hotel/shared/schemas/admin/orders';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { staffBody, staffPath, staffQuery } from '../../lib/staff-endpoint.ts';
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

/** /adminapi/v1/orders/*: the front desk (docs/decisions/0024-front-desk-and-order-lifecycle.md). */
export const orderDeskRoutes: FastifyPluginAsyncZod<OrderDeskRoutesOptions> = async (app, { desk, frontDesk, guard, clock }) => {
  const tags = ['admin-orders'];

  app.get(staffPath(E.search), staffQuery(E.search, tags, guard.hotel('orders.view')), async (req) =>
    ok(await desk.search(req.query)),
  );

  app.get(staffPath(E.today), staffQuery(E.today, tags, guard.hotel('orders.view')), async (req) =>
    ok(await desk.today(req.query.hotel, req.query.date, clock())),
  );

  app.get(staffPath(E.detail), staffQuery(E.detail, tags, guard.hotel('orders.view')), async (req) =>
    ok(await desk.detail(currentStaff(req), req.query.hotel, req.query.orderNo, clock())),
  );

  app.get(staffPath(E.unsettled), staffQuery(E.unsettled, tags, guard.hotel('orders.view')), async (req) =>
    ok(await desk.unsettled(req.query.hotel, clock())),
  );

  app.post(staffPath(E.checkIn), staffBody(E.checkIn, tags, guard.hotel('orders.checkin')), async (req) =>
    ok(await frontDesk.checkIn(currentStaff(req), req.body.hotel, req.body.orderNo, clock()), ORDERS_MESSAGES.checkedIn),
  );
  app.post(staffPath(E.checkOut), staffBody(E.checkOut, tags, guard.hotel('orders.checkin')), async (req) =>
    ok(await frontDesk.checkOut(currentStaff(req), req.body.hotel, req.body.orderNo, clock()), ORDERS_MESSAGES.checkedOut),
  );
  app.post(staffPath(E.noShow), staffBody(E.noShow, tags, guard.hotel('orders.cancel')), async (req) =>
    ok(await frontDesk.noShow(currentStaff(req), req.body.hotel, req.body.orderNo, req.body.reason, clock()), ORDERS_MESSAGES.noShowRecorded),
  );
  app.post(staffPath(E.cancel), staffBody(E.cancel, tags, guard.hotel('orders.cancel')), async (req) =>
    ok(await frontDesk.cancel(currentStaff(req), req.body.hotel, req.body.orderNo, req.body.reason, clock()), ORDERS_MESSAGES.cancelled),
  );
  app.post(staffPath(E.note), staffBody(E.note, tags, guard.hotel('orders.view')), async (req) =>
    ok(await frontDesk.note(currentStaff(req), req.body.hotel, req.body.orderNo, req.body.body, clock()), ORDERS_MESSAGES.noteAdded),
  );

  // The file itself (no envelope); the admin scope's onSend keeps it out of every cache (no-store).
  app.get(
    staffPath(ORDER_EXPORT_PATH),
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
