import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '@hotel/db/schema/audit';
import { roomHolds } from '@hotel/db/schema/holds';
import { roomNights } from '@hotel/db/schema/inventory';
import { orders } from '@hotel/db/schema/orders';
import { addDays, dayOfWeek } from '@hotel/shared/hotel-date';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { RESTRICTIONS } from '@hotel/shared/restrictions';
import { formatMonthDay, RATES_MESSAGES } from '@hotel/shared/schemas/admin/rates';
import { bookStay, dayFromToday, guest, holdRooms, newMember, night, orderDetail, submitOrder } from './helpers/booking.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { useMemberApp } from './helpers/member-app.ts';
import { editRates, ratesBulk, ratesCalendar, searchRooms, signInManager } from './helpers/rates.ts';

const t = useMemberApp();
const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6];

async function setSold(hotelCode: string, roomTypeCode: string, stayDate: string, soldRooms: number) {
  await t.db
    .update(roomNights)
    .set({ soldRooms })
    .where(and(eq(roomNights.hotelCode, hotelCode), eq(roomNights.roomTypeCode, roomTypeCode), eq(roomNights.stayDate, stayDate)));
  // Another process's write: the app's read cache has dropped the night once its feed has seen it.
  await t.app.changes.sync();
}

const linesOf = (entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'room_night'), eq(auditLog.entityId, entityId)));

