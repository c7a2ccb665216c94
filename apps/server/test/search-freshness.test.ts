import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { addDays } from '@hotel/shared/hotel-date';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { RoomWithRates } from '@hotel/shared/schemas/booking';
import { bookStay, dayFromToday, holdRooms, newMember, night } from './helpers/booking.ts';
import { listPlans, listTypes, savePlan, saveType } from './helpers/catalog.ts';
import { desk } from './helpers/desk.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { call, MINUTE, useMemberApp, withToken } from './helpers/member-app.ts';
import { editRates, signInManager } from './helpers/rates.ts';
import { staffCookieHeader } from './helpers/staff-app.ts';

/**
 * Freshness of the availability search (issue 12, decision 0032): whatever sits between the
 * database and POST /hotel/getRoomAndRate (an in-process read cache included), the very next
 * search after a hold, a cancellation, an expiry or a staff change sees it. Every test searches
 * first (so a cache would be warm), changes something through the API, and searches again at
 * once: no waiting, no clock moved except where expiry needs it. Every search also checks that
 * no rate offers fewer rooms than asked for (never a sold-out room offered).
 */
const t = useMemberApp();

const HOTEL = 'pro001';

// Signed in once: scrypt per sign-in would make up most of each test's time.
let staff: string;
let guest: { token: string };
let otherGuest: { token: string };
beforeAll(async () => {
  staff = await signInManager(t.app);
  guest = await newMember(t.app);
  otherGuest = await newMember(t.app);
});

async function search(checkIn: string, checkOut: string, roomNum = 1): Promise<Map<string, RoomWithRates>> {
  const response = await call<RoomWithRates[]>(t.app, 'POST', endpoints.getRoomAndRate.path, {
    body: { HotelCode: HOTEL, CheckIn: checkIn, CheckOut: checkOut, roomNum, adultNum: roomNum, childrenNum: 0 },
  });
  const rooms = expectSuccess(response);
  for (const room of rooms) {
    for (const rate of room.rateList) expect(rate.availableRooms, `${room.rtCode} ${rate.rateCode}`).toBeGreaterThanOrEqual(roomNum);
  }
  return new Map(rooms.map((room) => [room.rtCode, room]));
}

/** The rooms a search offers for a room type (every rate says the same), 0 when it offers no rate. */
async function offered(roomTypeCode: string, checkIn: string, checkOut: string): Promise<number> {
  const rates = (await search(checkIn, checkOut)).get(roomTypeCode)!.rateList;
  const counts = new Set(rates.map((r) => r.availableRooms));
  expect(counts.size).toBeLessThanOrEqual(1);
  return rates[0]?.availableRooms ?? 0;
}

const nightsOf = (checkIn: string, checkOut: string) => {
  const dates: string[] = [];
  for (let d = checkIn; d < checkOut; d = addDays(d, 1)) dates.push(d);
  return dates;
};

/** The fewest rooms left on the stay's nights, read from room_nights itself. */
async function roomsLeftInDb(roomTypeCode: string, checkIn: string, checkOut: string): Promise<number> {
  const rows = await Promise.all(nightsOf(checkIn, checkOut).map((d) => night(t.db, HOTEL, roomTypeCode, d)));
  return Math.min(...rows.map((r) => r.totalRooms - r.soldRooms));
}

/** Staff set rooms to sell on each night of the stay so that exactly `left` remain (through /adminapi). */
async function leaveRoomsByStaff(token: string, roomTypeCode: string, checkIn: string, checkOut: string, left: number) {
  for (const date of nightsOf(checkIn, checkOut)) {
    const { soldRooms } = await night(t.db, HOTEL, roomTypeCode, date);
    await editRates(t.app, token, { roomTypes: [roomTypeCode], from: date, to: date, changes: { rooms: soldRooms + left } });
  }
}

const cancelOrder = (token: string, id: number) => withToken(t.app, 'GET', `${endpoints.cancleOrder.path}?orderId=${id}`, token);

