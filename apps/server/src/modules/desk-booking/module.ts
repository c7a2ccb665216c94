import type { ModuleKit } from '../../lib/module-kit.ts';
import type { AuditTrail } from '../audit/index.ts';
import type { DiscountService } from '../discounts/index.ts';
import type { HotelService } from '../hotel/index.ts';
import type { InventoryService } from '../inventory/index.ts';
import type { StaffOrdersService } from '../orders/index.ts';
import type { RoomService } from '../rooms/index.ts';
import type { AdminApi } from '../staff/index.ts';
import { DeskAvailabilityService, type StaySearch } from './desk-availability.service.ts';
import { DeskBookingService, type LapsedRooms } from './desk-booking.service.ts';
import { deskBookingRoutes } from './desk-booking.routes.ts';
import { DeskMembersService, type BookingMembers } from './desk-members.service.ts';

export interface DeskBookingModuleDeps {
  hotels: HotelService;
  rooms: RoomService;
  inventory: InventoryService;
  discounts: DiscountService;
  /** Search's cached room search: the availability is its answer. */
  search: StaySearch;
  /** User's member lookup: a member found by phone or card, and by id. */
  members: BookingMembers;
  /** Orders' writer of staff-made orders. */
  staffOrders: StaffOrdersService;
  /** Holds' release pass. */
  expiry: LapsedRooms;
  audit: AuditTrail;
}

/** Staff-made bookings (issue 25): availability, a member looked up, and the booking in one transaction. Owns no table. */
export function createDeskBookingModule({ clock, inTransaction }: Pick<ModuleKit, 'clock' | 'inTransaction'>, deps: DeskBookingModuleDeps) {
  const availability = new DeskAvailabilityService(deps.search);
  const members = new DeskMembersService(deps.members);
  const deskBooking = new DeskBookingService(inTransaction, deps.hotels, deps.rooms, deps.inventory, deps.discounts, members, deps.staffOrders, deps.expiry, deps.audit);
  return {
    deskBooking,
    adminApi: ((admin, { guard }) => admin.register(deskBookingRoutes, { availability, members, booking: deskBooking, guard, clock })) satisfies AdminApi,
  };
}
