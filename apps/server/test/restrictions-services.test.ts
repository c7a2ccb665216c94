import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { auditLog } from '@hotel/db/schema/audit';
import { members } from '@hotel/db/schema/user';
import { addDays } from '@hotel/shared/hotel-date';
import { RESTRICTIONS } from '@hotel/shared/restrictions';
import { checkInventoryBody, roomAndRateBody } from '@hotel/shared/schemas/booking';
import { priceCalendarQuery } from '@hotel/shared/schemas/price-calendar';
import { ApiError } from '../src/lib/api-error.ts';
import { InventoryRepository } from '../src/modules/inventory/inventory.repository.ts';
import { buildServices } from '../src/services.ts';
import { dayFromToday, newMember, night } from './helpers/booking.ts';
import { fakeGateways } from './helpers/fake-gateway.ts';
import { useMemberApp } from './helpers/member-app.ts';
import { addStaff } from './helpers/staff-app.ts';

/**
 * The minimum stay through (decision 0056) at service level, on this file's database: the bulk
 * edit sets it with its audit line, the inventory reads it (search's one query and the hold's
 * restriction rows), and the search, price calendar and hold services obey it. Built by the
 * composition root, as the app builds them, without the HTTP layer.
 */
const t = useMemberApp();
const message = RESTRICTIONS.minStayThrough.message;
const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6];

let built: ReturnType<typeof buildServices> | undefined;
const services = () => (built ??= buildServices({ db: t.db, clock: t.clock.now, log: pino({ level: 'silent' }), providers: { payment: fakeGateways() } }));

async function setThrough(roomType: string, date: string, minStayThrough: number | null) {
  const person = await addStaff(t.db, 'hotel_manager', ['pro001']);
  return services().ratesBulkEdit.bulkEdit({ staffId: person.id, email: person.email }, { hotel: 'pro001', roomTypes: [roomType], from: date, to: date, weekdays: ALL_WEEK, changes: { minStayThrough } }, t.clock.now());
}

describe('RatesBulkEditService', () => {
  it('sets and clears the column, one audit line per night with the field before and after', async () => {
    const date = dayFromToday(t.clock, 8);
    expect(await setThrough('SU', date, 4)).toMatchObject({ nightsMatched: 1, nightsChanged: 1 });
    expect((await night(t.db, 'pro001', 'SU', date)).minStayThrough).toBe(4);
    const lines = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'room_night'), eq(auditLog.entityId, `SU:${date}`)));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ action: 'update', before: { minStayThrough: null }, after: { minStayThrough: 4 } });
    expect(await setThrough('SU', date, 4)).toMatchObject({ nightsChanged: 0 });
    await setThrough('SU', date, null);
    expect((await night(t.db, 'pro001', 'SU', date)).minStayThrough).toBeNull();
  });
});

describe('InventoryRepository', () => {
  it('reads the night as restricting in the search query and in the hold rows, by its key', async () => {
    const date = dayFromToday(t.clock, 12);
    await setThrough('EX', date, 3);
    const inventory = new InventoryRepository(t.db);
    const [stay] = await inventory.stayAvailability('pro001', ['EX'], addDays(date, -1), addDays(date, 1));
    expect(stay!.restrictions).toEqual([expect.objectContaining({ stayDate: date, minStayThrough: 3, minStay: null, stopSell: false })]);
    const rows = await inventory.listRestrictions('pro001', ['EX'], date, addDays(date, 1));
    expect(rows.find((r) => r.stayDate === date)).toMatchObject({ roomTypeCode: 'EX', minStayThrough: 3 });
    const [month] = await inventory.monthAvailability(['pro001'], ['EX'], date, date);
    expect(month!.nights[0]).toMatchObject({ date, minStayThrough: 3 });
  });
});

describe('search, price calendar and hold services', () => {
  it('search gives the room type no rate and the reason; the price calendar shows the value; the hold refuses with 400', async () => {
    const date = dayFromToday(t.clock, 16);
    await setThrough('EX', date, 2);
    // The services take what the route's schema has parsed.
    const query = { HotelCode: 'pro001', CheckIn: date, CheckOut: addDays(date, 1) };
    const rooms = new Map((await services().search.search(roomAndRateBody.parse(query), t.clock.now())).map((r) => [r.rtCode, r]));
    expect(rooms.get('EX')).toMatchObject({ rateList: [], restrictionNotice: message(2) });
    expect(rooms.get('SK')!.rateList.length).toBeGreaterThan(0);
    const twoNights = new Map((await services().search.search(roomAndRateBody.parse({ ...query, CheckOut: addDays(date, 2) }), t.clock.now())).map((r) => [r.rtCode, r]));
    expect(twoNights.get('EX')!.restrictionNotice).toBeNull();

    const calendar = await services().priceCalendar.month(priceCalendarQuery.parse({ HotelCode: 'pro001', month: date.slice(0, 7) }), t.clock.now());
    // Other room types sell that night without it: the day's value is none.
    expect(calendar.days.find((d) => d.date === date)).toMatchObject({ minStayThrough: null });

    const member = await newMember(t.app);
    const [row] = await t.db.select({ id: members.id }).from(members).where(eq(members.mobile, member.mobile));
    const stay = (checkIn: string, checkOut: string) => checkInventoryBody.parse({ hotelCode: 'pro001', roomTypeCode: 'EX', rateCode: 'BAR', roomQty: 1, checkIn, checkOut });
    const refused = await services()
      .holdRooms.holdRooms(row!.id, stay(date, addDays(date, 1)), t.clock.now())
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ statusCode: 400, message: message(2) });
    const held = await services().holdRooms.holdRooms(row!.id, stay(addDays(date, -1), addDays(date, 1)), t.clock.now());
    expect(held.days).toBe(2);
  });
});
