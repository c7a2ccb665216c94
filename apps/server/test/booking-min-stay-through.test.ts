import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roomHolds } from '@hotel/db/schema/holds';
import { orders } from '@hotel/db/schema/orders';
import { endpoints } from '@hotel/shared/api/endpoints';
import { addDays } from '@hotel/shared/hotel-date';
import { RESTRICTIONS } from '@hotel/shared/restrictions';
import type { AuditLineView } from '@hotel/shared/schemas/admin/audit';
import type { PriceCalendar } from '@hotel/shared/schemas/price-calendar';
import { bookStay, dayFromToday, guest, holdRooms, newMember, night, submitOrder } from './helpers/booking.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { call, useMemberApp } from './helpers/member-app.ts';
import { editRates, ratesBulk, ratesCalendar, searchRooms, signInManager } from './helpers/rates.ts';
import { asStaff } from './helpers/staff-admin.ts';
import { adminCall } from './helpers/staff-app.ts';

/**
 * Minimum stay through (滞在中の最低泊数, decision 0056) end to end through the APIs: the staff
 * bulk edit sets and clears it (with its audit line in words), the rates grid shows it, and the
 * guest search, price calendar, hold and submit obey it with its Japanese message. A stay that
 * includes the night must last at least its value; the arrival night's own minimum (decision
 * 0018) still applies only on arrival.
 */
const t = useMemberApp();
const message = RESTRICTIONS.minStayThrough.message;
const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6];