describe('getRoomAndRate right after a guest books, cancels or lets a hold lapse', () => {
  it('a hold lowers availableRooms on every rate of the room type, and only there', async () => {
    const [checkIn, checkOut] = [dayFromToday(t.clock, 20), dayFromToday(t.clock, 22)];
    await leaveRoomsByStaff(staff, 'SK', checkIn, checkOut, 5);
    const before = await search(checkIn, checkOut);
    expect(before.get('SK')!.rateList[0]!.availableRooms).toBe(5);
    const otherBefore = before.get('ST')!.rateList[0]!.availableRooms;

    const { token } = guest;
    expectSuccess(await holdRooms(t.app, token, { roomTypeCode: 'SK', rateCode: 'BAR', checkIn, checkOut, roomQty: 2 }));

    const after = await search(checkIn, checkOut);
    expect(after.get('SK')!.rateList.map((r) => r.availableRooms)).toEqual(before.get('SK')!.rateList.map(() => 3));
    expect(after.get('ST')!.rateList[0]!.availableRooms).toBe(otherBefore);
    expect(await roomsLeftInDb('SK', checkIn, checkOut)).toBe(3);
  });

  it('cancelling an order gives its rooms back to the next search', async () => {
    const [checkIn, checkOut] = [dayFromToday(t.clock, 23), dayFromToday(t.clock, 25)];
    await leaveRoomsByStaff(staff, 'ST', checkIn, checkOut, 4);
    expect(await offered('ST', checkIn, checkOut)).toBe(4);

    const { token } = guest;
    const order = await bookStay(t.app, token, { roomTypeCode: 'ST', rateCode: 'BAR', checkIn, checkOut });
    expect(await offered('ST', checkIn, checkOut)).toBe(3);

    expectSuccess(await cancelOrder(token, order.id));
    expect(await offered('ST', checkIn, checkOut)).toBe(4);
    expect(await roomsLeftInDb('ST', checkIn, checkOut)).toBe(4);
  });

  it('the last room held: its rates disappear at once, and a second guest cannot hold it', async () => {
    const [checkIn, checkOut] = [dayFromToday(t.clock, 28), dayFromToday(t.clock, 30)];
    await leaveRoomsByStaff(staff, 'DT', checkIn, checkOut, 1);
    const before = await search(checkIn, checkOut);
    expect(before.get('DT')!.rateList.length).toBeGreaterThan(0);
    expect(before.get('DT')!.rateList.every((r) => r.availableRooms === 1)).toBe(true);

    const first = guest;
    expectSuccess(await holdRooms(t.app, first.token, { roomTypeCode: 'DT', rateCode: 'BAR', checkIn, checkOut }));

    const after = await search(checkIn, checkOut);
    expect(after.get('DT')!.rateList).toEqual([]);
    // Sold out is not a restriction: no notice, just no rates; other room types still sell.
    expect(after.get('DT')!.restrictionNotice).toBeNull();
    expect(after.get('SK')!.rateList.length).toBeGreaterThan(0);

    const second = otherGuest;
    expectFailure(await holdRooms(t.app, second.token, { roomTypeCode: 'DT', rateCode: 'BAR', checkIn, checkOut }), 409);
    expect((await search(checkIn, checkOut)).get('DT')!.rateList).toEqual([]);
  });

  it('two rooms asked for, one left after a hold: no rate for two', async () => {
    const [checkIn, checkOut] = [dayFromToday(t.clock, 31), dayFromToday(t.clock, 32)];
    await leaveRoomsByStaff(staff, 'EX', checkIn, checkOut, 2);
    expect((await search(checkIn, checkOut, 2)).get('EX')!.rateList.length).toBeGreaterThan(0);
    const { token } = guest;
    expectSuccess(await holdRooms(t.app, token, { roomTypeCode: 'EX', rateCode: 'BAR', checkIn, checkOut }));
    expect((await search(checkIn, checkOut, 2)).get('EX')!.rateList).toEqual([]);
    expect(await offered('EX', checkIn, checkOut)).toBe(1);
  });
});

