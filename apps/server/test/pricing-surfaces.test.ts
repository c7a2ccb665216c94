import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { GROUP_CODE } from '@hotel/shared/constants';
import { PROMOTION_DISCOUNT_TYPE } from '@hotel/shared/discounts';
import { addDays } from '@hotel/shared/hotel-date';
import { DEFAULT_TAX_RULES, partsTotal, TAX_ORDERS, TAX_ROUNDINGS, type TaxRules } from '@hotel/shared/taxes';
import type { BookableRate, RoomWithRates } from '@hotel/shared/schemas/booking';
import type { CityRoomAndRate } from '@hotel/shared/schemas/city-search';
import type { Hotel } from '@hotel/shared/schemas/hotel';
import type { PriceCalendar } from '@hotel/shared/schemas/price-calendar';
import { DEMO_PROMOTION_CODE } from '@hotel/db/seed/seed-demo-discounts';
import { dayFromToday, guest, holdRooms, newMember, orderDetail, submitOrder } from './helpers/booking.ts';
import { expectSuccess } from './helpers/expectations.ts';
import { call, useMemberApp } from './helpers/member-app.ts';
import { SEED_DAYS } from './helpers/seed-days.ts';
import { setTaxRules } from './helpers/tax-rules.ts';

/**
 * One price on every surface (decision 0044): for random hotels under random service and VAT
 * rules (decision 0068), stays, parties and promotion codes of the seeded demo (its 連泊割 and WINTER2026 promotions included), the city results, the
 * price calendar, the rooms page's rates, the hold and the order all show what quoteStay says a
 * guest pays. Seeded, so a failure names a case that can be replayed.
 */
const t = useMemberApp();

let hotels: Hotel[];
beforeAll(async () => {
  const all = expectSuccess(await call<Hotel[]>(t.app, 'POST', endpoints.getHotelInfo.path, { body: { HotelCode: GROUP_CODE } }));
  hotels = all.filter((h) => h.hotelCode !== GROUP_CODE && h.cityCode && !h.isPreOpenning);
});

interface Case {
  hotel: number;
  rules: TaxRules;
  day: number;
  nights: number;
  roomNum: number;
  adultsPerRoom: number;
  childrenNum: number;
  code: 'none' | 'promotion' | 'unknown';
  pick: number;
}

const cases = fc.record<Case>({
  hotel: fc.nat(),
  // Issue 28: the hotel's service and VAT rules (decision 0068), any a hotel may save.
  rules: fc.record<TaxRules>({
    serviceBp: fc.integer({ min: 0, max: 2000 }),
    vatBp: fc.integer({ min: 0, max: 1300 }),
    order: fc.constantFrom(...TAX_ORDERS),
    rounding: fc.constantFrom(...TAX_ROUNDINGS),
    ratesInclude: fc.boolean(),
  }),
  day: fc.integer({ min: 1, max: SEED_DAYS - 10 }),
  nights: fc.integer({ min: 1, max: 5 }),
  roomNum: fc.integer({ min: 1, max: 2 }),
  adultsPerRoom: fc.integer({ min: 1, max: 2 }),
  childrenNum: fc.integer({ min: 0, max: 1 }),
  code: fc.constantFrom('none', 'promotion', 'unknown'),
  pick: fc.nat(),
});

const discountOf = (code: Case['code']) =>
  code === 'none' ? {} : { discountType: PROMOTION_DISCOUNT_TYPE, discountCode: code === 'promotion' ? DEMO_PROMOTION_CODE.toLowerCase() : 'NOSUCHCODE1' };

async function roomsPage(hotelCode: string, checkIn: string, checkOut: string, party: object, discount: object): Promise<RoomWithRates[]> {
  return expectSuccess(await call<RoomWithRates[]>(t.app, 'POST', endpoints.getRoomAndRate.path, { body: { HotelCode: hotelCode, CheckIn: checkIn, CheckOut: checkOut, ...party, ...discount } }));
}

const ratesOf = (rooms: RoomWithRates[]): BookableRate[] => rooms.flatMap((r) => r.rateList);

