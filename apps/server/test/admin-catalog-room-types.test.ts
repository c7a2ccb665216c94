import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { CATALOG_MESSAGES } from '@hotel/shared/schemas/admin/catalog';
import type { RoomWithRates } from '@hotel/shared/schemas/booking';
import type { RoomType } from '@hotel/shared/schemas/hotel';
import { auditLog } from '@hotel/db/schema/audit';
import { roomNights } from '@hotel/db/schema/inventory';
import { bookStay, dayFromToday, newMember, night } from './helpers/booking.ts';
import { listTypes, managerHeaders, roomTypeBody, saveType } from './helpers/catalog.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { call, useMemberApp } from './helpers/member-app.ts';
import { SEED_DAYS } from './helpers/seed-days.ts';

const t = useMemberApp();

async function search(from: number, nights = 1) {
  const response = await call<RoomWithRates[]>(t.app, 'POST', endpoints.getRoomAndRate.path, {
    body: { HotelCode: 'pro001', CheckIn: dayFromToday(t.clock, from), CheckOut: dayFromToday(t.clock, from + nights), roomNum: 1, adultNum: 1, childrenNum: 0 },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return new Map(response.body.data.map((room) => [room.rtCode, room]));
}

const guestRoomTypes = async () => (await call<RoomType[]>(t.app, 'POST', endpoints.getRoomType.path, { body: { HotelCode: 'pro001' } })).body.data;

describe('room types in the back office', () => {
  it('lists the hotel room types and the images they use', async () => {
    const headers = await managerHeaders(t.app);
    const { roomTypes, imageChoices } = expectSuccess(await listTypes(t.app, headers));
    expect(roomTypes.map((r) => r.code)).toEqual(expect.arrayContaining(['SK', 'DK']));
    expect(imageChoices.length).toBeGreaterThan(3);
    expect(imageChoices.every((p) => p.startsWith('/img/hotels/pro001/'))).toBe(true);
  });

  it('a new room type is bookable at once: its nights are opened, search prices it, a guest books it', async () => {
    const headers = await managerHeaders(t.app);
    const created = await saveType(t.app, headers, roomTypeBody({ code: 'gs' }));
    expect(expectSuccess(created)).toMatchObject({ code: 'GS', name: 'ガーデンスイート', defaultRooms: 4, basePrice: 3200 });

    // The same horizon as the hotel's other types: today through the seeded last night.
    const first = await night(t.db, 'pro001', 'GS', dayFromToday(t.clock, 0));
    expect(first).toMatchObject({ price: 3200, totalRooms: 4, soldRooms: 0 });
    const nights = await t.db.select().from(roomNights).where(and(eq(roomNights.hotelCode, 'pro001'), eq(roomNights.roomTypeCode, 'GS')));
    expect(nights.length).toBe(SEED_DAYS);

    const gs = (await search(4, 2)).get('GS')!;
    expect(gs).toMatchObject({ rtName: 'ガーデンスイート', isRecommended: true, maxOccupancy: 3 });
    expect(gs.rateList.find((r) => r.rateCode === 'BAR')).toMatchObject({ price: 3200, totalPrice: 6400, availableRooms: 4 });

    const member = await newMember(t.app);
    const booked = await bookStay(t.app, member.token, { roomTypeCode: 'GS', rateCode: 'BAR', checkIn: dayFromToday(t.clock, 4), checkOut: dayFromToday(t.clock, 6) });
    expect(booked.hold).toMatchObject({ roomTypeName: 'ガーデンスイート', totalAmount: 6400 });
    expect((await night(t.db, 'pro001', 'GS', dayFromToday(t.clock, 4))).soldRooms).toBe(1);

    const [line] = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'room_type'), eq(auditLog.entityId, 'pro001/GS')));
    expect(line).toMatchObject({ action: 'create', hotelCode: 'pro001', before: null });
    expect(line!.after).toMatchObject({ code: 'GS', openedNights: SEED_DAYS });
  });

  it('an edit shows at once on the guest pages and in search, and is audited; the nights keep their prices', async () => {
    const headers = await managerHeaders(t.app);
    const sk = expectSuccess(await listTypes(t.app, headers)).roomTypes.find((r) => r.code === 'SK')!;
    const priceBefore = (await night(t.db, 'pro001', 'SK', dayFromToday(t.clock, 3))).price;
    const saved = await saveType(t.app, headers, { ...sk, mode: 'update', name: 'スーペリアキング（中庭）', features: '中庭側\nバルコニー付き\n', maxOccupancy: '2', isRecommended: '', basePrice: 1999 });
    expect(expectSuccess(saved)).toMatchObject({ name: 'スーペリアキング（中庭）', features: ['中庭側', 'バルコニー付き'], maxOccupancy: 2, isRecommended: false });

    expect((await guestRoomTypes()).find((r) => r.rtCode === 'SK')).toMatchObject({ rtName: 'スーペリアキング（中庭）', features: ['中庭側', 'バルコニー付き'], maxOccupancy: 2 });
    expect((await search(3)).get('SK')!.rtName).toBe('スーペリアキング（中庭）');
    expect((await night(t.db, 'pro001', 'SK', dayFromToday(t.clock, 3))).price).toBe(priceBefore);

    const lines = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'room_type'), eq(auditLog.entityId, 'pro001/SK')));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.before).toMatchObject({ name: sk.name, basePrice: sk.basePrice });
    expect(lines[0]!.after).toMatchObject({ name: 'スーペリアキング（中庭）', basePrice: 1999 });
  });
});

