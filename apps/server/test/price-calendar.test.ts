import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { FEW_ROOMS_LEFT, PRICE_CALENDAR_MESSAGES } from '@hotel/shared/price-calendar';
import type { RoomWithRates } from '@hotel/shared/schemas/booking';
import type { CityHotels } from '@hotel/shared/schemas/hotel';
import type { PriceCalendar, PriceCalendarDay } from '@hotel/shared/schemas/price-calendar';
import { bookStay, dayFromToday, newMember, night } from './helpers/booking.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { call, useMemberApp } from './helpers/member-app.ts';
import { editRates, signInManager } from './helpers/rates.ts';

/**
 * GET /hotel/getPriceCalendar (decision 0037): the day states, the party, the restrictions, a
 * hotel and its city, bad input, and freshness: every change is followed at once by a calendar
 * read (the read cache is on in the test app), with nothing awaited but the change itself.
 */
const t = useMemberApp();
const HOTEL = 'pro001';

let staff: string;
let roomTypes: { code: string; maxOccupancy: number }[];
beforeAll(async () => {
  staff = await signInManager(t.app);
  const response = await call<{ rtCode: string; maxOccupancy: number }[]>(t.app, 'POST', endpoints.getRoomType.path, { body: { HotelCode: HOTEL } });
  roomTypes = expectSuccess(response).map((r) => ({ code: r.rtCode, maxOccupancy: r.maxOccupancy }));
});

const monthOf = (date: string) => date.slice(0, 7);

