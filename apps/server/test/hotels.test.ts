import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hotels as hotelTable } from '@hotel/db/schema/hotel';
import { endpoints } from '@hotel/shared/api/endpoints';
import { GROUP_CODE, HOTEL_CODES } from '@hotel/shared/constants';
import type { Banner, CityHotels, GroupCities, Hotel } from '@hotel/shared/schemas/hotel';
import { expectSuccess, JAPANESE } from './helpers/expectations.ts';
import { callApi, getJson, postJson, useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const SEED_CITIES = ['HGH', 'SHX', 'NGB', 'HZH', 'SZV'];

describe('POST /hotel/getBanner', () => {
  it('lists the group banners', async () => {
    const banners = expectSuccess(await postJson<Banner[]>(t.app, endpoints.getBanner.path, { HotelCode: GROUP_CODE }));
    endpoints.getBanner.output.parse(banners);
    expect(banners.length).toBeGreaterThan(0);
    for (const b of banners) {
      expect(b.hotelCode).toBe(GROUP_CODE);
      expect(b.image).not.toBe('');
      expect(b.imageMobile).not.toBe('');
    }
  });

  it.each(HOTEL_CODES)('lists only the banners of %s', async (code) => {
    const banners = expectSuccess(await postJson<Banner[]>(t.app, endpoints.getBanner.path, { HotelCode: code }));
    expect(banners.length).toBeGreaterThan(0);
    expect(new Set(banners.map((b) => b.hotelCode))).toEqual(new Set([code]));
  });

  it('accepts a code with surrounding spaces', async () => {
    const banners = expectSuccess(await postJson<Banner[]>(t.app, endpoints.getBanner.path, { HotelCode: ' pro001 ' }));
    expect(banners.every((b) => b.hotelCode === 'pro001')).toBe(true);
  });
});

describe('POST /hotel/getHotelInfo', () => {
  it('lists every member hotel for the group code, never the group itself', async () => {
    const hotels = expectSuccess(await postJson<Hotel[]>(t.app, endpoints.getHotelInfo.path, { HotelCode: GROUP_CODE }));
    endpoints.getHotelInfo.output.parse(hotels);
    expect(hotels.map((h) => h.hotelCode).sort()).toEqual([...HOTEL_CODES].sort());
    for (const h of hotels) {
      expect(h.code).toBe(h.hotelCode);
      expect(h.hotelName).toMatch(JAPANESE);
      expect(h.name).not.toBe('');
      expect(h.tel).toMatch(/\d/);
      expect(h.address).toMatch(JAPANESE);
      expect(SEED_CITIES).toContain(h.cityCode);
      expect(h.cityName).not.toBe('');
      expect(h.banners.every((b) => b.hotelCode === h.hotelCode)).toBe(true);
    }
  });

  it('marks only pro009 as pre-opening', async () => {
    const hotels = expectSuccess(await postJson<Hotel[]>(t.app, endpoints.getHotelInfo.path, { HotelCode: GROUP_CODE }));
    const preOpening = hotels.filter((h) => h.isPreOpenning).map((h) => h.hotelCode);
    expect(preOpening).toEqual(['pro009']);
  });

  it('lists just the requested hotel, with its banners', async () => {
    const hotels = expectSuccess(await postJson<Hotel[]>(t.app, endpoints.getHotelInfo.path, { HotelCode: 'pro001' }));
    expect(hotels).toHaveLength(1);
    const [hotel] = hotels;
    expect(hotel?.hotelCode).toBe('pro001');
    expect(hotel?.hotelName).toMatch(JAPANESE);
    expect(hotel?.description.length).toBeGreaterThan(20);
    expect(hotel?.isPreOpenning).toBe(false);
    expect(hotel?.banners.length).toBeGreaterThan(0);
  });

  it('reports pro009 as pre-opening on its own too', async () => {
    const [hotel] = expectSuccess(await postJson<Hotel[]>(t.app, endpoints.getHotelInfo.path, { HotelCode: 'pro009' }));
    expect(hotel?.isPreOpenning).toBe(true);
  });

  it('carries each hotel’s position, star grade and check-in and check-out times (decision 0036)', async () => {
    const [pro001] = expectSuccess(await postJson<Hotel[]>(t.app, endpoints.getHotelInfo.path, { HotelCode: 'pro001' }));
    expect(pro001).toMatchObject({ geo: { latitude: 30.2468, longitude: 120.1336 }, starRating: 5, checkInTime: '15:00', checkOutTime: '12:00' });
    const hotels = expectSuccess(await postJson<Hotel[]>(t.app, endpoints.getHotelInfo.path, { HotelCode: GROUP_CODE }));
    for (const h of hotels) {
      // Every demo hotel stands in Zhejiang or southern Jiangsu.
      expect(h.geo?.latitude, h.hotelCode).toBeGreaterThan(29);
      expect(h.geo?.latitude, h.hotelCode).toBeLessThan(32);
      expect(h.geo?.longitude, h.hotelCode).toBeGreaterThan(119);
      expect(h.geo?.longitude, h.hotelCode).toBeLessThan(122);
      expect([4, 5]).toContain(h.starRating);
      expect(h.checkInTime).toMatch(/^1[45]:00$/);
      expect(h.checkOutTime).toBe('12:00');
    }
  });

  it('leaves the new keys out for a hotel without them, and the database refuses values out of range', async () => {
    await t.db.update(hotelTable).set({ latitude: null, longitude: null, starRating: null, checkInTime: null, checkOutTime: null }).where(eq(hotelTable.code, 'pro008'));
    const [pro008] = expectSuccess(await postJson<Hotel[]>(t.app, endpoints.getHotelInfo.path, { HotelCode: 'pro008' }));
    for (const key of ['geo', 'starRating', 'checkInTime', 'checkOutTime']) expect(pro008).not.toHaveProperty(key);
    const refused = async (values: Partial<typeof hotelTable.$inferInsert>) => {
      await expect(t.db.update(hotelTable).set(values).where(eq(hotelTable.code, 'pro008'))).rejects.toThrow();
    };
    await refused({ starRating: 0 });
    await refused({ starRating: 6 });
    await refused({ latitude: 30.5 }); // a latitude without its longitude
    await refused({ latitude: 91, longitude: 120 });
    await refused({ latitude: 30, longitude: -181 });
    await refused({ checkInTime: '24:00' });
    await refused({ checkOutTime: '9:00' });
    await refused({ checkOutTime: '12:60' });
  });
});

describe('GET /hotel/getCityHotel', () => {
  it('groups every member hotel by city for the group code', async () => {
    const cities = expectSuccess(await getJson<CityHotels[]>(t.app, `${endpoints.getCityHotel.path}?HotelCode=${GROUP_CODE}`));
    endpoints.getCityHotel.output.parse(cities);
    const codes = cities.flatMap((c) => c.cityHotels.map((h) => h.hotelCode));
    expect(codes.sort()).toEqual([...HOTEL_CODES].sort());
    for (const city of cities) {
      expect(SEED_CITIES).toContain(city.ctCode);
      expect(city.cityName).toMatch(JAPANESE);
      expect(city.cityHotels.length).toBeGreaterThan(0);
    }
    expect(new Set(cities.map((c) => c.ctCode)).size).toBe(cities.length);
    const pro009 = cities.flatMap((c) => c.cityHotels).find((h) => h.hotelCode === 'pro009');
    expect(pro009?.isPreOpenning).toBe(true);
    expect(pro009?.hotelName).toMatch(JAPANESE);
  });

  it('lists the hotels of the same city for a hotel code', async () => {
    const [pro001] = expectSuccess(await postJson<Hotel[]>(t.app, endpoints.getHotelInfo.path, { HotelCode: 'pro001' }));
    const cities = expectSuccess(await getJson<CityHotels[]>(t.app, `${endpoints.getCityHotel.path}?HotelCode=pro001`));
    expect(cities).toHaveLength(1);
    expect(cities[0]?.ctCode).toBe(pro001?.cityCode);
    expect(cities[0]?.cityHotels.map((h) => h.hotelCode)).toContain('pro001');
    expect(cities[0]?.cityHotels.find((h) => h.hotelCode === 'pro001')?.isPreOpenning).toBe(false);
  });
});

describe('GET /hotel/getGroupCities', () => {
  it('lists the seeded cities in their groups', async () => {
    const data = expectSuccess(await getJson<GroupCities>(t.app, endpoints.getGroupCities.path));
    endpoints.getGroupCities.output.parse(data);
    expect(data.groups.length).toBeGreaterThan(0);
    const codes = data.groups.flatMap((g) => g.citys.map((c) => c.ctCode));
    expect(codes.sort()).toEqual([...SEED_CITIES].sort());
    for (const group of data.groups) {
      expect(group.groupName).toMatch(JAPANESE);
      for (const city of group.citys) {
        expect(city.cnName).toMatch(JAPANESE);
        expect(city.image).not.toBe('');
      }
    }
  });
});

describe('the shared client over inject', () => {
  it('sends GET input as the query and POST input as the body, as the apps do', async () => {
    const viaClient = await callApi(t.app, 'getCityHotel', { HotelCode: 'pro003' });
    expect(viaClient.status).toBe(200);
    expect(viaClient.envelope).toEqual((await getJson(t.app, `${endpoints.getCityHotel.path}?HotelCode=pro003`)).body);
    const posted = await callApi(t.app, 'getHotelInfo', { HotelCode: 'pro003' });
    expect(posted.envelope.data?.map((h) => h.hotelCode)).toEqual(['pro003']);
    const refused = await callApi(t.app, 'getBanner', { HotelCode: 'pro777' });
    expect(refused).toMatchObject({ status: 404, envelope: { success: false, statusCode: 404, data: null } });
  });
});
