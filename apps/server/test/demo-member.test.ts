import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { hotelToday, addDays } from '@hotel/shared/hotel-date';
import { ratePlans, roomNights } from '@hotel/db/schema/inventory';
import { roomTypes } from '@hotel/db/schema/rooms';
import { memberPoints, members } from '@hotel/db/schema/user';
import { orders } from '@hotel/db/schema/orders';
import { DEMO_MEMBER, DEMO_MEMBER_PASSWORD_HASH } from '@hotel/db/seed/seed-demo-member';
import { nightPrice } from '@hotel/db/seed/room-night-prices';
import { needsRehash, verifyPassword } from '../src/lib/password.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();

async function demoOrders() {
  const [member] = await t.db.select().from(members).where(eq(members.mobile, DEMO_MEMBER.mobile));
  if (!member) throw new Error('no demo member');
  return { member, rows: await t.db.select().from(orders).where(eq(orders.memberId, member.id)) };
}

describe('demo member (seed)', () => {
  it('is a gold member with points and a stored-value balance', async () => {
    const { member } = await demoOrders();
    expect(member).toMatchObject({ name: DEMO_MEMBER.name, cardNo: DEMO_MEMBER.cardNo, level: 'gold', points: 12_680, balance: 5_000 });
  });

  it('has a points history that adds up to the balance, with a stay line for each completed order', async () => {
    const { member, rows } = await demoOrders();
    const lines = await t.db.select().from(memberPoints).where(eq(memberPoints.memberId, member.id)).orderBy(memberPoints.at, memberPoints.id);
    expect(lines.reduce((sum, line) => sum + line.delta, 0)).toBe(member.points);
    expect(lines.at(-1)!.balanceAfter).toBe(member.points);
    const completed = rows.filter((o) => o.state === 9);
    expect(completed.length).toBeGreaterThan(0);
    for (const order of completed) expect(lines).toContainEqual(expect.objectContaining({ kind: 'stay', orderId: order.id, delta: order.actualAmount, reason: `ご宿泊 ${order.orderNo}` }));
  });

  it('has a password hash that the server verifies for the documented password', async () => {
    expect(await verifyPassword(DEMO_MEMBER.password, DEMO_MEMBER_PASSWORD_HASH)).toBe(true);
    expect(await verifyPassword('demo1234', DEMO_MEMBER_PASSWORD_HASH)).toBe(false);
    expect(needsRehash(DEMO_MEMBER_PASSWORD_HASH)).toBe(false);
  });

  it('has orders in every state across several hotels', async () => {
    const { rows } = await demoOrders();
    const kinds = rows.map((o) => `${o.state}/${o.payment}/${o.payResult}`);
    expect(kinds).toEqual(expect.arrayContaining(['0/prepaid/0', '0/hotel/0', '1/prepaid/1', '10/prepaid/0']));
    expect(new Set(rows.map((o) => o.state))).toEqual(new Set([0, 1, 2, 9, 10]));
    expect(new Set(rows.map((o) => o.hotelCode)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((o) => o.orderNo)).size).toBe(rows.length);
  });

  it('dates the orders sensibly around today', async () => {
    const today = hotelToday();
    const { rows } = await demoOrders();
    for (const o of rows) {
      expect(o.checkOut).toBe(addDays(o.checkIn, o.nights));
      expect(o.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
      if (o.state === 9) expect(o.checkOut <= today).toBe(true);
      if (o.state === 0 || o.state === 1) expect(o.checkIn > today).toBe(true);
      if (o.state === 1 || o.state === 9) expect(o.paidAt).not.toBeNull();
      if (o.state === 2) expect(o.cancelledAt).not.toBeNull();
      if (o.state === 10) expect(o.payDeadline!.getTime()).toBeLessThan(Date.now());
      if (o.state === 0 && o.payment === 'prepaid') expect(o.payDeadline!.getTime()).toBeGreaterThan(Date.now());
    }
  });

  it('prices every order from the seeded nights and rate plans', async () => {
    const { rows } = await demoOrders();
    let checkedAgainstTable = 0;
    for (const o of rows) {
      const [room] = await t.db.select().from(roomTypes).where(and(eq(roomTypes.hotelCode, o.hotelCode), eq(roomTypes.code, o.roomTypeCode)));
      const [rate] = await t.db.select().from(ratePlans).where(and(eq(ratePlans.hotelCode, o.hotelCode), eq(ratePlans.code, o.rateCode)));
      expect(room?.name).toBe(o.roomTypeName);
      expect(rate?.name).toBe(o.rateName);
      let perRoom = 0;
      for (let n = 0; n < o.nights; n++) {
        const date = addDays(o.checkIn, n);
        const [night] = await t.db
          .select({ price: roomNights.price })
          .from(roomNights)
          .where(and(eq(roomNights.hotelCode, o.hotelCode), eq(roomNights.roomTypeCode, o.roomTypeCode), eq(roomNights.stayDate, date)));
        // Future nights are in room_nights; past ones follow the same pricing function.
        const price = night?.price ?? nightPrice(room!.basePrice, date);
        if (night) checkedAgainstTable++;
        perRoom += Math.round((price * rate!.priceFactor) / 100) + rate!.breakfastSupplement;
      }
      expect(o.totalAmount).toBe(perRoom * o.roomQty);
      expect(o.actualAmount).toBe(o.totalAmount - o.discountAmount);
      expect(o.isFreeCancel).toBe(rate!.isFreeCancel);
      expect(o.payment).toBe(rate!.payment);
    }
    expect(checkedAgainstTable).toBeGreaterThan(0);
  });
});
