import { RETENTION_DAYS } from '@hotel/shared/privacy';
import type { Database } from '@hotel/db/client';
import type { ModuleKit } from '../../lib/module-kit.ts';
import type { RetentionRule } from '../../lib/retention-rule.ts';
import { bindGuestRoutes } from '../../lib/guest-endpoint.ts';
import type { DiscountService } from '../discounts/index.ts';
import type { HotelService } from '../hotel/index.ts';
import type { InventoryService } from '../inventory/index.ts';
import type { RoomService } from '../rooms/index.ts';
import { HoldRoomsService } from './hold-rooms.service.ts';
import { HoldRepository } from './hold.repository.ts';
import { holdRoutes } from './hold.routes.ts';
import { HoldService } from './hold.service.ts';
import { ReleaseExpiredService, type UnpaidOrderExpiry } from './release-expired.service.ts';

/** Orders' unpaid orders, which holds may not import: the cap on open bookings counts them, the release pass lapses them. */
export interface UnpaidOrders extends UnpaidOrderExpiry {
  countAwaitingPayment(tx: Database, memberId: number, now: Date): Promise<number>;
}

export interface HoldsModuleDeps {
  hotels: HotelService;
  rooms: RoomService;
  inventory: InventoryService;
  discounts: DiscountService;
  unpaidOrders: UnpaidOrders;
}

/** Rooms held for a member under a new order number, and the release pass that gives lapsed ones back. */
export function createHoldsModule({ db, clock, inTransaction, events }: Pick<ModuleKit, 'db' | 'clock' | 'inTransaction' | 'events'>, deps: HoldsModuleDeps) {
  const { hotels, rooms, inventory, discounts, unpaidOrders } = deps;
  const repository = new HoldRepository(db);
  const holds = new HoldService(repository, inventory);
  // The release pass: lapsed holds, then orders' lapsed unpaid orders.
  const expiry = new ReleaseExpiredService(holds, unpaidOrders);
  const holdRooms = new HoldRoomsService(inTransaction, hotels, rooms, inventory, repository, expiry, (tx, memberId, now) => unpaidOrders.countAwaitingPayment(tx, memberId, now), discounts, events);
  return {
    holds,
    expiry,
    holdRooms,
    /** A member's holds, for closing the account (user's MemberHolds). */
    memberHolds: {
      lock: (tx: Database, memberId: number) => repository.lockMember(tx, memberId),
      countLive: (tx: Database, memberId: number, now: Date) => repository.countLive(tx, memberId, now),
    },
    retention: [{ name: 'roomHolds', keepDays: RETENTION_DAYS.roomHolds, purge: (before) => repository.purgeFinishedBefore(before) }] satisfies RetentionRule[],
    guestApi: bindGuestRoutes(holdRoutes, { holdRooms, clock }),
  };
}
