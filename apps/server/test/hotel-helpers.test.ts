import { describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { GROUP_CODE, HOTEL_CODES } from '@hotel/shared/constants';
import { HOTEL_MEETINGS_MENU, HOTEL_THIRD_MENU } from '@hotel/shared/hotel-menu';
import type { Brand, Hotel, HotelNav } from '@hotel/shared/schemas/hotel';
import { expectFailure, expectSuccess, JAPANESE } from './helpers/expectations.ts';
import { getJson, postJson, useTestApp } from './helpers/test-app.ts';

const t = useTestApp();

describe('GET /hotel/getHotelByCode', () => {
  it.each(HOTEL_CODES)('returns %s, the same hotel getHotelInfo lists', async (code) => {
    const hotel = expectSuccess(await getJson<Hotel>(t.app, `${endpoints.getHotelByCode.path}?hotelCode=${code}`));
    endpoints.getHotelByCode.output.parse(hotel);
    const [listed] = expectSuccess(await postJson<Hotel[]>(t.app, endpoints.getHotelInfo.path, { HotelCode: code }));
    expect(hotel).toEqual(listed);
    expect(hotel.hotelName).toMatch(JAPANESE);
    expect(hotel.tel).toMatch(/\d/);
    expect(hotel.isPreOpenning).toBe(code === 'pro009');
  });

  it('does not treat the group code as a hotel', async () => {
    expectFailure(await getJson(t.app, `${endpoints.getHotelByCode.path}?hotelCode=${GROUP_CODE}`), 404);
  });
});

describe('GET /hotel/getHotelNav', () => {
  it.each(HOTEL_CODES)('returns the menu labels of %s', async (code) => {
    const nav = expectSuccess(await getJson<HotelNav>(t.app, `${endpoints.getHotelNav.path}?hotelCode=${code}`));
    endpoints.getHotelNav.output.parse(nav);
    expect(nav.hotelCode).toBe(code);
    expect(nav.hotelName).toMatch(JAPANESE);
    expect(nav.tel).toMatch(/\d/);
    expect(nav.thirdMenu).toBe(HOTEL_THIRD_MENU[code]);
    expect(nav.meetingsMenu).toBe(HOTEL_MEETINGS_MENU[code]);
  });

  it('returns the group name for the group code', async () => {
    const nav = expectSuccess(await getJson<HotelNav>(t.app, `${endpoints.getHotelNav.path}?hotelCode=${GROUP_CODE}`));
    expect(nav.hotelCode).toBe(GROUP_CODE);
    expect(nav.hotelName).toMatch(JAPANESE);
  });
});

describe('GET /hotel/getBrands', () => {
  it('lists hotel brands and the property brand in display order', async () => {
    const brands = expectSuccess(await getJson<Brand[]>(t.app, endpoints.getBrands.path));
    endpoints.getBrands.output.parse(brands);
    expect(brands.filter((b) => b.kind === 'hotel').length).toBeGreaterThan(0);
    expect(brands.filter((b) => b.kind === 'property')).toHaveLength(1);
    for (const brand of brands) {
      expect(brand.name).toMatch(JAPANESE);
      expect(brand.nameEn).toMatch(/^[A-Z][A-Z .]+$/);
      expect(brand.description).toMatch(JAPANESE);
    }
    expect(brands.at(-1)?.kind).toBe('property');
  });

  it('ignores a query string it does not need', async () => {
    const brands = expectSuccess(await getJson<Brand[]>(t.app, `${endpoints.getBrands.path}?HotelCode=pro001`));
    expect(brands.length).toBeGreaterThan(0);
  });
});
