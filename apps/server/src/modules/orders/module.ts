import type { Database } from '@hotel/db/client';
import type { ModuleKit } from '../../lib/module-kit.ts';
import { bindGuestRoutes } from '../../lib/guest-endpoint.ts';
import type { DiscountService } from '../discounts/index.ts';
import type { HoldService } from '../holds/index.ts';
import type { HotelService } from '../hotel/index.ts';
import type { InventoryService } from '../inventory/index.ts';
import type { RoomService } from '../rooms/index.ts';
import { AmendmentRepository } from './amendment.repository.ts';
import { AmendmentService, type ChangeRefunds, type GuestChangeAudit } from './amendment.service.ts';
import { ChannelOrdersService } from './channel-orders.service.ts';
import { ExpireUnpaidOrdersService } from './expire-unpaid-orders.service.ts';
import { HotelOrdersRepository } from './hotel-orders.repository.ts';
import { HotelOrdersService } from './hotel-orders.service.ts';
import { MemberOrderPrivacyRepository } from './member-order-privacy.repository.ts';
import { MemberOrdersService } from './member-orders.service.ts';
import type { OrderConfirmations } from './order-confirmations.ts';
import { OrderRepository } from './order.repository.ts';
import { orderChangeRoutes } from './order-change.routes.ts';
import { orderRoutes } from './order.routes.ts';
import { OrderService, type OrderRefunds } from './order.service.ts';
import { PayableOrdersService } from './payable-orders.service.ts';
import { StaffOrdersService } from './staff-order.ts';

export interface OrdersModuleDeps {
  holds: HoldService;
  inventory: InventoryService;
  hotels: HotelService;
  rooms: RoomService;
  discounts: DiscountService;
  /** Pay's: an order shows its refund (pay depends on orders). */
  refundsOfOrders: OrderRefunds;
  /** The guest's confirmation and the hotel's notice of each order event (decision 0041, 0043). */
  confirmations: OrderConfirmations;
  /** Audit's: the line of a guest's own change. */
  audit: GuestChangeAudit;
  /** Pay's: a cheaper change's money back the way the booking was paid (pay depends on orders, so asked for late). */
  changeRefunds?: () => ChangeRefunds;
}

/**
 * Orders: made from a hold, listed, shown and cancelled by the member; paid through pay
 * (PayableOrdersService); the hotel's view for the front desk (HotelOrdersService).
 */
export function createOrdersModule({ db, clock, inTransaction, events }: Pick<ModuleKit, 'db' | 'clock' | 'inTransaction' | 'events'>, deps: OrdersModuleDeps) {
  const { holds, inventory, hotels, rooms, discounts, confirmations } = deps;
  const repository = new OrderRepository(db);
  const privacy = new MemberOrderPrivacyRepository(db);
  const expireUnpaid = new ExpireUnpaidOrdersService(inventory, repository, discounts);
  const memberOrders = new MemberOrdersService(repository, hotels);
  const amendmentRows = new AmendmentRepository(db);
  const amendments = new AmendmentService(inTransaction, repository, amendmentRows, inventory, rooms, discounts, deps.audit, confirmations, deps.changeRefunds);
  const orders = new OrderService(inTransaction, repository, holds, inventory, hotels, rooms, (ids) => deps.refundsOfOrders(ids), discounts, confirmations, events);
  return {
    orders,
    payableOrders: new PayableOrdersService(repository, hotels, confirmations),
    hotelOrders: new HotelOrdersService(new HotelOrdersRepository(db)),
    /** Orders staff make for a guest by phone or at the desk (the desk-booking module, issue 25). */
    staffOrders: new StaffOrdersService(repository, confirmations),
    /** Orders of channel managers' reservations (the channels module, issue 26). */
    channelOrders: new ChannelOrdersService(repository, inventory),
    /** An order as stored, for the confirmation and the hotel's notice sent about it. */
    orderRecords: { findById: (id: number) => repository.findById(id) },
    /** A change as recorded, for the confirmation and the hotel's notice of it (decision 0059). */
    amendmentRecords: { findById: (id: number) => amendmentRows.findById(id) },
    /** Changes of bookings (decision 0059): the staff's changes and pay's settlement of a change's difference. */
    amendments,
    /** Holds' UnpaidOrders port: the cap on open bookings and the release pass (lapsed unpaid orders, then lapsed pending changes). */
    unpaidOrders: {
      countAwaitingPayment: (tx: Database, memberId: number, now: Date) => repository.countAwaitingPayment(tx, memberId, now),
      expireUnpaid: async (now: Date) => (await expireUnpaid.expireUnpaid(now)) + (await amendments.expire(now)),
    },
    /** User's MemberOrderRecords port: the lookup, the download and the closing. */
    memberOrders: {
      summariesOf: (memberId: number, limit: number) => memberOrders.summariesOf(memberId, limit),
      exportOf: (memberId: number) => privacy.exportOf(memberId),
      countOpen: (tx: Database, memberId: number) => privacy.countOpen(tx, memberId),
      anonymize: (tx: Database, memberId: number, now: Date) => privacy.anonymize(tx, memberId, now),
    },
    guestApi: [...bindGuestRoutes(orderRoutes, { orders, clock }), ...bindGuestRoutes(orderChangeRoutes, { amendments, clock })],
  };
}
