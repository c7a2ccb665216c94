import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '@hotel/db/schema/audit';
import { addDays, dayOfWeek } from '@hotel/shared/hotel-date';
import { RATES_HORIZON_DAYS, RATES_MESSAGES } from '@hotel/shared/schemas/admin/rates';
import { dayFromToday } from './helpers/booking.ts';
import { expectFailure } from './helpers/expectations.ts';
import { useMemberApp } from './helpers/member-app.ts';
import { ratesBulk, signInManager } from './helpers/rates.ts';
import { signIn } from './helpers/staff-app.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';

const t = useMemberApp();

describe('POST /adminapi/v1/rates/bulk refuses bad input with 400, a Japanese message and no change', () => {
  const base = () => ({ hotel: 'pro001', roomTypes: ['SK'], from: dayFromToday(t.clock, 3), to: dayFromToday(t.clock, 5), weekdays: [0, 1, 2, 3, 4, 5, 6], changes: { price: 1500 } });
  const monday = () => {
    let d = dayFromToday(t.clock, 3);
    while (dayOfWeek(d) !== 1) d = addDays(d, 1);
    return d;
  };
  const cases: [string, () => Record<string, unknown>, string][] = [
    ['no change at all', () => ({ ...base(), changes: {} }), RATES_MESSAGES.changesRequired],
    ['a price of 0', () => ({ ...base(), changes: { price: 0 } }), RATES_MESSAGES.priceInvalid],
    ['a price over 999999', () => ({ ...base(), changes: { price: 1_000_000 } }), RATES_MESSAGES.priceInvalid],
    ['a price with decimals', () => ({ ...base(), changes: { price: 1500.5 } }), RATES_MESSAGES.priceInvalid],
    ['a price as text', () => ({ ...base(), changes: { price: 'cheap' } }), RATES_MESSAGES.priceInvalid],
    ['negative rooms', () => ({ ...base(), changes: { rooms: -1 } }), RATES_MESSAGES.roomsInvalid],
    ['1000 rooms', () => ({ ...base(), changes: { rooms: 1000 } }), RATES_MESSAGES.roomsInvalid],
    ['a minimum stay of 0', () => ({ ...base(), changes: { minStay: 0 } }), RATES_MESSAGES.limitInvalid('最短宿泊数')],
    ['a maximum stay of 31', () => ({ ...base(), changes: { maxStay: 31 } }), RATES_MESSAGES.limitInvalid('最長宿泊数')],
    ['a minimum above the maximum', () => ({ ...base(), changes: { minStay: 3, maxStay: 2 } }), RATES_MESSAGES.minAboveMax],
    ['stop-sell as text', () => ({ ...base(), changes: { stopSell: 'yes' } }), RATES_MESSAGES.flagInvalid],
    ['no weekdays', () => ({ ...base(), weekdays: [] }), RATES_MESSAGES.weekdaysRequired],
    ['weekday 7', () => ({ ...base(), weekdays: [7] }), RATES_MESSAGES.weekdayInvalid],
    ['no room types', () => ({ ...base(), roomTypes: [] }), RATES_MESSAGES.roomTypesRequired],
    ['another hotel’s room type', () => ({ ...base(), roomTypes: ['SK', 'XX'] }), RATES_MESSAGES.roomTypeUnknown('XX')],
    ['a start in the past', () => ({ ...base(), from: dayFromToday(t.clock, -1) }), RATES_MESSAGES.fromPast],
    ['an end before the start', () => ({ ...base(), to: dayFromToday(t.clock, 2) }), RATES_MESSAGES.toBeforeFrom],
    ['an end beyond a year', () => ({ ...base(), to: dayFromToday(t.clock, RATES_HORIZON_DAYS + 1) }), RATES_MESSAGES.beyondHorizon(dayFromToday(t.clock, RATES_HORIZON_DAYS))],
    ['a malformed date', () => ({ ...base(), from: '2026/12/01' }), RATES_MESSAGES.dateInvalid],
    ['an impossible date', () => ({ ...base(), to: '2026-02-30' }), RATES_MESSAGES.dateInvalid],
    ['weekdays not in the range', () => ({ ...base(), from: monday(), to: monday(), weekdays: [0] }), RATES_MESSAGES.noNightsInRange],
  ];

  it.each(cases)('%s', async (_label, body, message) => {
    const token = await signInManager(t.app);
    const lines = async () => (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
    const before = await lines();
    const response = await ratesBulk(t.app, token, body());
    expectFailure(response, 400);
    expect(response.body.message).toBe(message);
    expect(await lines()).toBe(before);
  });

  it('no hotel: refused to a manager (no hotel of theirs, decision 0049), a 400 naming it for the group administrator', async () => {
    const lines = async () => (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
    const before = await lines();
    expectFailure(await ratesBulk(t.app, await signInManager(t.app), { ...base(), hotel: undefined }), 403);
    const admin = await signIn(t.app, DEMO_STAFF.find((s) => s.role === 'group_admin')!.email, DEMO_STAFF_PASSWORD);
    const response = await ratesBulk(t.app, admin, { ...base(), hotel: undefined });
    expectFailure(response, 400);
    expect(response.body.message).toBe(RATES_MESSAGES.hotelRequired);
    expect(await lines()).toBe(before);
  });
});
