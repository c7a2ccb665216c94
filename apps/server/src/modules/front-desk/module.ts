import type { ModuleKit } from '../../lib/module-kit.ts';
import type { AuditTrail } from '../audit/index.ts';
import type { DiscountService } from '../discounts/index.ts';
import type { HoldService } from '../holds/index.ts';
import type { InventoryService } from '../inventory/index.ts';
import type { AmendmentService, HotelOrdersService, OrderConfirmations } from '../orders/index.ts';
import type { AdminApi, StaffAccess } from '../staff/index.ts';
import type { MemberPointsService } from '../user/index.ts';
import { CompleteStaysService } from './complete-stays.service.ts';
import { deskChangeRoutes } from './desk-change.routes.ts';
import { DeskChangeService } from './desk-change.service.ts';
import { FrontDeskService } from './front-desk.service.ts';
import { orderDeskRoutes } from './front-desk.routes.ts';
import type { OrderMoney } from './order-money.ts';
import { OrderLookupService } from './order-lookup.service.ts';
import { OrderNoteRepository } from './order-note.repository.ts';

export interface FrontDeskModuleDeps {
  hotelOrders: HotelOrdersService;
  /** Pay's: the order's payments and refunds. */
  orderMoney: OrderMoney;
  holds: HoldService;
  inventory: InventoryService;
  points: MemberPointsService;
  discounts: DiscountService;
  audit: AuditTrail;
  staffAccess: StaffAccess;
  confirmations: OrderConfirmations;
  /** Orders' changes: staff change bookings (decision 0059). */
  amendments: AmendmentService;
}

/** The front desk: the hotel's orders found, checked in, cancelled or marked no-show, with notes; stays completed the day after. */
export function createFrontDeskModule({ db, log, clock, inTransaction }: Pick<ModuleKit, 'db' | 'log' | 'clock' | 'inTransaction'>, deps: FrontDeskModuleDeps) {
  const { hotelOrders, orderMoney, audit, discounts } = deps;
  const notes = new OrderNoteRepository(db);
  const orderLookup = new OrderLookupService(hotelOrders, notes, orderMoney, deps.holds, audit, deps.staffAccess, discounts);
  const frontDesk = new FrontDeskService(inTransaction, hotelOrders, notes, orderLookup, deps.inventory, orderMoney, deps.points, audit, log, discounts, deps.confirmations);
  const deskChanges = new DeskChangeService(orderLookup, deps.amendments, deps.staffAccess, audit);
  return {
    orderLookup,
    frontDesk,
    /** Completes checked-in stays the day after departure (main.ts runs it on a timer). */
    completeStays: new CompleteStaysService(inTransaction, hotelOrders, deps.points, log),
    adminApi: (async (admin, { guard }) => {
      await admin.register(orderDeskRoutes, { desk: orderLookup, frontDesk, guard, clock });
      await admin.register(deskChangeRoutes, { changes: deskChanges, guard, clock });
    }) satisfies AdminApi,
  };
}
