import { describe, expect, it } from 'vitest';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';
import { addDays, dayOfWeek } from '@hotel/shared/hotel-date';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { RATES_HORIZON_DAYS, RATES_MESSAGES } from '@hotel/shared/schemas/admin/rates';
import { dayFromToday, night } from './helpers/booking.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { useMemberApp } from './helpers/member-app.ts';
import { editRates, ratesCalendar, searchRooms, signInManager } from './helpers/rates.ts';
import { signIn } from './helpers/staff-app.ts';
import { SEED_DAYS } from './helpers/seed-days.ts';

const t = useMemberApp();

describe('GET /adminapi/v1/rates/calendar', () => {
  it('answers room types in their order × 60 nights from today, each cell as room_nights and search price it', async () => {
    const token = await signInManager(t.app);
    const grid = expectSuccess(await ratesCalendar(t.app, token, { hotel: 'pro001' }));
    const today = dayFromToday(t.clock, 0);
    expect(grid.hotel.code).toBe('pro001');
    expect(grid).toMatchObject({ today, from: today, to: addDays(today, 59), lastDate: addDays(today, RATES_HORIZON_DAYS) });
    expect(grid.dates).toHaveLength(60);
    expect(grid.dates[0]).toEqual({ date: today, weekday: dayOfWeek(today) });
    expect(grid.roomTypes.map((r) => r.code)).toEqual(['SK', 'ST', 'DK', 'DT', 'EX', 'SU']);
    expect(grid.ratePlans.map((p) => p.code)).toContain('BAR');

    const date = dayFromToday(t.clock, 12);
    const column = grid.dates.findIndex((d) => d.date === date);
    const cell = grid.roomTypes.find((r) => r.code === 'DK')!.nights[column]!;
    const row = await night(t.db, 'pro001', 'DK', date);
    expect(cell).toMatchObject({
      date,
      totalRooms: row.totalRooms,
      soldRooms: row.soldRooms,
      available: row.totalRooms - row.soldRooms,
      price: row.price,
      stopSell: false,
      minStay: null,
      maxStay: null,
      closedToArrival: false,
      closedToDeparture: false,
    });
    // Every plan's price is the one a guest is offered for that night.
    const offered = (await searchRooms(t.app, 'pro001', date, addDays(date, 1))).get('DK')!.rateList;
    expect(offered.length).toBeGreaterThan(0);
    for (const rate of offered) {
      expect(cell.planPrices.find((p) => p.rateCode === rate.rateCode)?.price, rate.rateCode).toBe(rate.nightlyPrices[0]!.price);
    }
  });

  it('shows restrictions as set, and nights without inventory as null, up to a year ahead', async () => {
    const token = await signInManager(t.app);
    const date = dayFromToday(t.clock, 20);
    await editRates(t.app, token, { roomTypes: ['ST'], from: date, to: date, changes: { stopSell: true, minStay: 2, maxStay: 5, closedToArrival: true, closedToDeparture: true } });
    const grid = expectSuccess(await ratesCalendar(t.app, token, { hotel: 'pro001', from: date, days: '1' }));
    expect(grid.roomTypes.find((r) => r.code === 'ST')!.nights[0]).toMatchObject({ stopSell: true, minStay: 2, maxStay: 5, closedToArrival: true, closedToDeparture: true });
    expect(grid.roomTypes.find((r) => r.code === 'SK')!.nights[0]).toMatchObject({ stopSell: false, minStay: null });

    // The last page stops at the horizon; the test seed has 60 nights, so later cells have no row.
    const late = expectSuccess(await ratesCalendar(t.app, token, { hotel: 'pro001', from: dayFromToday(t.clock, 300), days: '90' }));
    expect(late.to).toBe(late.lastDate);
    expect(late.dates).toHaveLength(RATES_HORIZON_DAYS - 300 + 1);
    expect(late.roomTypes[0]!.nights.every((n) => n === null)).toBe(true);
    const edge = expectSuccess(await ratesCalendar(t.app, token, { hotel: 'pro001', from: dayFromToday(t.clock, SEED_DAYS - 1), days: '2' }));
    expect(edge.roomTypes[0]!.nights.map((n) => n !== null)).toEqual([true, false]);
  });

  it.each([
    ['a date in the past', { from: '2020-01-01' }, RATES_MESSAGES.fromPast],
    ['a malformed date', { from: '2026-13-45' }, RATES_MESSAGES.dateInvalid],
    ['a date that is no date', { from: 'tomorrow' }, RATES_MESSAGES.dateInvalid],
    ['more than 90 days', { days: '91' }, RATES_MESSAGES.daysInvalid],
    ['zero days', { days: '0' }, RATES_MESSAGES.daysInvalid],
    ['days not a number', { days: 'abc' }, RATES_MESSAGES.daysInvalid],
  ])('refuses %s with 400 and a Japanese message', async (_label, query, message) => {
    const token = await signInManager(t.app);
    const response = await ratesCalendar(t.app, token, { hotel: 'pro001', ...query });
    expectFailure(response, 400);
    expect(response.body.message).toBe(message);
  });

  it('refuses a start beyond a year ahead (400), a missing hotel (403 to a manager, 400 to the group administrator), an unknown hotel (404)', async () => {
    const token = await signInManager(t.app);
    const beyond = await ratesCalendar(t.app, token, { hotel: 'pro001', from: dayFromToday(t.clock, RATES_HORIZON_DAYS + 1) });
    expectFailure(beyond, 400);
    expect(beyond.body.message).toBe(RATES_MESSAGES.beyondHorizon(dayFromToday(t.clock, RATES_HORIZON_DAYS)));
    expectFailure(await ratesCalendar(t.app, token, {}), 403);
    const admin = await signIn(t.app, DEMO_STAFF.find((s) => s.role === 'group_admin')!.email, DEMO_STAFF_PASSWORD);
    expectFailure(await ratesCalendar(t.app, admin, {}), 400);
    const unknown = await ratesCalendar(t.app, admin, { hotel: 'nope99' });
    expectFailure(unknown, 404);
    expect(unknown.body.message).toBe(SERVER_MESSAGES.hotelNotFound);
  });
});