function calendarQuery(query: Record<string, string | number>) {
  return call<PriceCalendar>(t.app, 'GET', `${endpoints.getPriceCalendar.path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);
}

async function calendar(query: Record<string, string | number>): Promise<Map<string, PriceCalendarDay>> {
  const data = expectSuccess(await calendarQuery({ HotelCode: HOTEL, roomNum: 1, adultNum: 1, childrenNum: 0, ...query }));
  return new Map(data.days.map((d) => [d.date, d]));
}

const dayOn = async (date: string, query: Record<string, string | number> = {}) => (await calendar({ month: monthOf(date), ...query })).get(date)!;

/** The cheapest rate a one-night search offers (the rooms page), over every room type and hotel given. */
async function cheapestSearch(hotels: string[], date: string, party = { roomNum: 1, adultNum: 1, childrenNum: 0 }): Promise<number | null> {
  let cheapest: number | null = null;
  for (const hotel of hotels) {
    const response = await call<RoomWithRates[]>(t.app, 'POST', endpoints.getRoomAndRate.path, { body: { HotelCode: hotel, CheckIn: date, CheckOut: addDays(date, 1), ...party } });
    for (const room of expectSuccess(response)) for (const rate of room.rateList) cheapest = cheapest === null ? rate.price : Math.min(cheapest, rate.price);
  }
  return cheapest;
}

/** Staff leave exactly `left[i]` rooms on `date` for each room type (through /adminapi). */
async function leaveRooms(date: string, left: (code: string) => number) {
  for (const { code } of roomTypes) {
    const { soldRooms } = await night(t.db, HOTEL, code, date);
    await editRates(t.app, staff, { roomTypes: [code], from: date, to: date, changes: { rooms: soldRooms + left(code) } });
  }
}

describe('a hotel month', () => {
  it('offers every day from today to the month end, each at the rooms page cheapest one-night rate', async () => {
    const today = hotelToday(t.clock.now());
    const data = expectSuccess(await calendarQuery({ HotelCode: HOTEL, month: monthOf(today) }));
    expect(data).toMatchObject({ month: monthOf(today), hotelCode: HOTEL, cityCode: null, fewRoomsLeft: FEW_ROOMS_LEFT });
    expect(data.days[0]!.date).toBe(today);
    expect(data.days.at(-1)!.date.slice(0, 7)).toBe(monthOf(today));
    expect(addDays(data.days.at(-1)!.date, 1).slice(0, 7)).not.toBe(monthOf(today));
    for (const offset of [3, 10, 17]) {
      const date = dayFromToday(t.clock, offset);
      const day = await dayOn(date);
      expect(day.state, date).toBe('available');
      expect(day.arrival).toBe(true);
      expect(day.price).toBe(await cheapestSearch([HOTEL], date));
    }
  });

  it('a night with few rooms left says how many, and the last room booked makes it × at once', async () => {
    const date = dayFromToday(t.clock, 21);
    const [cheap] = roomTypes;
    await leaveRooms(date, (code) => (code === cheap!.code ? 2 : 0));
    expect(await dayOn(date)).toMatchObject({ state: 'few', roomsLeft: 2 });

    const guest = await newMember(t.app);
    await bookStay(t.app, guest.token, { roomTypeCode: cheap!.code, rateCode: 'BAR', checkIn: date, checkOut: addDays(date, 1) });
    expect(await dayOn(date)).toMatchObject({ state: 'few', roomsLeft: 1 });
    await bookStay(t.app, guest.token, { roomTypeCode: cheap!.code, rateCode: 'BAR', checkIn: date, checkOut: addDays(date, 1) });
    expect(await dayOn(date)).toEqual({ date, state: 'soldOut', price: null, roomsLeft: null, arrival: false, minStay: null, minStayThrough: null });
    // The neighbours are untouched.
    expect((await dayOn(addDays(date, 1))).state).toBe('available');
  });

  it('more than the threshold left is ○ with the sum over the room types', async () => {
    const date = dayFromToday(t.clock, 22);
    await leaveRooms(date, () => FEW_ROOMS_LEFT);
    expect(await dayOn(date)).toMatchObject({ state: 'available', roomsLeft: FEW_ROOMS_LEFT * roomTypes.length });
  });
});

describe('restrictions (decision 0018)', () => {
  it('stop-sell on every room type closes the night, on one only leaves the others selling, and lifting it reopens', async () => {
    const date = dayFromToday(t.clock, 24);
    const all = roomTypes.map((r) => r.code);
    const before = await dayOn(date);
    expect(before.state).toBe('available');

    await editRates(t.app, staff, { roomTypes: all, from: date, to: date, changes: { stopSell: true } });
    expect(await dayOn(date)).toMatchObject({ state: 'closed', price: null, roomsLeft: null });

    await editRates(t.app, staff, { roomTypes: all.slice(1), from: date, to: date, changes: { stopSell: false } });
    const partly = await dayOn(date);
    expect(partly.state).toBe('available');
    expect(partly.price).toBe(await cheapestSearch([HOTEL], date));

    await editRates(t.app, staff, { roomTypes: all, from: date, to: date, changes: { stopSell: false } });
    expect(await dayOn(date)).toEqual(before);
  });

  it('a night closed to arrival still sells to stays passing through: priced, but no arrival', async () => {
    const date = dayFromToday(t.clock, 26);
    await editRates(t.app, staff, { roomTypes: roomTypes.map((r) => r.code), from: date, to: date, changes: { closedToArrival: true } });
    const day = await dayOn(date);
    expect(day).toMatchObject({ state: 'available', arrival: false, minStay: null });
    expect(day.price).not.toBeNull();
    // The search agrees: no one-night stay from that day.
    expect(await cheapestSearch([HOTEL], date)).toBeNull();
  });

  it('a minimum stay on arrival is the shortest among the room types', async () => {
    const date = dayFromToday(t.clock, 27);
    const [first, ...others] = roomTypes.map((r) => r.code);
    await editRates(t.app, staff, { roomTypes: others, from: date, to: date, changes: { minStay: 3 } });
    await editRates(t.app, staff, { roomTypes: [first!], from: date, to: date, changes: { minStay: 2 } });
    expect(await dayOn(date)).toMatchObject({ state: 'available', arrival: true, minStay: 2 });
  });

  it('a minimum stay through is the shortest among the room types selling the night, arrivals or not (decision 0056)', async () => {
    const date = dayFromToday(t.clock, 31);
    const [first, ...others] = roomTypes.map((r) => r.code);
    expect(await dayOn(date)).toMatchObject({ state: 'available', minStayThrough: null });
    await editRates(t.app, staff, { roomTypes: others, from: date, to: date, changes: { minStayThrough: 3 } });
    // One room type without it: a stay of any length may still use that night.
    expect(await dayOn(date)).toMatchObject({ minStay: null, minStayThrough: null });
    await editRates(t.app, staff, { roomTypes: [first!], from: date, to: date, changes: { minStayThrough: 2, closedToArrival: true } });
    expect(await dayOn(date)).toMatchObject({ state: 'available', arrival: true, minStay: null, minStayThrough: 2 });
    // The search agrees: no one-night stay that night in any room type.
    expect(await cheapestSearch([HOTEL], date)).toBeNull();
  });
});

describe('the party', () => {
  it('three adults in one room: only room types that sleep three count, as on the rooms page', async () => {
    const date = dayFromToday(t.clock, 12);
    const party = { roomNum: 1, adultNum: 3, childrenNum: 0 };
    expect(roomTypes.some((r) => r.maxOccupancy >= 3)).toBe(true);
    expect(roomTypes.some((r) => r.maxOccupancy < 3)).toBe(true);
    const day = await dayOn(date, party);
    expect(day.price).toBe(await cheapestSearch([HOTEL], date, party));
    expect(day.price).toBeGreaterThanOrEqual((await dayOn(date)).price!);
  });

  it('two rooms asked for, one left in each room type: ×', async () => {
    const date = dayFromToday(t.clock, 29);
    await leaveRooms(date, () => 1);
    expect(await dayOn(date)).toMatchObject({ state: roomTypes.length > FEW_ROOMS_LEFT ? 'available' : 'few', roomsLeft: roomTypes.length });
    expect((await dayOn(date, { roomNum: 2, adultNum: 2 })).state).toBe('soldOut');
  });
});

describe('a city', () => {
  it('is the lowest across its open hotels, day by day', async () => {
    const response = await call<CityHotels[]>(t.app, 'GET', `${endpoints.getCityHotel.path}?HotelCode=${HOTEL}`);
    const [city] = expectSuccess(response);
    const open = city!.cityHotels.filter((h) => !h.isPreOpenning).map((h) => h.hotelCode);
    expect(open.length).toBeGreaterThan(1);
    const date = dayFromToday(t.clock, 5);
    const cityDays = new Map(expectSuccess(await calendarQuery({ CityCode: city!.ctCode, month: monthOf(date) })).days.map((d) => [d.date, d]));
    const cityDay = cityDays.get(date)!;
    expect(cityDay.state).toBe('available');
    expect(cityDay.price).toBe(await cheapestSearch(open, date));
    expect(cityDay.price).toBeLessThanOrEqual((await dayOn(date)).price!);
  });

  it('an unknown city is a 404 with a Japanese message', async () => {
    const response = await calendarQuery({ CityCode: 'XYZ', month: monthOf(hotelToday(t.clock.now())) });
    expectFailure(response, 404);
    expect(response.body.message).toBe(PRICE_CALENDAR_MESSAGES.cityNotFound);
  });
});

describe('the bookable window and bad input', () => {
  const thisMonth = () => monthOf(hotelToday(t.clock.now()));

  it('the last bookable month ends at today + 364; the month after it and past months are refused', async () => {
    const last = addDays(hotelToday(t.clock.now()), 364);
    const data = expectSuccess(await calendarQuery({ HotelCode: HOTEL, month: monthOf(last) }));
    expect(data.days.at(-1)!.date).toBe(last);
    // Beyond the test seed's 60 nights there is no inventory: sold out, never an error.
    expect(data.days.at(-1)!.state).toBe('soldOut');
    const after = monthOf(addDays(`${monthOf(last)}-28`, 7));
    for (const month of [after, '2020-01']) {
      const response = await calendarQuery({ HotelCode: HOTEL, month });
      expectFailure(response, 400);
      expect(response.body.message).toBe(PRICE_CALENDAR_MESSAGES.monthOutOfRange);
    }
  });

  it.each([
    ['a month without its zero', { HotelCode: HOTEL, month: '2026-1' }, PRICE_CALENDAR_MESSAGES.monthInvalid],
    ['month 13', { HotelCode: HOTEL, month: '2026-13' }, PRICE_CALENDAR_MESSAGES.monthInvalid],
    ['a full date', { HotelCode: HOTEL, month: '2026-12-01' }, PRICE_CALENDAR_MESSAGES.monthInvalid],
    ['no month', { HotelCode: HOTEL }, PRICE_CALENDAR_MESSAGES.monthInvalid],
    ['a malformed hotel', { HotelCode: 'abc', month: 'THIS' }, PRICE_CALENDAR_MESSAGES.hotelInvalid],
    ['a malformed city', { CityCode: 'hz', month: 'THIS' }, PRICE_CALENDAR_MESSAGES.cityInvalid],
    ['neither hotel nor city', { month: 'THIS' }, PRICE_CALENDAR_MESSAGES.targetMissing],
    ['both hotel and city', { HotelCode: HOTEL, CityCode: 'HZH', month: 'THIS' }, PRICE_CALENDAR_MESSAGES.targetMissing],
    ['no adult', { HotelCode: HOTEL, month: 'THIS', adultNum: 0 }, SERVER_MESSAGES.partyInvalid],
    ['more rooms than adults', { HotelCode: HOTEL, month: 'THIS', roomNum: 2, adultNum: 1 }, SERVER_MESSAGES.partyInvalid],
    ['four in one room', { HotelCode: HOTEL, month: 'THIS', adultNum: 2, childrenNum: 2 }, SERVER_MESSAGES.partyInvalid],
    ['eleven rooms', { HotelCode: HOTEL, month: 'THIS', roomNum: 11, adultNum: 11 }, SERVER_MESSAGES.roomNumInvalid],
  ])('%s: 400 with a Japanese message', async (_label, query, message) => {
    const resolved = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, v === 'THIS' ? thisMonth() : v]));
    const response = await calendarQuery(resolved);
    expectFailure(response, 400);
    expect(response.body.message).toBe(message);
  });

  it('an unknown hotel and the group code are a 404', async () => {
    for (const HotelCode of ['pro777', 'pro018']) {
      const response = await calendarQuery({ HotelCode, month: thisMonth() });
      expectFailure(response, 404);
      expect(response.body.message).toBe(SERVER_MESSAGES.hotelNotFound);
    }
  });
});