describe('room type validation (400, Japanese, nothing saved)', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a bad code', { code: 'a b' }, CATALOG_MESSAGES.roomTypeCodeInvalid],
    ['no name', { name: '' }, CATALOG_MESSAGES.roomTypeNameRequired],
    ['a party of 4', { maxOccupancy: 4 }, CATALOG_MESSAGES.maxOccupancyInvalid],
    ['no size', { sizeSqm: '' }, CATALOG_MESSAGES.sizeInvalid],
    ['no photo', { images: [] }, CATALOG_MESSAGES.imagesRequired],
    ['a script address for a photo', { images: ['javascript:alert(1)'] }, CATALOG_MESSAGES.imagePathInvalid],
    ['a way out of the site', { shortImage: '/img/../../etc/passwd' }, CATALOG_MESSAGES.imagePathInvalid],
    ['a negative room count', { defaultRooms: -1 }, CATALOG_MESSAGES.defaultRoomsInvalid],
    ['a price of 0', { basePrice: 0 }, CATALOG_MESSAGES.basePriceInvalid],
    ['a long feature', { features: ['あ'.repeat(41)] }, CATALOG_MESSAGES.featuresInvalid],
  ];
  it.each(cases)('%s', async (_name, overrides, message) => {
    const headers = await managerHeaders(t.app);
    const response = await saveType(t.app, headers, roomTypeBody({ code: 'BADT', ...overrides }));
    expectFailure(response, 400);
    expect(response.body.message).toContain(message);
    expect((await listTypes(t.app, headers)).body.data.roomTypes.map((r) => r.code)).not.toContain('BADT');
  });

  it('create refuses a code in use (400) and update of an unknown type is 404; a foreign hotel is 403', async () => {
    const headers = await managerHeaders(t.app);
    const again = await saveType(t.app, headers, roomTypeBody({ code: 'DK' }));
    expectFailure(again, 400);
    expect(again.body.message).toBe(CATALOG_MESSAGES.roomTypeCodeTaken);
    expectFailure(await saveType(t.app, headers, roomTypeBody({ mode: 'update', code: 'NOPE' })), 404);
    expectFailure(await saveType(t.app, headers, roomTypeBody({ hotel: 'pro003', code: 'FOREIGN' })), 403);
  });
});
