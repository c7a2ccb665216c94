import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { promotions } from '@hotel/db/schema/discounts';
import { endpoints } from '@hotel/shared/api/endpoints';
import { GROUP_CODE } from '@hotel/shared/constants';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { BookableRate, RoomWithRates } from '@hotel/shared/schemas/booking';
import type { CityRoomAndRate } from '@hotel/shared/schemas/city-search';
import type { Hotel } from '@hotel/shared/schemas/hotel';
import type { PriceCalendar } from '@hotel/shared/schemas/price-calendar';
import { bookStay, dayFromToday, leaveRooms, newMember, night } from './helpers/booking.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { call, useMemberApp } from './helpers/member-app.ts';
import { editRates, signInManager } from './helpers/rates.ts';

/**
 * POST /crsapi/v1/hotel/getCityRoomAndRate (decision 0038): a city's hotels, each with the lowest
 * rate its rooms page offers for the stay, the sold out last as 満室, and never stale.
 */
const t = useMemberApp();
const CITY = 'HGH';

let cityHotels: Hotel[];
let staff: string;
beforeAll(async () => {
  const all = await call<Hotel[]>(t.app, 'POST', endpoints.getHotelInfo.path, { body: { HotelCode: GROUP_CODE } });
  cityHotels = expectSuccess(all).filter((h) => h.cityCode === CITY);
  staff = await signInManager(t.app);
});

interface Stay {
  checkIn: string;
  checkOut: string;
  roomNum?: number;
  adultNum?: number;
  childrenNum?: number;
  sort?: string;
}

const cityBody = (s: Stay) => ({
  CityCode: CITY,
  CheckIn: s.checkIn,
  CheckOut: s.checkOut,
  roomNum: s.roomNum ?? 1,
  adultNum: s.adultNum ?? 2,
  childrenNum: s.childrenNum ?? 0,
  ...(s.sort ? { sort: s.sort } : {}),
});

async function searchCity(s: Stay): Promise<CityRoomAndRate> {
  return expectSuccess(await call<CityRoomAndRate>(t.app, 'POST', endpoints.getCityRoomAndRate.path, { body: cityBody(s) }));
}

/** The rooms page's search of one hotel: every rate it offers for the stay. */
async function roomRates(hotelCode: string, s: Stay): Promise<{ room: RoomWithRates; rate: BookableRate }[]> {
  const response = await call<RoomWithRates[]>(t.app, 'POST', endpoints.getRoomAndRate.path, {
    body: { HotelCode: hotelCode, CheckIn: s.checkIn, CheckOut: s.checkOut, roomNum: s.roomNum ?? 1, adultNum: s.adultNum ?? 2, childrenNum: s.childrenNum ?? 0 },
  });
  return expectSuccess(response).flatMap((room) => room.rateList.map((rate) => ({ room, rate })));
}

const roomTypesOf = async (hotelCode: string, s: Stay) => [...new Set((await roomRates(hotelCode, s)).map((r) => r.room.rtCode))];

