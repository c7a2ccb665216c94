import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roomHolds } from '@hotel/db/schema/holds';
import { endpoints } from '@hotel/shared/api/endpoints';
import { MAX_OPEN_BOOKINGS_PER_MEMBER } from '@hotel/shared/constants';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { dayFromToday, guest, holdRooms, newMember, night, submitOrder, type StayChoice } from './helpers/booking.ts';
import { expectFailure } from './helpers/expectations.ts';
import { MINUTE, useMemberApp, withToken } from './helpers/member-app.ts';

const t = useMemberApp();

/** The n-th one-night stay: a different night each (within the test seed's 60 nights), so rooms never run out. */
const stayNo = (n: number, rateCode = 'BAR'): StayChoice => ({
  hotelCode: 'pro006',
  roomTypeCode: 'SK',
  rateCode,
  checkIn: dayFromToday(t.clock, 2 + n),
  checkOut: dayFromToday(t.clock, 3 + n),
});

async function liveHolds(memberToken: string) {
  const detail = await withToken<{ id: number }>(t.app, 'GET', endpoints.userdetail.path, memberToken);
  return t.db
    .select({ id: roomHolds.id })
    .from(roomHolds)
    .where(and(eq(roomHolds.memberId, detail.body.data.id), eq(roomHolds.status, 'held')));
}

describe(`at most ${MAX_OPEN_BOOKINGS_PER_MEMBER} live holds and unpaid prepaid orders per member`, () => {
  it('refuses the next hold with 429 and a Japanese message, taking no rooms', async () => {
    const { token } = await newMember(t.app);
    for (let n = 0; n < MAX_OPEN_BOOKINGS_PER_MEMBER; n++) {
      const hold = await holdRooms(t.app, token, stayNo(n));
      expect(hold.status, JSON.stringify(hold.body)).toBe(200);
    }
    const extra = stayNo(MAX_OPEN_BOOKINGS_PER_MEMBER);
    const before = await night(t.db, 'pro006', 'SK', extra.checkIn);
    const refused = await holdRooms(t.app, token, extra);
    expectFailure(refused, 429);
    expect(refused.body.message).toBe(SERVER_MESSAGES.openBookingsLimit);
    expect((await night(t.db, 'pro006', 'SK', extra.checkIn)).soldRooms).toBe(before.soldRooms);
    expect(await liveHolds(token)).toHaveLength(MAX_OPEN_BOOKINGS_PER_MEMBER);
    // Another member is not affected.
    expect((await holdRooms(t.app, (await newMember(t.app)).token, extra)).status).toBe(200);
  });

  it('counts unpaid prepaid orders, not pay-at-hotel orders; a cancelled one frees its place', async () => {
    const { token } = await newMember(t.app);
    const prepaidOrders: number[] = [];
    for (let n = 0; n < MAX_OPEN_BOOKINGS_PER_MEMBER; n++) {
      const hold = await holdRooms(t.app, token, stayNo(10 + n, n === 0 ? 'BAR' : 'ADV'));
      expect(hold.status, JSON.stringify(hold.body)).toBe(200);
      const order = await submitOrder(t.app, token, guest(hold.body.data.orderNo));
      expect(order.status, JSON.stringify(order.body)).toBe(200);
      if (n > 0) prepaidOrders.push(order.body.data.id);
    }
    // One pay-at-hotel order (not counted) and four unpaid prepaid orders: one place left.
    expect((await holdRooms(t.app, token, stayNo(20))).status).toBe(200);
    expectFailure(await holdRooms(t.app, token, stayNo(21)), 429);

    const cancel = await withToken(t.app, 'GET', `${endpoints.cancleOrder.path}?orderId=${prepaidOrders[0]}`, token);
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect((await holdRooms(t.app, token, stayNo(21))).status).toBe(200);
  });

  it('lets a member hold again once the holds have lapsed', async () => {
    const { token } = await newMember(t.app);
    for (let n = 0; n < MAX_OPEN_BOOKINGS_PER_MEMBER; n++) expect((await holdRooms(t.app, token, stayNo(30 + n))).status).toBe(200);
    expectFailure(await holdRooms(t.app, token, stayNo(36)), 429);
    t.clock.advance(16 * MINUTE);
    expect((await holdRooms(t.app, token, stayNo(36))).status).toBe(200);
  });

  it('holds sent all at once never pass the cap', async () => {
    const { token } = await newMember(t.app);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => holdRooms(t.app, token, stayNo(40 + n))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MAX_OPEN_BOOKINGS_PER_MEMBER);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(12 - MAX_OPEN_BOOKINGS_PER_MEMBER);
    expect(await liveHolds(token)).toHaveLength(MAX_OPEN_BOOKINGS_PER_MEMBER);
  }, 60_000);
});