describe('getRoomAndRate right after a staff change in /adminapi', () => {
  it('an order cancelled by staff gives its rooms back to the next search', async () => {
    const [checkIn, checkOut] = [dayFromToday(t.clock, 50), dayFromToday(t.clock, 52)];
    await leaveRoomsByStaff(staff, 'SU', checkIn, checkOut, 3);
    const order = await bookStay(t.app, guest.token, { roomTypeCode: 'SU', rateCode: 'BAR', checkIn, checkOut, roomQty: 2 });
    expect(await offered('SU', checkIn, checkOut)).toBe(1);

    const cancelled = await desk(t.app, staff, 'POST', '/orders/cancel', { hotel: HOTEL, orderNo: order.orderNo, reason: 'お客様から電話で取消' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await offered('SU', checkIn, checkOut)).toBe(3);
  });

  it('a new price is the next search price, per night and in total', async () => {
    const [checkIn, checkOut] = [dayFromToday(t.clock, 33), dayFromToday(t.clock, 35)];
    const bar = () => search(checkIn, checkOut).then((rooms) => rooms.get('SU')!.rateList.find((r) => r.rateCode === 'BAR')!);
    const before = await bar();
    const price = before.nightlyPrices[0]!.price + 1234;

    await editRates(t.app, staff, { roomTypes: ['SU'], from: checkIn, to: addDays(checkOut, -1), changes: { price } });

    const after = await bar();
    expect(after.nightlyPrices).toEqual(nightsOf(checkIn, checkOut).map((date) => ({ date, price })));
    expect(after).toMatchObject({ price, totalPrice: price * 2 });
  });

  it('rooms to sell raised and lowered: the next search offers exactly what is left', async () => {
    const [checkIn, checkOut] = [dayFromToday(t.clock, 36), dayFromToday(t.clock, 38)];
    await leaveRoomsByStaff(staff, 'SK', checkIn, checkOut, 6);
    expect(await offered('SK', checkIn, checkOut)).toBe(6);
    await leaveRoomsByStaff(staff, 'SK', checkIn, checkOut, 2);
    expect(await offered('SK', checkIn, checkOut)).toBe(2);
    // Only the second night lowered to nothing left: the stay is not offered.
    const secondNight = addDays(checkIn, 1);
    await leaveRoomsByStaff(staff, 'SK', secondNight, checkOut, 0);
    expect(await offered('SK', checkIn, checkOut)).toBe(0);
    expect(await offered('SK', checkIn, secondNight)).toBe(2);
    await leaveRoomsByStaff(staff, 'SK', secondNight, checkOut, 9);
    expect(await offered('SK', checkIn, checkOut)).toBe(2);
  });

  it('stop-sell on one night takes the room type off the next search with the reason, and lifting it brings it back', async () => {
    const [checkIn, checkOut] = [dayFromToday(t.clock, 39), dayFromToday(t.clock, 42)];
    const middle = addDays(checkIn, 1);
    expect((await search(checkIn, checkOut)).get('ST')!.rateList.length).toBeGreaterThan(0);

    await editRates(t.app, staff, { roomTypes: ['ST'], from: middle, to: middle, changes: { stopSell: true } });
    const stopped = (await search(checkIn, checkOut)).get('ST')!;
    expect(stopped.rateList).toEqual([]);
    expect(stopped.restrictionNotice).toBe(SERVER_MESSAGES.stopSell);

    await editRates(t.app, staff, { roomTypes: ['ST'], from: middle, to: middle, changes: { stopSell: false } });
    const lifted = (await search(checkIn, checkOut)).get('ST')!;
    expect(lifted.rateList.length).toBeGreaterThan(0);
    expect(lifted.restrictionNotice).toBeNull();
  });

  it('a minimum stay on the arrival night is in the next search', async () => {
    const [checkIn, checkOut] = [dayFromToday(t.clock, 43), dayFromToday(t.clock, 45)];
    expect((await search(checkIn, checkOut)).get('DK')!.restrictionNotice).toBeNull();
    await editRates(t.app, staff, { roomTypes: ['DK'], from: checkIn, to: checkIn, changes: { minStay: 3 } });
    const limited = (await search(checkIn, checkOut)).get('DK')!;
    expect(limited.rateList).toEqual([]);
    expect(limited.restrictionNotice).toContain('3');
    await editRates(t.app, staff, { roomTypes: ['DK'], from: checkIn, to: checkIn, changes: { minStay: null } });
    expect((await search(checkIn, checkOut)).get('DK')!.rateList.length).toBeGreaterThan(0);
  });

  it('a rate plan switched off, or repriced, in the catalogue is the next search', async () => {
    const headers = staffCookieHeader(staff);
    const [checkIn, checkOut] = [dayFromToday(t.clock, 46), dayFromToday(t.clock, 47)];
    const codes = async () => (await search(checkIn, checkOut)).get('SK')!.rateList.map((r) => r.rateCode);
    expect(await codes()).toContain('BARBF');
    const plan = expectSuccess(await listPlans(t.app, headers)).plans.find((p) => p.code === 'BARBF')!;

    expectSuccess(await savePlan(t.app, headers, { ...plan, mode: 'update', isActive: false }));
    expect(await codes()).not.toContain('BARBF');

    expectSuccess(await savePlan(t.app, headers, { ...plan, mode: 'update', isActive: true, breakfastSupplement: plan.breakfastSupplement + 100 }));
    const rates = (await search(checkIn, checkOut)).get('SK')!.rateList;
    const bar = rates.find((r) => r.rateCode === 'BAR')!;
    expect(rates.find((r) => r.rateCode === 'BARBF')!.price).toBe(bar.price + plan.breakfastSupplement + 100);
    expectSuccess(await savePlan(t.app, headers, { ...plan, mode: 'update' }));
  });

  it('a room type whose capacity is lowered tells the next search party it does not fit', async () => {
    const headers = staffCookieHeader(staff);
    const [checkIn, checkOut] = [dayFromToday(t.clock, 48), dayFromToday(t.clock, 49)];
    const searchThree = async () =>
      expectSuccess(
        await call<RoomWithRates[]>(t.app, 'POST', endpoints.getRoomAndRate.path, {
          body: { HotelCode: HOTEL, CheckIn: checkIn, CheckOut: checkOut, roomNum: 1, adultNum: 3, childrenNum: 0, RoomTypeCode: 'SU' },
        }),
      )[0]!;
    expect((await searchThree()).partyNotice).toBeNull();
    const type = expectSuccess(await listTypes(t.app, headers)).roomTypes.find((r) => r.code === 'SU')!;

    expectSuccess(await saveType(t.app, headers, { ...type, mode: 'update', maxOccupancy: 2 }));
    const tooSmall = await searchThree();
    expect(tooSmall.rateList).toEqual([]);
    expect(tooSmall.partyNotice).not.toBeNull();

    expectSuccess(await saveType(t.app, headers, { ...type, mode: 'update' }));
    expect((await searchThree()).partyNotice).toBeNull();
  });
});

// Last: these move the test clock, past a hold's 15 minutes and a prepaid order's 30.
describe('getRoomAndRate right after an expiry is released', () => {
  it('an expired hold, once released, gives its rooms back to the next search', async () => {
    const [checkIn, checkOut] = [dayFromToday(t.clock, 26), dayFromToday(t.clock, 27)];
    await leaveRoomsByStaff(staff, 'DK', checkIn, checkOut, 3);
    const { token } = guest;
    expectSuccess(await holdRooms(t.app, token, { roomTypeCode: 'DK', rateCode: 'BAR', checkIn, checkOut, roomQty: 2 }));
    expect(await offered('DK', checkIn, checkOut)).toBe(1);

    // Holds last 15 minutes; the release pass (timer, or lazily before a hold) frees them.
    t.clock.advance(16 * MINUTE);
    expect((await t.app.releaseExpired()).holds).toBeGreaterThanOrEqual(1);
    expect(await offered('DK', checkIn, checkOut)).toBe(3);
  });

  it('an unpaid prepaid order past its deadline, once released, gives its rooms back to the next search', async () => {
    const [checkIn, checkOut] = [dayFromToday(t.clock, 53), dayFromToday(t.clock, 54)];
    await leaveRoomsByStaff(staff, 'ST', checkIn, checkOut, 2);
    await bookStay(t.app, otherGuest.token, { roomTypeCode: 'ST', rateCode: 'ADV', checkIn, checkOut });
    expect(await offered('ST', checkIn, checkOut)).toBe(1);

    t.clock.advance(31 * MINUTE);
    expect((await t.app.releaseExpired()).orders).toBeGreaterThanOrEqual(1);
    expect(await offered('ST', checkIn, checkOut)).toBe(2);
  });
});
