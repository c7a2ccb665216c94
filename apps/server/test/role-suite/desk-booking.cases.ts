import { and, count, eq, inArray } from 'drizzle-orm';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import type { Database } from '@hotel/db/client';
import { roomNights } from '@hotel/db/schema/inventory';
import { orders } from '@hotel/db/schema/orders';
import { DEMO_MEMBER } from '@hotel/db/seed/seed-demo-member';
import { FOREIGN_HOTEL, OWN_HOTEL, type RoleCase } from './role-case.ts';

/** Who may book by phone or at the desk (orders.book): the group administrator, managers and the front desk. */
const BOOKERS = ['group_admin', 'hotel_manager', 'front_desk'] as const;

/** A night far enough ahead that every allowed booking of the suite finds a room. */
const checkIn = () => addDays(hotelToday(), 40);

/** The orders and the night's sold rooms at both hotels: a refused booking changes neither. */
async function snapshot(db: Database) {
  const [all] = await db.select({ n: count() }).from(orders);
  const nights = await db
    .select({ hotel: roomNights.hotelCode, sold: roomNights.soldRooms })
    .from(roomNights)
    .where(and(inArray(roomNights.hotelCode, [OWN_HOTEL, FOREIGN_HOTEL]), eq(roomNights.roomTypeCode, 'SK'), eq(roomNights.stayDate, checkIn())))
    .orderBy(roomNights.hotelCode);
  return { orders: all?.n, nights };
}

/** /adminapi/v1/orders/book*: staff-made bookings (issue 25), orders.book for the hotel. */
export const deskBookingCases: RoleCase[] = [
  {
    route: 'GET /adminapi/v1/orders/book/availability',
    allowed: BOOKERS,
    perHotel: true,
    request: (hotel) => ({ method: 'GET', path: '/orders/book/availability', query: { hotel, checkIn: checkIn(), checkOut: addDays(checkIn(), 1), roomQty: '1', adultNum: '1' } }),
  },
  {
    route: 'POST /adminapi/v1/orders/book/member-lookup',
    allowed: BOOKERS,
    perHotel: true,
    request: (hotel) => ({ method: 'POST', path: '/orders/book/member-lookup', body: { hotel, q: DEMO_MEMBER.mobile } }),
  },
  {
    route: 'POST /adminapi/v1/orders/book',
    allowed: BOOKERS,
    perHotel: true,
    snapshot,
    request: (hotel) => ({
      method: 'POST',
      path: '/orders/book',
      body: {
        hotel,
        checkIn: checkIn(),
        checkOut: addDays(checkIn(), 1),
        roomQty: 1,
        adultNum: 1,
        roomTypeCode: 'SK',
        rateCode: 'BAR',
        guestKind: 'guest',
        revUser: 'ロール 確認',
        mobile: '13900002222',
        source: 'phone',
        settlement: 'hotel',
      },
    }),
  },
];