describe('getCityRoomAndRate', () => {
  it('lists every hotel of the city with the lowest rate its rooms page offers', async () => {
    const stay = { checkIn: dayFromToday(t.clock, 12), checkOut: dayFromToday(t.clock, 14), roomNum: 2, adultNum: 3, childrenNum: 1 };
    const answer = await searchCity(stay);
    expect(answer).toMatchObject({ cityCode: CITY, cityName: '杭州', sort: 'price' });
    expect(answer.hotels.map((h) => h.hotelCode).sort()).toEqual(cityHotels.map((h) => h.hotelCode).sort());
    expect(cityHotels.length).toBeGreaterThanOrEqual(2);
    for (const hotel of answer.hotels) {
      const rates = await roomRates(hotel.hotelCode, stay);
      expect(rates.length, hotel.hotelCode).toBeGreaterThan(0);
      const cheapest = Math.min(...rates.map((r) => r.rate.discountedPrice));
      const { room, rate } = rates.find((r) => r.rate.discountedPrice === cheapest)!;
      expect(hotel.status).toBe('available');
      expect(hotel.lowestRate).toEqual({
        roomTypeCode: room.rtCode,
        roomTypeName: room.rtName,
        rateCode: rate.rateCode,
        rateName: rate.rateClassName,
        breakfast: rate.breakfast,
        breakfastCount: rate.breakfastCount,
        payment: rate.payment,
        paymentType: rate.paymentType,
        isFreeCancel: rate.isFreeCancel,
        freeCancelRange: rate.freeCancelRange,
        memberOnly: rate.memberOnly,
        price: rate.price,
        totalPrice: rate.totalPrice,
        promotion: rate.promotion,
        discountedPrice: rate.discountedPrice,
        nightlyPrices: rate.nightlyPrices,
        nights: 2,
        roomNum: 2,
        availableRooms: rate.availableRooms,
      });
      const info = cityHotels.find((h) => h.hotelCode === hotel.hotelCode)!;
      expect(hotel).toMatchObject({ hotelName: info.hotelName, brandName: info.brandName, address: info.address, image: info.thumbnail });
    }
    // Cheapest first.
    const totals = answer.hotels.map((h) => h.lowestRate!.discountedPrice);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('a promotion that makes a dearer rate the cheapest to pay makes it the from-price, as on the rooms page (issue 22)', async () => {
    const stay = { checkIn: dayFromToday(t.clock, 15), checkOut: dayFromToday(t.clock, 18) };
    const hotelCode = cityHotels[0]!.hotelCode;
    const before = await roomRates(hotelCode, stay);
    // 90 % off the dearest rate of the stay: its list total stays the highest, its price to pay becomes the lowest.
    const dearest = before.reduce((a, b) => (b.rate.totalPrice > a.rate.totalPrice ? b : a));
    const [p] = await t.db.insert(promotions).values({ name: '検証用割引', kind: 'percent', value: 90, hotelCodes: [hotelCode], rateCodes: [dearest.rate.rateCode] }).returning();
    await t.app.changes.sync();
    try {
      const rates = await roomRates(hotelCode, stay);
      const cheapest = rates.reduce((a, b) => (b.rate.discountedPrice < a.rate.discountedPrice ? b : a));
      expect(cheapest.rate.promotion?.name).toBe('検証用割引');
      const hotel = (await searchCity(stay)).hotels.find((h) => h.hotelCode === hotelCode)!;
      expect(hotel.lowestRate).toMatchObject({ rateCode: cheapest.rate.rateCode, totalPrice: cheapest.rate.totalPrice, discountedPrice: cheapest.rate.discountedPrice, promotion: cheapest.rate.promotion });
      // The price calendar's night carries the same promotion: one night of that rate, 90 % off.
      const oneNight = { checkIn: stay.checkIn, checkOut: dayFromToday(t.clock, 16) };
      const nightRates = await roomRates(hotelCode, oneNight);
      const query = new URLSearchParams({ HotelCode: hotelCode, month: stay.checkIn.slice(0, 7), adultNum: '2' });
      const calendar = expectSuccess(await call<PriceCalendar>(t.app, 'GET', `${endpoints.getPriceCalendar.path}?${query}`));
      expect(calendar.days.find((d) => d.date === stay.checkIn)!.price).toBe(Math.min(...nightRates.map((r) => r.rate.discountedPrice)));
    } finally {
      await t.db.update(promotions).set({ active: false }).where(eq(promotions.id, p!.id));
      await t.app.changes.sync();
    }
  });

  it('sorts by hotel in the group’s order when asked', async () => {
    const stay = { checkIn: dayFromToday(t.clock, 15), checkOut: dayFromToday(t.clock, 16), sort: 'hotel' };
    const answer = await searchCity(stay);
    expect(answer.sort).toBe('hotel');
    expect(answer.hotels.map((h) => h.hotelCode)).toEqual(cityHotels.map((h) => h.hotelCode));
  });

  it('shows a hotel with nothing free last, as sold out, whatever the order', async () => {
    const stay = { checkIn: dayFromToday(t.clock, 40), checkOut: dayFromToday(t.clock, 41) };
    const first = cityHotels[0]!.hotelCode;
    for (const roomType of await roomTypesOf(first, stay)) await leaveRooms(t, first, roomType, stay.checkIn, 0);
    for (const sort of ['price', 'hotel']) {
      const answer = await searchCity({ ...stay, sort });
      expect(answer.hotels.length).toBe(cityHotels.length);
      expect(answer.hotels.at(-1)).toMatchObject({ hotelCode: first, status: 'soldOut', lowestRate: null });
      expect(answer.hotels.slice(0, -1).every((h) => h.status === 'available')).toBe(true);
    }
  });

  it('marks a hotel not yet open instead of calling it sold out', async () => {
    const checkIn = dayFromToday(t.clock, 10);
    const answer = expectSuccess(
      await call<CityRoomAndRate>(t.app, 'POST', endpoints.getCityRoomAndRate.path, { body: { ...cityBody({ checkIn, checkOut: dayFromToday(t.clock, 11) }), CityCode: 'SZV' } }),
    );
    const hotel = answer.hotels.find((h) => h.hotelCode === 'pro009')!;
    expect(hotel.openingDate).not.toBeNull();
    if (checkIn < hotel.openingDate!) expect(hotel).toMatchObject({ status: 'preOpening', lowestRate: null });
  });

  it('reads a city code in any case', async () => {
    const stay = { checkIn: dayFromToday(t.clock, 15), checkOut: dayFromToday(t.clock, 16) };
    const answer = expectSuccess(await call<CityRoomAndRate>(t.app, 'POST', endpoints.getCityRoomAndRate.path, { body: { ...cityBody(stay), CityCode: 'hgh' } }));
    expect(answer.cityCode).toBe(CITY);
  });
});

describe('getCityRoomAndRate is never stale', () => {
  it('the last room of a hotel booked: the next city search shows it 満室, last; staff reopen it: back at once', async () => {
    const stay = { checkIn: dayFromToday(t.clock, 50), checkOut: dayFromToday(t.clock, 51), adultNum: 1 };
    const hotelCode = 'pro001';
    expect(cityHotels.some((h) => h.hotelCode === hotelCode)).toBe(true);
    const roomTypes = await roomTypesOf(hotelCode, stay);
    const [last, ...others] = roomTypes;
    for (const roomType of others) await leaveRooms(t, hotelCode, roomType, stay.checkIn, 0);
    await leaveRooms(t, hotelCode, last!, stay.checkIn, 1);

    // Searched first, so any cache is warm.
    const before = await searchCity({ ...stay, sort: 'hotel' });
    expect(before.hotels.find((h) => h.hotelCode === hotelCode)).toMatchObject({ status: 'available', lowestRate: { roomTypeCode: last, availableRooms: 1 } });

    const { token } = await newMember(t.app);
    const rateCode = (await roomRates(hotelCode, stay)).find((r) => r.room.rtCode === last)!.rate.rateCode;
    await bookStay(t.app, token, { hotelCode, roomTypeCode: last!, rateCode, checkIn: stay.checkIn, checkOut: stay.checkOut });

    const after = await searchCity({ ...stay, sort: 'hotel' });
    expect(after.hotels.at(-1)).toMatchObject({ hotelCode, status: 'soldOut', lowestRate: null });

    // The hotel's manager opens two more rooms of that type in the back office.
    const { soldRooms } = await night(t.db, hotelCode, last!, stay.checkIn);
    await editRates(t.app, staff, { roomTypes: [last], from: stay.checkIn, to: stay.checkIn, changes: { rooms: soldRooms + 2 } });
    const reopened = await searchCity({ ...stay, sort: 'hotel' });
    expect(reopened.hotels.find((h) => h.hotelCode === hotelCode)).toMatchObject({ status: 'available', lowestRate: { roomTypeCode: last, availableRooms: 2 } });
  });

  it('a staff price change shows in the next city search', async () => {
    const stay = { checkIn: dayFromToday(t.clock, 55), checkOut: dayFromToday(t.clock, 56), adultNum: 1, sort: 'hotel' };
    const hotelCode = 'pro001';
    const before = (await searchCity(stay)).hotels.find((h) => h.hotelCode === hotelCode)!;
    const roomTypes = await roomTypesOf(hotelCode, stay);
    await editRates(t.app, staff, { roomTypes, from: stay.checkIn, to: stay.checkIn, changes: { price: 1 } });
    const after = (await searchCity(stay)).hotels.find((h) => h.hotelCode === hotelCode)!;
    expect(after.lowestRate!.totalPrice).toBeLessThan(before.lowestRate!.totalPrice);
    const rates = await roomRates(hotelCode, stay);
    expect(after.lowestRate!.totalPrice).toBe(Math.min(...rates.map((r) => r.rate.totalPrice)));
  });
});

describe('getCityRoomAndRate refuses bad input with the room search’s Japanese messages', () => {
  const tomorrow = () => dayFromToday(t.clock, 1);
  const good = () => cityBody({ checkIn: tomorrow(), checkOut: dayFromToday(t.clock, 2) });

  it.each([
    ['a malformed city', { CityCode: 'H G H' }, SERVER_MESSAGES.cityInvalid],
    ['no city', { CityCode: undefined }, SERVER_MESSAGES.cityInvalid],
    ['a malformed date', { CheckIn: '2030-02-30' }, SERVER_MESSAGES.checkInInvalid],
    ['a check-in in the past', { CheckIn: '2020-01-01', CheckOut: '2020-01-02' }, SERVER_MESSAGES.checkInPast],
    ['check-out before check-in', { CheckOut: 'in' }, SERVER_MESSAGES.checkOutInvalid],
    ['more rooms than allowed', { roomNum: 11, adultNum: 11 }, SERVER_MESSAGES.roomNumInvalid],
    ['a party that does not fit', { roomNum: 1, adultNum: 3, childrenNum: 1 }, SERVER_MESSAGES.partyInvalid],
    ['an unknown sort', { sort: 'cheap' }, SERVER_MESSAGES.citySortInvalid],
    ['a discount code too long', { discountType: '企業', discountCode: 'X'.repeat(41) }, SERVER_MESSAGES.discountInvalid],
  ])('refuses %s (400, Japanese)', async (_label, change, message) => {
    const response = await call(t.app, 'POST', endpoints.getCityRoomAndRate.path, { body: { ...good(), ...change } });
    expectFailure(response, 400);
    expect(response.body.message).toBe(message);
  });

  it('check-out not after check-in', async () => {
    const response = await call(t.app, 'POST', endpoints.getCityRoomAndRate.path, { body: { ...good(), CheckOut: tomorrow() } });
    expectFailure(response, 400);
    expect(response.body.message).toBe(SERVER_MESSAGES.checkOutBeforeCheckIn);
  });

  it('an unknown city is a 404 in Japanese', async () => {
    const response = await call(t.app, 'POST', endpoints.getCityRoomAndRate.path, { body: { ...good(), CityCode: 'XYZ' } });
    expectFailure(response, 404);
    expect(response.body.message).toBe(SERVER_MESSAGES.cityNotFound);
  });
});
