import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '@hotel/db/schema/orders';
import { dayFromToday, guest, holdRooms, leaveRooms, newMember, night, submitOrder } from './helpers/booking.ts';
import { useMemberApp } from './helpers/member-app.ts';

const t = useMemberApp();

/**
 * The database decides who gets the last rooms: on PostgreSQL the pool runs these requests
 * on ten connections at once; on PGlite they interleave on one. Either way, never one too many.
 */
describe('concurrent bookings for the last rooms', () => {
  it('100 simultaneous holds for a night with 3 rooms left: exactly 3 succeed, never oversold; 3 orders', async () => {
    const members = await Promise.all([1, 2, 3, 4].map(() => newMember(t.app)));
    const date = dayFromToday(t.clock, 20);
    await leaveRooms(t, 'pro003', 'SK', date, 3);
    // The demo guests' own bookings of that night (decision 0048) are there before the race.
    const ordersOfTheNight = () =>
      t.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.hotelCode, 'pro003'), eq(orders.roomTypeCode, 'SK'), eq(orders.checkIn, date)));
    const seeded = (await ordersOfTheNight()).length;
    const stay = { hotelCode: 'pro003', roomTypeCode: 'SK', rateCode: 'BAR', checkIn: date, checkOut: dayFromToday(t.clock, 21) };

    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => holdRooms(t.app, members[i % 4]!.token, stay)));
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(97);
    const after = await night(t.db, 'pro003', 'SK', date);
    expect(after.soldRooms).toBe(after.totalRooms);

    // Each winner turns the hold into an order, all at once.
    const tokens = new Map(members.map((m) => [m.token, m]));
    const submitted = await Promise.all(
      won.map((a) => {
        const index = answers.indexOf(a);
        const token = members[index % 4]!.token;
        expect(tokens.has(token)).toBe(true);
        return submitOrder(t.app, token, guest(a.body.data.orderNo));
      }),
    );
    expect(submitted.map((s) => s.status)).toEqual([200, 200, 200]);
    expect(await ordersOfTheNight()).toHaveLength(seeded + 3);
    expect((await night(t.db, 'pro003', 'SK', date)).soldRooms).toBe(after.totalRooms);
  }, 60_000);

  it('multi-night and multi-room holds racing for 3 rooms never take more than there are', async () => {
    const members = await Promise.all([1, 2].map(() => newMember(t.app)));
    const first = dayFromToday(t.clock, 25);
    const second = dayFromToday(t.clock, 26);
    await leaveRooms(t, 'pro005', 'SK', first, 3);
    await leaveRooms(t, 'pro005', 'SK', second, 3);
    const stays = [
      { checkIn: first, checkOut: dayFromToday(t.clock, 27), roomQty: 2 },
      { checkIn: second, checkOut: dayFromToday(t.clock, 27), roomQty: 1 },
      { checkIn: first, checkOut: second, roomQty: 1 },
    ];
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => holdRooms(t.app, members[i % 2]!.token, { hotelCode: 'pro005', roomTypeCode: 'SK', ...stays[i % 3]! })),
    );
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    for (const date of [first, second]) {
      const row = await night(t.db, 'pro005', 'SK', date);
      const taken = answers
        .filter((a) => a.status === 200 && a.body.data.checkInDate <= date && a.body.data.checkOutDate > date)
        .reduce((n, a) => n + a.body.data.roomQty, 0);
      expect(row.soldRooms).toBe(row.totalRooms - 3 + taken);
      expect(row.soldRooms).toBeLessThanOrEqual(row.totalRooms);
    }
  }, 60_000);
});
