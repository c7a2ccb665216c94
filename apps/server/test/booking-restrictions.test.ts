import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roomHolds } from '@hotel/db/schema/holds';
import { roomNights } from '@hotel/db/schema/inventory';
import { orders } from '@hotel/db/schema/orders';
import { endpoints } from '@hotel/shared/api/endpoints';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { NO_RESTRICTIONS, RESTRICTIONS } from '@hotel/shared/restrictions';
import type { RoomWithRates } from '@hotel/shared/schemas/booking';
import type { NightRestrictions } from '@hotel/shared/stay-restrictions';
import { bookStay, dayFromToday, guest, holdRooms, newMember, night, submitOrder } from './helpers/booking.ts';
import { expectFailure } from './helpers/expectations.ts';
import { call, useMemberApp } from './helpers/member-app.ts';

const t = useMemberApp();

type Restriction = Partial<Omit<NightRestrictions, 'stayDate'>>;

/**
 * Sets restrictions on one night of pro001's king rooms (SK), straight in the database as another
 * process would; returns once the app's change feed has seen it.
 */
async function restrict(stayDate: string, set: Restriction) {
  await t.db
    .update(roomNights)
    .set(set)
    .where(and(eq(roomNights.hotelCode, 'pro001'), eq(roomNights.roomTypeCode, 'SK'), eq(roomNights.stayDate, stayDate)));
  await t.app.changes.sync();
}

