import { describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { RoomWithRates } from '@hotel/shared/schemas/booking';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { call, useMemberApp } from './helpers/member-app.ts';
import { dayFromToday, leaveRooms, night } from './helpers/booking.ts';

const t = useMemberApp();

function search(body: Record<string, unknown>) {
  return call<RoomWithRates[]>(t.app, 'POST', endpoints.getRoomAndRate.path, { body: { HotelCode: 'pro001', ...body } });
}

const stay = (from: number, nights: number) => ({ CheckIn: dayFromToday(t.clock, from), CheckOut: dayFromToday(t.clock, from + nights) });

describe('POST /hotel/getRoomAndRate: prices', () => {
  it('prices each rate as night price × factor / 100 + breakfast, per night and in total', async () => {
    const dates = [dayFromToday(t.clock, 3), dayFromToday(t.clock, 4)];
    const nights = await Promise.all(dates.map((d) => night(t.db, 'pro001', 'SK', d)));
    const rooms = expectSuccess(await search({ RoomTypeCode: 'SK', ...stay(3, 2), roomNum: 2, adultNum: 2 }));
    expect(rooms.map((r) => r.rtCode)).toEqual(['SK']);
    const rates = new Map(rooms[0]!.rateList.map((r) => [r.rateCode, r]));
    const expectNightly = (code: string, factor: number, breakfast: number) => {
      const nightly = nights.map((n) => Math.round((n.price * factor) / 100) + breakfast);
      const rate = rates.get(code)!;
      expect(rate.nightlyPrices.map((n) => n.price)).toEqual(nightly);
      expect(rate.totalPrice).toBe((nightly[0]! + nightly[1]!) * 2);
      expect(rate.price).toBe(Math.round((nightly[0]! + nightly[1]!) / 2));
    };
    expectNightly('BAR', 100, 0);
    expectNightly('BARBF', 100, 168);
    expectNightly('ADV', 88, 0);
    expect(rates.get('BARBF')).toMatchObject({ payment: '現地払い', breakfast: '朝食2名様付き', isFreeCancel: true, nights: 2, roomNum: 2 });
    expect(rates.get('ADV')).toMatchObject({ payment: '事前決済', breakfast: '朝食なし', isFreeCancel: false });
    expect(rates.get('BAR')!.freeCancelRange).toContain('18:00');
  });

  it('lists every room type when RoomTypeCode is empty, and flags member-only rates', async () => {
    const rooms = expectSuccess(await search({ RoomTypeCode: '', ...stay(5, 1) }));
    expect(rooms.length).toBeGreaterThan(3);
    const rates = rooms[0]!.rateList;
    expect(rates.find((r) => r.rateCode === 'MEM')?.memberOnly).toBe(true);
    expect(rates.find((r) => r.rateCode === 'BAR')?.memberOnly).toBe(false);
  });

  it('shows a discount rate only for its own type and code (code case-insensitive)', async () => {
    const codes = async (discount: Record<string, string>) =>
      expectSuccess(await search({ RoomTypeCode: 'SK', ...stay(6, 1), ...discount }))[0]!.rateList.map((r) => r.rateCode);
    expect(await codes({})).not.toEqual(expect.arrayContaining(['CORP']));
    expect(await codes({})).not.toContain('PROMO');
    expect(await codes({ discountType: '企業', discountCode: 'corp2026' })).toContain('CORP');
    expect(await codes({ discountType: '企業', discountCode: 'corp2026' })).not.toContain('GRP');
    expect(await codes({ discountType: '団体', discountCode: 'CORP2026' })).not.toContain('CORP');
    expect(await codes({ discountType: '企業', discountCode: 'WRONG' })).not.toContain('CORP');
  });

  it('drops the rates of a room type when one night lacks rooms', async () => {
    await leaveRooms(t, 'pro001', 'DK', dayFromToday(t.clock, 9), 1);
    const one = expectSuccess(await search({ RoomTypeCode: 'DK', ...stay(8, 3) }));
    expect(one[0]!.rateList[0]!.availableRooms).toBe(1);
    const two = expectSuccess(await search({ RoomTypeCode: 'DK', ...stay(8, 3), roomNum: 2, adultNum: 2 }));
    expect(two[0]!.rateList).toEqual([]);
  });

  it('has no rates for a pre-opening hotel before it opens', async () => {
    const rooms = expectSuccess(await search({ HotelCode: 'pro009', ...stay(2, 1) }));
    expect(rooms.length).toBeGreaterThan(0);
    expect(rooms.every((r) => r.rateList.length === 0)).toBe(true);
  });
});

describe('POST /hotel/getRoomAndRate: date and party rules', () => {
  it.each([
    ['check-out not after check-in', () => stay(3, 0), SERVER_MESSAGES.checkOutBeforeCheckIn],
    ['check-in in the past', () => stay(-1, 2), SERVER_MESSAGES.checkInPast],
    ['more than 30 nights', () => stay(1, 31), SERVER_MESSAGES.stayTooLong],
    ['beyond 365 days', () => stay(365, 1), SERVER_MESSAGES.leadTooFar],
    ['an impossible date', () => ({ CheckIn: '2026-02-30', CheckOut: '2026-03-02' }), SERVER_MESSAGES.checkInInvalid],
  ])('refuses %s (400, Japanese)', async (_label, dates, message) => {
    const response = await search(dates());
    expectFailure(response, 400);
    expect(response.body.message).toBe(message);
  });

  it('accepts 30 nights and today', async () => {
    expectSuccess(await search({ RoomTypeCode: 'SK', ...stay(0, 30) }));
  });

  it.each([
    [{ roomNum: 1, adultNum: 3, childrenNum: 1 }],
    [{ roomNum: 2, adultNum: 1 }],
    [{ roomNum: 1, adultNum: 0 }],
  ])('refuses a party that does not fit the rooms: %j', async (party) => {
    const response = await search({ ...stay(2, 1), ...party });
    expectFailure(response, 400);
    expect(response.body.message).toBe(SERVER_MESSAGES.partyInvalid);
  });

  it('answers 404 for an unknown room type', async () => {
    expectFailure(await search({ RoomTypeCode: 'ZZ', ...stay(2, 1) }), 404);
  });
});
