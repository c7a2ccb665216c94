import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHANGE_MESSAGES } from '@hotel/shared/messages';
import { orderChangeEndpoints as E } from '@hotel/shared/schemas/admin/order-changes';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { staffBody, staffPath, staffQuery } from '../../lib/staff-endpoint.ts';
import { currentStaff, type StaffGuard } from '../staff/index.ts';
import type { DeskChangeService } from './desk-change.service.ts';

export interface DeskChangeRoutesOptions {
  changes: DeskChangeService;
  guard: StaffGuard;
  clock: Clock;
}

/** /adminapi/v1/orders/change*, /orders/amendments: staff change a booking and read its 変更履歴 (decision 0059). */
export const deskChangeRoutes: FastifyPluginAsyncZod<DeskChangeRoutesOptions> = async (app, { changes, guard, clock }) => {
  const tags = ['admin-orders'];

  app.post(staffPath(E.quote), staffBody(E.quote, tags, guard.hotel('orders.book')), async (req) => ok(await changes.quote(currentStaff(req), req.body, clock())));

  app.post(staffPath(E.apply), staffBody(E.apply, tags, guard.hotel('orders.book')), async (req) =>
    ok(await changes.apply(currentStaff(req), req.body, clock()), CHANGE_MESSAGES.changeApplied),
  );

  app.get(staffPath(E.options), staffQuery(E.options, tags, guard.hotel('orders.book')), async (req) =>
    ok(await changes.options(currentStaff(req), req.query.hotel, req.query.orderNo)),
  );

  app.get(staffPath(E.history), staffQuery(E.history, tags, guard.hotel('orders.view')), async (req) =>
    ok(await changes.history(currentStaff(req), req.query.hotel, req.query.orderNo)),
  );
};
