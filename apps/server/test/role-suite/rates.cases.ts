import { and, asc, eq, inArray } from 'drizzle-orm';
import { roomNights } from '@hotel/db/schema/inventory';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import type { RoleCase } from './role-case.ts';
import { FOREIGN_HOTEL, OWN_HOTEL } from './role-case.ts';

const RATES_ROLES = ['group_admin', 'hotel_manager'] as const;
/** A night inside the test seed, the same room type code in both hotels. */
const night = () => addDays(hotelToday(), 3);

/** /adminapi/v1/rates: the rates-and-availability calendar, permission rates.edit, per hotel. */
export const ratesCases: RoleCase[] = [
  {
    route: 'GET /adminapi/v1/rates/calendar',
    allowed: RATES_ROLES,
    perHotel: true,
    request: (hotel) => ({ method: 'GET', path: '/rates/calendar', query: { hotel, days: '7' } }),
  },
  {
    route: 'POST /adminapi/v1/rates/bulk',
    allowed: RATES_ROLES,
    perHotel: true,
    request: (hotel) => ({
      method: 'POST',
      path: '/rates/bulk',
      body: { hotel, roomTypes: ['SK'], from: night(), to: night(), weekdays: [0, 1, 2, 3, 4, 5, 6], changes: { price: 1234 + Math.floor(Math.random() * 1000), stopSell: true } },
    }),
    // The rows the request would change, in both hotels.
    snapshot: (db) =>
      db
        .select()
        .from(roomNights)
        .where(and(inArray(roomNights.hotelCode, [OWN_HOTEL, FOREIGN_HOTEL]), eq(roomNights.roomTypeCode, 'SK'), eq(roomNights.stayDate, night())))
        .orderBy(asc(roomNights.hotelCode)),
  },
];