describe('minimum stay through', () => {
  it('staff set it in a bulk edit: the grid shows it, the saved message and the audit log word it, null clears it', async () => {
    const token = await signInManager(t.app);
    const date = dayFromToday(t.clock, 6);
    const response = await ratesBulk(t.app, token, { hotel: 'pro001', roomTypes: ['DK'], from: date, to: date, weekdays: ALL_WEEK, changes: { minStayThrough: 3 } });
    expectSuccess(response);
    expect(response.body.message).toBe(`DK ${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日の1泊を更新しました（滞在中の最低泊数 3泊）`);
    expect((await night(t.db, 'pro001', 'DK', date)).minStayThrough).toBe(3);
    const grid = expectSuccess(await ratesCalendar(t.app, token, { hotel: 'pro001', from: date, days: '1' }));
    expect(grid.roomTypes.find((r) => r.code === 'DK')!.nights[0]).toMatchObject({ minStay: null, minStayThrough: 3 });

    const audit = expectSuccess(await adminCall<{ items: AuditLineView[] }>(t.app, 'GET', '/audit', { ...asStaff(token), query: { hotel: 'pro001', entity: 'room_night', entityId: `DK:${date}` } }));
    expect(audit.items[0]).toMatchObject({ action: 'update', before: { minStayThrough: null }, after: { minStayThrough: 3 } });
    expect(audit.items[0]!.wording.summary).toBe(`DK ${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日 滞在中の最低泊数 （なし） → 3`);

    await editRates(t.app, token, { roomTypes: ['DK'], from: date, to: date, changes: { minStayThrough: null } });
    expect((await night(t.db, 'pro001', 'DK', date)).minStayThrough).toBeNull();
  });

  it('refuses a value outside 1–30 nights with its Japanese message', async () => {
    const token = await signInManager(t.app);
    const date = dayFromToday(t.clock, 6);
    for (const minStayThrough of [0, 31, 'three']) {
      const response = await ratesBulk(t.app, token, { hotel: 'pro001', roomTypes: ['DK'], from: date, to: date, weekdays: ALL_WEEK, changes: { minStayThrough } });
      expectFailure(response, 400);
      expect(response.body.message).toBe('滞在中の最低泊数は 1〜30 泊の整数で入力してください');
    }
  });

  it('search offers no rate for a stay through the night shorter than its value, and says why; a long enough stay, other room types and stays around it are offered', async () => {
    const token = await signInManager(t.app);
    const night3 = dayFromToday(t.clock, 10);
    await editRates(t.app, token, { roomTypes: ['SK'], from: night3, to: night3, changes: { minStayThrough: 3 } });
    // Each of these stays includes that night and lasts fewer than 3 nights.
    for (const [from, to] of [
      [0, 1],
      [0, 2],
      [-1, 1],
    ] as const) {
      const rooms = await searchRooms(t.app, 'pro001', addDays(night3, from), addDays(night3, to));
      expect(rooms.get('SK'), `${from}…${to}`).toMatchObject({ rateList: [], restrictionNotice: message(3), partyNotice: null });
      expect(rooms.get('ST')!.rateList.length).toBeGreaterThan(0);
    }
    for (const [from, to] of [
      [-2, 1], // three nights through it
      [0, 3],
      [-1, 2],
      [-2, 0], // leaves the morning of that night: does not stay it
      [1, 2], // arrives the day after
    ] as const) {
      const rooms = await searchRooms(t.app, 'pro001', addDays(night3, from), addDays(night3, to));
      expect(rooms.get('SK')!.restrictionNotice, `${from}…${to}`).toBeNull();
      expect(rooms.get('SK')!.rateList.length, `${from}…${to}`).toBeGreaterThan(0);
    }
  });

  it('a stay through several such nights must last the largest value; the arrival night minimum still says its own message when stricter', async () => {
    const token = await signInManager(t.app);
    const first = dayFromToday(t.clock, 15);
    await editRates(t.app, token, { roomTypes: ['ST'], from: first, to: first, changes: { minStayThrough: 2 } });
    await editRates(t.app, token, { roomTypes: ['ST'], from: addDays(first, 1), to: addDays(first, 1), changes: { minStayThrough: 4 } });
    expect((await searchRooms(t.app, 'pro001', first, addDays(first, 2))).get('ST')!.restrictionNotice).toBe(message(4));
    expect((await searchRooms(t.app, 'pro001', first, addDays(first, 4))).get('ST')!.restrictionNotice).toBeNull();
    await editRates(t.app, token, { roomTypes: ['ST'], from: first, to: first, changes: { minStay: 5 } });
    expect((await searchRooms(t.app, 'pro001', first, addDays(first, 4))).get('ST')!.restrictionNotice).toBe(RESTRICTIONS.minStay.message(5));
  });

  it('the hold refuses with 400 and the message, taking nothing; a long enough stay books', async () => {
    const token = await signInManager(t.app);
    const member = await newMember(t.app);
    const date = dayFromToday(t.clock, 20);
    await editRates(t.app, token, { roomTypes: ['SK'], from: date, to: date, changes: { minStayThrough: 2 } });
    const before = await night(t.db, 'pro001', 'SK', date);
    const holds = await t.db.$count(roomHolds);
    const refused = await holdRooms(t.app, member.token, { checkIn: date, checkOut: addDays(date, 1) });
    expectFailure(refused, 400);
    expect(refused.body.message).toBe(message(2));
    expect((await night(t.db, 'pro001', 'SK', date)).soldRooms).toBe(before.soldRooms);
    expect(await t.db.$count(roomHolds)).toBe(holds);

    const booked = await bookStay(t.app, member.token, { checkIn: addDays(date, -1), checkOut: addDays(date, 1) });
    expect(booked.orderNo).toMatch(/^FO/);
    expect((await night(t.db, 'pro001', 'SK', date)).soldRooms).toBe(before.soldRooms + 1);
  });

  it('a hold taken before staff set it is refused at submit with the message and released', async () => {
    const token = await signInManager(t.app);
    const member = await newMember(t.app);
    const checkIn = dayFromToday(t.clock, 25);
    const checkOut = addDays(checkIn, 2);
    const before = await night(t.db, 'pro001', 'DT', checkIn);
    const hold = await holdRooms(t.app, member.token, { roomTypeCode: 'DT', checkIn, checkOut });
    expect(hold.status, JSON.stringify(hold.body)).toBe(200);
    await editRates(t.app, token, { roomTypes: ['DT'], from: addDays(checkIn, 1), to: addDays(checkIn, 1), changes: { minStayThrough: 3 } });

    const refused = await submitOrder(t.app, member.token, guest(hold.body.data.orderNo));
    expectFailure(refused, 400);
    expect(refused.body.message).toBe(message(3));
    expect(await t.db.$count(orders, eq(orders.orderNo, hold.body.data.orderNo))).toBe(0);
    const [held] = await t.db.select({ status: roomHolds.status }).from(roomHolds).where(eq(roomHolds.orderNo, hold.body.data.orderNo));
    expect(held!.status).toBe('released');
    expect((await night(t.db, 'pro001', 'DT', checkIn)).soldRooms).toBe(before.soldRooms);
  });

  it('the price calendar shows it on the day once every room type has it, and the search agrees', async () => {
    const token = await signInManager(t.app);
    const date = dayFromToday(t.clock, 33);
    const rooms = [...(await searchRooms(t.app, 'pro001', date, addDays(date, 1))).keys()];
    await editRates(t.app, token, { roomTypes: rooms, from: date, to: date, changes: { minStayThrough: 2 } });
    const response = await call<PriceCalendar>(t.app, 'GET', `${endpoints.getPriceCalendar.path}?HotelCode=pro001&month=${date.slice(0, 7)}`);
    const day = expectSuccess(response).days.find((d) => d.date === date)!;
    expect(day).toMatchObject({ state: 'available', arrival: true, minStay: null, minStayThrough: 2 });
    const oneNight = await searchRooms(t.app, 'pro001', date, addDays(date, 1));
    expect([...oneNight.values()].every((r) => r.rateList.length === 0 && r.restrictionNotice === message(2))).toBe(true);
  });
});