describe('POST /adminapi/v1/rates/bulk', () => {
  it('changes only the chosen weekdays of the chosen room types, one audit line per changed night', async () => {
    const token = await signInManager(t.app);
    const from = dayFromToday(t.clock, 7);
    const to = addDays(from, 13); // two whole weeks: two Fridays, two Saturdays
    const weekend = (d: string) => dayOfWeek(d) === 5 || dayOfWeek(d) === 6;
    const dates = Array.from({ length: 14 }, (_, i) => addDays(from, i));
    const before = new Map(await Promise.all(dates.map(async (d) => [d, await night(t.db, 'pro001', 'DT', d)] as const)));

    const response = await ratesBulk(t.app, token, { hotel: 'pro001', roomTypes: ['SK', 'ST'], from, to, weekdays: [5, 6], changes: { price: 2999 } });
    const fridays = Array.from({ length: 14 }, (_, i) => addDays(from, i)).filter((d) => weekend(d));
    expect(expectSuccess(response)).toEqual({
      nightsMatched: 8,
      nightsChanged: 8,
      nightsCreated: 0,
      changedRoomTypes: [
        { roomType: 'SK', nights: 4, first: fridays[0], last: fridays[3] },
        { roomType: 'ST', nights: 4, first: fridays[0], last: fridays[3] },
      ],
    });
    // The message names the room types, the nights and the values (issue 22), not just a count.
    const span = `${formatMonthDay(fridays[0]!)}〜${formatMonthDay(fridays[3]!)}の4泊`;
    expect(response.body.message).toBe(`SK ${span}・ST ${span}を更新しました（料金 2,999元）`);

    for (const d of dates) {
      for (const code of ['SK', 'ST']) {
        const row = await night(t.db, 'pro001', code, d);
        if (weekend(d)) expect(row.price, `${code} ${d}`).toBe(2999);
        else expect(row.price, `${code} ${d}`).not.toBe(2999);
      }
      expect((await night(t.db, 'pro001', 'DT', d)).price).toBe(before.get(d)!.price);
    }
    const friday = dates.find((d) => dayOfWeek(d) === 5)!;
    const [line, ...more] = await linesOf(`SK:${friday}`);
    expect(more).toEqual([]);
    expect(line).toMatchObject({ hotelCode: 'pro001', action: 'update', staffEmail: 'manager@demo.felton', after: { price: 2999 } });
    expect(Object.keys(line!.before as object)).toEqual(['price']);

    // The same edit again changes nothing and writes no line.
    const again = await editRates(t.app, token, { roomTypes: ['SK', 'ST'], from, to, weekdays: [5, 6], changes: { price: 2999 } });
    expect(again).toEqual({ nightsMatched: 8, nightsChanged: 0, nightsCreated: 0, changedRoomTypes: [] });
    expect(await linesOf(`SK:${friday}`)).toHaveLength(1);
  });

  it('a night without a row is created from the room type defaults, and then sells', async () => {
    const token = await signInManager(t.app);
    const date = dayFromToday(t.clock, 100); // beyond the test seed's 60 nights
    expect((await searchRooms(t.app, 'pro001', date, addDays(date, 1))).get('DK')!.rateList).toEqual([]);
    const result = await editRates(t.app, token, { roomTypes: ['DK'], from: date, to: date, changes: { rooms: 5 } });
    expect(result).toEqual({ nightsMatched: 1, nightsChanged: 1, nightsCreated: 1, changedRoomTypes: [{ roomType: 'DK', nights: 1, first: date, last: date }] });
    expect(await night(t.db, 'pro001', 'DK', date)).toMatchObject({ price: 2180, totalRooms: 5, soldRooms: 0, stopSell: false });
    const [line] = await linesOf(`DK:${date}`);
    expect(line).toMatchObject({ action: 'create', before: null, after: { price: 2180, totalRooms: 5 } });
    const offered = (await searchRooms(t.app, 'pro001', date, addDays(date, 1))).get('DK')!.rateList;
    expect(offered.find((r) => r.rateCode === 'BAR')).toMatchObject({ price: 2180, availableRooms: 5 });
  });

  it('a price change never alters an order already taken or a hold, and the next search shows it at once', async () => {
    const token = await signInManager(t.app);
    const member = await newMember(t.app);
    const checkIn = dayFromToday(t.clock, 30);
    const checkOut = addDays(checkIn, 2);
    const booked = await bookStay(t.app, member.token, { roomTypeCode: 'EX', checkIn, checkOut });
    const held = await holdRooms(t.app, member.token, { roomTypeCode: 'EX', checkIn, checkOut });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    const orderBefore = (await orderDetail(t.app, member.token, booked.id)).body.data;
    // A search before the change, so a cache (if any) would hold the old price.
    expect((await searchRooms(t.app, 'pro001', checkIn, checkOut)).get('EX')!.rateList.find((r) => r.rateCode === 'BAR')!.price).not.toBe(5000);

    await editRates(t.app, token, { roomTypes: ['EX'], from: checkIn, to: addDays(checkIn, 1), changes: { price: 5000 } });

    const rates = (await searchRooms(t.app, 'pro001', checkIn, checkOut)).get('EX')!.rateList;
    expect(rates.find((r) => r.rateCode === 'BAR')).toMatchObject({ price: 5000, totalPrice: 10_000 });
    expect(rates.find((r) => r.rateCode === 'ADV')!.price).toBe(4400);
    const grid = expectSuccess(await ratesCalendar(t.app, token, { hotel: 'pro001', from: checkIn, days: '1' }));
    expect(grid.roomTypes.find((r) => r.code === 'EX')!.nights[0]!.planPrices.find((p) => p.rateCode === 'ADV')!.price).toBe(4400);

    expect((await orderDetail(t.app, member.token, booked.id)).body.data).toEqual(orderBefore);
    const fromHold = await submitOrder(t.app, member.token, guest(held.body.data.orderNo));
    expect(fromHold.status, JSON.stringify(fromHold.body)).toBe(200);
    const [order] = await t.db.select({ totalAmount: orders.totalAmount, actualAmount: orders.actualAmount }).from(orders).where(eq(orders.orderNo, held.body.data.orderNo));
    expect(order).toEqual({ totalAmount: held.body.data.totalAmount, actualAmount: held.body.data.totalAmount });
  });

  it('stop-sell takes the room type out of search; lifting it brings it back', async () => {
    const token = await signInManager(t.app);
    const date = dayFromToday(t.clock, 35);
    await editRates(t.app, token, { roomTypes: ['ST'], from: date, to: date, changes: { stopSell: true } });
    const rooms = await searchRooms(t.app, 'pro001', date, addDays(date, 1));
    expect(rooms.get('ST')).toMatchObject({ rateList: [], restrictionNotice: SERVER_MESSAGES.stopSell });
    expect(rooms.get('SK')!.rateList.length).toBeGreaterThan(0);
    await editRates(t.app, token, { roomTypes: ['ST'], from: date, to: date, changes: { stopSell: false } });
    expect((await searchRooms(t.app, 'pro001', date, addDays(date, 1))).get('ST')!.rateList.length).toBeGreaterThan(0);
  });

  it('a minimum stay of 2 refuses a 1-night hold and allows 2 nights; null clears it', async () => {
    const token = await signInManager(t.app);
    const member = await newMember(t.app);
    const date = dayFromToday(t.clock, 40);
    await editRates(t.app, token, { roomTypes: ['SK'], from: date, to: date, changes: { minStay: 2 } });
    const refused = await holdRooms(t.app, member.token, { checkIn: date, checkOut: addDays(date, 1) });
    expectFailure(refused, 400);
    expect(refused.body.message).toBe(RESTRICTIONS.minStay.message(2));
    expect((await holdRooms(t.app, member.token, { checkIn: date, checkOut: addDays(date, 2) })).status).toBe(200);
    await editRates(t.app, token, { roomTypes: ['SK'], from: date, to: date, changes: { minStay: null } });
    expect((await night(t.db, 'pro001', 'SK', date)).minStay).toBeNull();
    expect((await holdRooms(t.app, member.token, { checkIn: date, checkOut: addDays(date, 1) })).status).toBe(200);
  });

  it('refuses rooms to sell below rooms sold for the whole edit, naming the night and the number sold', async () => {
    const token = await signInManager(t.app);
    const from = dayFromToday(t.clock, 44);
    await setSold('pro001', 'DK', from, 0);
    await setSold('pro001', 'DK', addDays(from, 1), 3);
    await setSold('pro001', 'DK', addDays(from, 2), 1);
    const totals = await Promise.all([0, 1, 2].map(async (i) => (await night(t.db, 'pro001', 'DK', addDays(from, i))).totalRooms));
    const response = await ratesBulk(t.app, token, { hotel: 'pro001', roomTypes: ['DK'], from, to: addDays(from, 2), weekdays: ALL_WEEK, changes: { rooms: 2, price: 1999 } });
    expectFailure(response, 400);
    const [month, day] = [Number(addDays(from, 1).slice(5, 7)), Number(addDays(from, 1).slice(8, 10))];
    expect(response.body.message).toBe(`${month}月${day}日 DK は 3 室販売済みのため、販売室数を 3 室未満にはできません`);
    for (const [i, total] of totals.entries()) {
      const row = await night(t.db, 'pro001', 'DK', addDays(from, i));
      expect(row.totalRooms).toBe(total);
      expect(row.price).not.toBe(1999);
      expect(await linesOf(`DK:${row.stayDate}`)).toEqual([]);
    }
    // Exactly the sold count is allowed (nothing left to sell).
    expect((await editRates(t.app, token, { roomTypes: ['DK'], from: addDays(from, 1), to: addDays(from, 1), changes: { rooms: 3 } })).nightsChanged).toBe(1);
  });

  it('refuses a minimum stay above the maximum already set, naming the night', async () => {
    const token = await signInManager(t.app);
    const date = dayFromToday(t.clock, 48);
    await editRates(t.app, token, { roomTypes: ['SU'], from: date, to: date, changes: { maxStay: 2 } });
    const response = await ratesBulk(t.app, token, { hotel: 'pro001', roomTypes: ['SU'], from: date, to: date, weekdays: ALL_WEEK, changes: { minStay: 3 } });
    expectFailure(response, 400);
    expect(response.body.message).toContain(RATES_MESSAGES.minAboveMaxOn([{ date, roomType: 'SU' }]));
    expect((await night(t.db, 'pro001', 'SU', date)).minStay).toBeNull();
  });

  it('submitting a hold whose stay staff closed since: refused with the reason, the hold released, its rooms back on sale', async () => {
    const token = await signInManager(t.app);
    const member = await newMember(t.app);
    const checkIn = dayFromToday(t.clock, 52);
    const checkOut = addDays(checkIn, 2);
    const before = await night(t.db, 'pro001', 'DT', addDays(checkIn, 1));
    const held = await holdRooms(t.app, member.token, { roomTypeCode: 'DT', checkIn, checkOut });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect((await night(t.db, 'pro001', 'DT', addDays(checkIn, 1))).soldRooms).toBe(before.soldRooms + 1);

    await editRates(t.app, token, { roomTypes: ['DT'], from: addDays(checkIn, 1), to: addDays(checkIn, 1), changes: { stopSell: true } });
    const refused = await submitOrder(t.app, member.token, guest(held.body.data.orderNo));
    expectFailure(refused, 400);
    expect(refused.body.message).toBe(SERVER_MESSAGES.stopSell);
    expect((await night(t.db, 'pro001', 'DT', addDays(checkIn, 1))).soldRooms).toBe(before.soldRooms);
    const [hold] = await t.db.select({ status: roomHolds.status }).from(roomHolds).where(eq(roomHolds.orderNo, held.body.data.orderNo));
    expect(hold!.status).toBe('released');
    expect(await t.db.$count(orders, eq(orders.orderNo, held.body.data.orderNo))).toBe(0);
    // Submitting again finds the hold gone; the rooms went back once.
    expectFailure(await submitOrder(t.app, member.token, guest(held.body.data.orderNo)), 410);
    expect((await night(t.db, 'pro001', 'DT', addDays(checkIn, 1))).soldRooms).toBe(before.soldRooms);
  });
});
