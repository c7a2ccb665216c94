import { describe, expect, it } from 'vitest';
import { RATES_HORIZON_DAYS, RATES_MESSAGES } from '@hotel/shared/schemas/admin/rates';
import { SEED_DAYS } from './helpers/seed-days.ts';
import { dayFromToday, holdRooms, leaveRooms, newMember, night } from './helpers/booking.ts';
import { useMemberApp } from './helpers/member-app.ts';
import { editRates, ratesBulk, ratesCalendar, signInManager } from './helpers/rates.ts';

const t = useMemberApp();

/**
 * Staff lower the rooms to sell while guests are taking the last ones. The bulk edit locks its
 * nights and checks the rooms sold under the lock; a hold takes a room only where the update's own
 * condition still finds one free. On PostgreSQL these run on the pool's connections at once, on
 * PGlite they interleave: either way never sold > to sell, never a 500.
 */
describe('lowering rooms to sell races safely with holds in flight', () => {
  it('40 holds and 12 bulk edits at once: every answer is a success or a clear refusal, and nothing is oversold', async () => {
    const token = await signInManager(t.app);
    const members = await Promise.all(Array.from({ length: 10 }, () => newMember(t.app)));
    const date = dayFromToday(t.clock, 15);
    const checkOut = dayFromToday(t.clock, 16);
    await leaveRooms(t, 'pro001', 'SU', date, (await night(t.db, 'pro001', 'SU', date)).totalRooms);
    const start = await night(t.db, 'pro001', 'SU', date);
    expect(start.soldRooms).toBe(0);

    const targets = [20, 6, 14, 3, 9, 25, 1, 12, 4, 18, 7, 10];
    const holds = Array.from({ length: 40 }, (_, i) => holdRooms(t.app, members[i % 10]!.token, { roomTypeCode: 'SU', checkIn: date, checkOut }));
    const edits = targets.map((rooms) =>
      ratesBulk(t.app, token, { hotel: 'pro001', roomTypes: ['SU'], from: date, to: date, weekdays: [0, 1, 2, 3, 4, 5, 6], changes: { rooms } }),
    );
    const [holdAnswers, editAnswers] = await Promise.all([Promise.all(holds), Promise.all(edits)]);

    expect(holdAnswers.map((a) => a.status).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    expect(editAnswers.map((a) => a.status).filter((s) => s !== 200 && s !== 400)).toEqual([]);
    for (const refused of editAnswers.filter((a) => a.status === 400)) expect(refused.body.message).toMatch(/室販売済みのため、販売室数を \d+ 室未満にはできません$/);
    // Some edit took effect and the holds that won are exactly the rooms sold.
    expect(editAnswers.some((a) => a.status === 200)).toBe(true);
    const end = await night(t.db, 'pro001', 'SU', date);
    expect(end.soldRooms).toBe(holdAnswers.filter((a) => a.status === 200).length);
    expect(end.soldRooms).toBeLessThanOrEqual(end.totalRooms);
    expect(targets).toContain(end.totalRooms);

    // Lowering below what is now sold is refused with the number; to exactly it is allowed.
    if (end.soldRooms > 0) {
      const below = await ratesBulk(t.app, token, { hotel: 'pro001', roomTypes: ['SU'], from: date, to: date, weekdays: [0, 1, 2, 3, 4, 5, 6], changes: { rooms: end.soldRooms - 1 } });
      expect(below.status).toBe(400);
      expect(below.body.message).toBe(RATES_MESSAGES.roomsBelowSold([{ date, roomType: 'SU', sold: end.soldRooms }]));
    }
    const exact = await ratesBulk(t.app, token, { hotel: 'pro001', roomTypes: ['SU'], from: date, to: date, weekdays: [0, 1, 2, 3, 4, 5, 6], changes: { rooms: end.soldRooms } });
    expect(exact.status, JSON.stringify(exact.body)).toBe(200);
    const full = await holdRooms(t.app, members[0]!.token, { roomTypeCode: 'SU', checkIn: date, checkOut });
    expect(full.status).toBe(409);
  }, 120_000);

  it('one edit over the whole year for every room type: one transaction, the missing nights created, the grid shows it', async () => {
    const token = await signInManager(t.app);
    const roomTypes = ['SK', 'ST', 'DK', 'DT', 'EX', 'SU'];
    const nights = RATES_HORIZON_DAYS + 1;
    const result = await editRates(t.app, token, { roomTypes, from: dayFromToday(t.clock, 0), to: dayFromToday(t.clock, RATES_HORIZON_DAYS), changes: { maxStay: 14 } });
    expect(result).toMatchObject({ nightsMatched: roomTypes.length * nights, nightsChanged: roomTypes.length * nights, nightsCreated: roomTypes.length * (nights - SEED_DAYS) });
    const last = await ratesCalendar(t.app, token, { hotel: 'pro001', from: dayFromToday(t.clock, RATES_HORIZON_DAYS), days: '1' });
    expect(last.body.data.roomTypes.map((r) => r.nights[0])).toEqual(roomTypes.map(() => expect.objectContaining({ maxStay: 14, soldRooms: 0 })));
    expect(last.body.data.roomTypes.find((r) => r.code === 'SU')!.nights[0]!.price).toBe(3880);
  }, 120_000);
});