describe('one price on every surface', () => {
  it('city results, price calendar, rooms page, hold and order agree on what a guest pays', async () => {
    await fc.assert(
      fc.asyncProperty(cases, async (c) => {
        const hotel = hotels[c.hotel % hotels.length]!;
        const checkIn = dayFromToday(t.clock, c.day);
        const checkOut = addDays(checkIn, c.nights);
        const party = { roomNum: c.roomNum, adultNum: c.roomNum * c.adultsPerRoom, childrenNum: c.childrenNum };
        const discount = discountOf(c.code);
        await setTaxRules(t.db, hotel.hotelCode, c.rules);
        await t.app.changes.sync();

        // The rooms page: each rate's price to pay is its list total less its promotion; the nights
        // add up to the total and the parts (室料 / サービス料 / 増値税) to what the guest pays.
        const rates = ratesOf(await roomsPage(hotel.hotelCode, checkIn, checkOut, party, discount));
        for (const rate of rates) {
          expect(rate.discountedPrice).toBe(rate.totalPrice - (rate.promotion?.amount ?? 0));
          expect(rate.nightlyPrices.reduce((sum, n) => sum + n.price, 0) * c.roomNum).toBe(rate.totalPrice);
          expect(partsTotal(rate.charges)).toBe(rate.discountedPrice);
          expect(Math.min(rate.charges.room, rate.charges.service, rate.charges.vat)).toBeGreaterThanOrEqual(0);
        }
        const lowest = rates.length ? Math.min(...rates.map((r) => r.discountedPrice)) : null;

        // The city results: the hotel's from-price is the lowest of those.
        const city = expectSuccess(
          await call<CityRoomAndRate>(t.app, 'POST', endpoints.getCityRoomAndRate.path, { body: { CityCode: hotel.cityCode, CheckIn: checkIn, CheckOut: checkOut, ...party, ...discount } }),
        );
        const result = city.hotels.find((h) => h.hotelCode === hotel.hotelCode)!;
        expect(result.lowestRate?.discountedPrice ?? null).toBe(lowest);

        // The price calendar: the check-in day's price is a one-night stay's lowest price to pay, per room.
        const oneNight = await roomsPage(hotel.hotelCode, checkIn, addDays(checkIn, 1), party, discount);
        if (oneNight.every((r) => !r.restrictionNotice)) {
          const query = new URLSearchParams({ HotelCode: hotel.hotelCode, month: checkIn.slice(0, 7), ...Object.fromEntries(Object.entries({ ...party, ...discount }).map(([k, v]) => [k, String(v)])) });
          const calendar = expectSuccess(await call<PriceCalendar>(t.app, 'GET', `${endpoints.getPriceCalendar.path}?${query}`));
          const day = calendar.days.find((d) => d.date === checkIn)!;
          const perRoom = ratesOf(oneNight).map((r) => Math.round(r.discountedPrice / c.roomNum));
          expect(day.price).toBe(perRoom.length ? Math.min(...perRoom) : null);
        }

        // The hold and the order: the rate as listed (a new member each time: WINTER2026 is one per member).
        const rate = rates[c.pick % Math.max(1, rates.length)];
        if (!rate) return;
        const member = await newMember(t.app);
        const hold = expectSuccess(
          await holdRooms(t.app, member.token, { hotelCode: hotel.hotelCode, roomTypeCode: rate.rtCode, rateCode: rate.rateCode, checkIn, checkOut, roomQty: c.roomNum, adultNum: party.adultNum, childrenNum: party.childrenNum, ...discount }),
        );
        const shown = { totalAmount: rate.totalPrice, discountAmount: rate.promotion?.amount ?? 0, actualAmount: rate.discountedPrice };
        expect({ totalAmount: hold.totalAmount, discountAmount: hold.discountAmount, actualAmount: hold.actualAmount }).toEqual(shown);
        expect(hold.promotion?.name ?? null).toBe(rate.promotion?.name ?? null);
        expect(hold.nightlyPrices).toEqual(rate.nightlyPrices);
        expect(hold.charges).toEqual(rate.charges);
        const placed = expectSuccess(await submitOrder(t.app, member.token, guest(hold.orderNo)));
        const order = expectSuccess(await orderDetail(t.app, member.token, placed.id));
        expect({ totalAmount: order.totalAmount, discountAmount: order.discountAmount, actualAmount: order.actualAmount }).toEqual(shown);
        expect(order.charges).toEqual(rate.charges);
      }),
      // Issue 22's case first: 3 nights in 杭州, where a breakfast rate's 連泊割 undercuts the cheapest list total.
      { seed: 20260444, numRuns: 20, examples: [[{ hotel: hotels.findIndex((h) => h.hotelName.includes('西湖')), rules: DEFAULT_TAX_RULES, day: 10, nights: 3, roomNum: 1, adultsPerRoom: 2, childrenNum: 0, code: 'none', pick: 0 }]] },
    );
    // 20 cases each booking through the whole API: seconds alone, more on a busy machine.
  }, 60_000);
});
