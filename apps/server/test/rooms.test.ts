import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roomTypes } from '@hotel/db/schema/rooms';
import { demoRoomTypes } from '@hotel/db/seed/data/room-types';
import { endpoints } from '@hotel/shared/api/endpoints';
import { HOTEL_CODES } from '@hotel/shared/constants';
import type { RoomType } from '@hotel/shared/schemas/hotel';
import { expectFailure, expectSuccess, JAPANESE } from './helpers/expectations.ts';
import { postJson, useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const SEED_ROOM_CODES = ['SK', 'ST', 'DK', 'DT', 'EX', 'SU'];
const OPEN_HOTELS = HOTEL_CODES.filter((code) => code !== 'pro009');

const roomTypesOf = async (code: string) =>
  expectSuccess(await postJson<RoomType[]>(t.app, endpoints.getRoomType.path, { HotelCode: code }));

describe('POST /hotel/getRoomType', () => {
  it.each(OPEN_HOTELS)('lists the room types of %s', async (code) => {
    const rooms = await roomTypesOf(code);
    endpoints.getRoomType.output.parse(rooms);
    expect(rooms.length).toBeGreaterThan(0);
    expect(new Set(rooms.map((r) => r.rtCode)).size).toBe(rooms.length);
    for (const room of rooms) {
      expect(SEED_ROOM_CODES).toContain(room.rtCode);
      expect(room.rtName).toMatch(JAPANESE);
      expect(room.size).toMatch(/^\d+㎡$/);
      expect(room.maxOccupancy).toBeGreaterThanOrEqual(1);
      expect(room.maxOccupancy).toBeLessThanOrEqual(3);
      expect(room.shortImage).not.toBe('');
      expect(room.pcImages.length).toBeGreaterThan(0);
      expect(room.facilities.length).toBeGreaterThan(0);
      expect(room.rateList).toEqual([]);
    }
  });

  it.each(OPEN_HOTELS)('flags the recommended room types of %s as stored', async (code) => {
    const rooms = await roomTypesOf(code);
    const stored = await t.db.select({ code: roomTypes.code, isRecommended: roomTypes.isRecommended }).from(roomTypes).where(eq(roomTypes.hotelCode, code));
    const expected = Object.fromEntries(stored.map((r) => [r.code, r.isRecommended]));
    expect(Object.fromEntries(rooms.map((r) => [r.rtCode, r.isRecommended]))).toEqual(expected);
    // The seed recommends some room types of each hotel, not all: the carousel has a choice to show.
    const recommended = rooms.filter((r) => r.isRecommended).length;
    expect(recommended).toBeGreaterThan(0);
    expect(recommended).toBeLessThan(rooms.length);
  });

  it('answers for the pre-opening hotel too: its room types as the seed has them, in order', async () => {
    const rooms = await roomTypesOf('pro009');
    endpoints.getRoomType.output.parse(rooms);
    const seeded = demoRoomTypes().filter((room) => room.hotelCode === 'pro009');
    expect(seeded.length).toBeGreaterThan(0);
    expect(rooms.map((r) => ({ rtCode: r.rtCode, rtName: r.rtName, size: r.size, isRecommended: r.isRecommended, shortImage: r.shortImage, facilities: r.facilities }))).toEqual(
      seeded.map((room) => ({ rtCode: room.code, rtName: room.name, size: `${room.sizeSqm}㎡`, isRecommended: room.isRecommended, shortImage: room.shortImage, facilities: room.facilities })),
    );
    // Not yet open: nothing to sell, so no rates.
    for (const room of rooms) expect(room.rateList).toEqual([]);
  });

  it('lists nothing for the group code, which has no rooms', async () => {
    expect(await roomTypesOf('pro018')).toEqual([]);
  });
});

describe('POST /hotel/getRoomTypeDetail', () => {
  it.each(OPEN_HOTELS)('returns each room type of %s as getRoomType lists it', async (code) => {
    const rooms = await roomTypesOf(code);
    for (const { rateList: _rates, ...room } of rooms) {
      const detail = expectSuccess(
        await postJson<Omit<RoomType, 'rateList'>>(t.app, endpoints.getRoomTypeDetail.path, { hotelCode: code, roomTypeCode: room.rtCode }),
      );
      endpoints.getRoomTypeDetail.output.parse(detail);
      expect(detail).toEqual(room);
      expect(detail.remark).toMatch(JAPANESE);
    }
  });

  it('trims the room type code', async () => {
    const [room] = await roomTypesOf('pro001');
    const detail = expectSuccess(
      await postJson<RoomType>(t.app, endpoints.getRoomTypeDetail.path, { hotelCode: 'pro001', roomTypeCode: ` ${room?.rtCode} ` }),
    );
    expect(detail.rtCode).toBe(room?.rtCode);
  });

  it('does not find a room type of one hotel under another', async () => {
    const byHotel = new Map<string, string[]>();
    for (const code of OPEN_HOTELS) byHotel.set(code, (await roomTypesOf(code)).map((r) => r.rtCode));
    const missing = OPEN_HOTELS.flatMap((hotel) =>
      SEED_ROOM_CODES.filter((rt) => !byHotel.get(hotel)?.includes(rt)).map((rt) => ({ hotel, rt })),
    );
    for (const { hotel, rt } of missing) {
      expectFailure(await postJson(t.app, endpoints.getRoomTypeDetail.path, { hotelCode: hotel, roomTypeCode: rt }), 404);
    }
    // Codes are exact: lower case is another (unknown) code.
    const [first] = byHotel.get('pro001') ?? [];
    expectFailure(await postJson(t.app, endpoints.getRoomTypeDetail.path, { hotelCode: 'pro001', roomTypeCode: first?.toLowerCase() }), 404);
  });
});