async function search(checkIn: string, checkOut: string) {
  const response = await call<RoomWithRates[]>(t.app, 'POST', endpoints.getRoomAndRate.path, {
    body: { HotelCode: 'pro001', CheckIn: checkIn, CheckOut: checkOut, roomNum: 1, adultNum: 1, childrenNum: 0 },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return new Map(response.body.data.map((room) => [room.rtCode, room]));
}

/**
 * Each restriction, on its own dates (days from today, inside the test seed's 60 nights): the
 * stay it forbids, the night it is set on, and the message. Each case uses from … from + 5 + nights.
 */
const cases: { name: string; from: number; nights: number; on: number; set: Restriction; message: string }[] = [
  { name: 'stop-sell on a night of the stay', from: 2, nights: 3, on: 1, set: { stopSell: true }, message: SERVER_MESSAGES.stopSell },
  { name: 'closed to arrival on the check-in date', from: 11, nights: 2, on: 0, set: { closedToArrival: true }, message: SERVER_MESSAGES.closedToArrival },
  { name: 'closed to departure on the check-out date', from: 20, nights: 2, on: 2, set: { closedToDeparture: true }, message: SERVER_MESSAGES.closedToDeparture },
  { name: 'minimum stay of the arrival night', from: 29, nights: 1, on: 0, set: { minStay: 2 }, message: RESTRICTIONS.minStay.message(2) },
  { name: 'maximum stay of the arrival night', from: 38, nights: 3, on: 0, set: { maxStay: 2 }, message: RESTRICTIONS.maxStay.message(2) },
];

const stayOf = (c: (typeof cases)[number], shift = 0) => ({
  checkIn: dayFromToday(t.clock, c.from + shift),
  checkOut: dayFromToday(t.clock, c.from + shift + c.nights),
  restricted: dayFromToday(t.clock, c.from + shift + c.on),
});

describe('the booking engine obeys restrictions (decision 0018)', () => {
  describe.each(cases)('$name', (c) => {
    it('search offers no SK rate and says why; other room types are unaffected', async () => {
      const { checkIn, checkOut, restricted } = stayOf(c);
      expect((await search(checkIn, checkOut)).get('SK')!.rateList.length).toBeGreaterThan(0);
      await restrict(restricted, c.set);
      const rooms = await search(checkIn, checkOut);
      expect(rooms.get('SK')!.rateList).toEqual([]);
      expect(rooms.get('SK')!.restrictionNotice).toBe(c.message);
      expect(rooms.get('SK')!.partyNotice).toBeNull();
      expect(rooms.get('ST')!.rateList.length).toBeGreaterThan(0);
      expect(rooms.get('ST')!.restrictionNotice).toBeNull();
    });

    it('the hold refuses with 400 and the message, taking nothing; nothing is left to submit', async () => {
      const { checkIn, checkOut, restricted } = stayOf(c);
      await restrict(restricted, c.set);
      const member = await newMember(t.app);
      const before = await night(t.db, 'pro001', 'SK', checkIn);
      const holdsBefore = await t.db.$count(roomHolds);
      const refused = await holdRooms(t.app, member.token, { checkIn, checkOut });
      expectFailure(refused, 400);
      expect(refused.body.message).toBe(c.message);
      expect((await night(t.db, 'pro001', 'SK', checkIn)).soldRooms).toBe(before.soldRooms);
      expect(await t.db.$count(roomHolds)).toBe(holdsBefore);

      // Lifted, the same stay books: the refusal was the restriction's.
      await restrict(restricted, NO_RESTRICTIONS);
      const booked = await bookStay(t.app, member.token, { checkIn, checkOut });
      expect(booked.orderNo).toMatch(/^FO/);
    });

    it('a hold taken before the restriction is refused at submit with the message, released, its rooms back; new holds are refused', async () => {
      const { checkIn, checkOut, restricted } = stayOf(c, 5);
      const member = await newMember(t.app);
      const before = await night(t.db, 'pro001', 'SK', checkIn);
      const hold = await holdRooms(t.app, member.token, { checkIn, checkOut });
      expect(hold.status, JSON.stringify(hold.body)).toBe(200);
      await restrict(restricted, c.set);

      // Decision 0020: submit checks the restrictions as they are now (0018 let the hold stand).
      const refused = await submitOrder(t.app, member.token, guest(hold.body.data.orderNo));
      expectFailure(refused, 400);
      expect(refused.body.message).toBe(c.message);
      expect(await t.db.$count(orders, eq(orders.orderNo, hold.body.data.orderNo))).toBe(0);
      const [held] = await t.db.select({ status: roomHolds.status }).from(roomHolds).where(eq(roomHolds.orderNo, hold.body.data.orderNo));
      expect(held!.status).toBe('released');
      expect((await night(t.db, 'pro001', 'SK', checkIn)).soldRooms).toBe(before.soldRooms);

      const other = await newMember(t.app);
      const refusedHold = await holdRooms(t.app, other.token, { checkIn, checkOut });
      expectFailure(refusedHold, 400);
      expect(refusedHold.body.message).toBe(c.message);
    });
  });

  it('stays that do not touch a restricted night, or only as the restriction allows, are unaffected', async () => {
    const d = (days: number) => dayFromToday(t.clock, days);
    await restrict(d(50), { stopSell: true });
    await restrict(d(54), { closedToArrival: true, closedToDeparture: true, minStay: 3, maxStay: 3 });
    const { token } = await newMember(t.app);
    const allowed: [number, number][] = [
      [48, 50], // leaves the morning of the stop-sell night
      [51, 52], // arrives after it
      [53, 56], // passes through the closed-to-arrival and closed-to-departure date, min / max count on 53
      [55, 56], // arrives the day after
    ];
    for (const [from, to] of allowed) {
      const rooms = await search(d(from), d(to));
      expect(rooms.get('SK')!.restrictionNotice, `${from}–${to}`).toBeNull();
      expect(rooms.get('SK')!.rateList.length, `${from}–${to}`).toBeGreaterThan(0);
      await bookStay(t.app, token, { checkIn: d(from), checkOut: d(to) });
    }
    // And the restrictions still hold on the dates they are set on.
    expect((await search(d(49), d(51))).get('SK')!.restrictionNotice).toBe(SERVER_MESSAGES.stopSell);
    expect((await search(d(54), d(57))).get('SK')!.restrictionNotice).toBe(SERVER_MESSAGES.closedToArrival);
    expect((await search(d(52), d(54))).get('SK')!.restrictionNotice).toBe(SERVER_MESSAGES.closedToDeparture);
  });
});
