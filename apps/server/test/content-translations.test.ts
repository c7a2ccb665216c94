import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hotelContent, news } from '@hotel/db/schema/cms';
import { hotels } from '@hotel/db/schema/hotel';
import { ratePlans } from '@hotel/db/schema/inventory';
import { roomTypes } from '@hotel/db/schema/rooms';
import { endpoints } from '@hotel/shared/api/endpoints';
import { withTranslation, type Translations } from '@hotel/shared/content-translation';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import type { RoomWithRates } from '@hotel/shared/schemas/booking';
import type { Hotel } from '@hotel/shared/schemas/hotel';
import type { InventoryHold } from '@hotel/shared/schemas/booking';
import type { Order } from '@hotel/shared/schemas/order';
import { bookStay, newMember } from './helpers/booking.ts';
import { SITE_HEADERS } from './helpers/member-app.ts';
import { useWebApp } from './helpers/web-app.ts';

/**
 * Staff-written content in Chinese and English (issue 29, decision 0073): a guest reads an item
 * in their language where it is translated and in Japanese where not, with a note saying so; the
 * Japanese answers stay the specification's; the caches keep the languages apart and drop a
 * translation's change.
 */
const web = useWebApp({ demoMode: true });
const HOTEL = 'pro001';

async function hotelIn(lang?: string) {
  const res = await web.app.inject({ method: 'GET', url: endpoints.getHotelByCode.path, query: { hotelCode: HOTEL }, headers: lang ? { 'accept-language': lang } : {} });
  expect(res.statusCode).toBe(200);
  return { hotel: res.json<{ data: Hotel }>().data, vary: String(res.headers.vary ?? '') };
}

async function translate(table: typeof hotels | typeof roomTypes | typeof ratePlans, where: ReturnType<typeof eq>, translations: Translations) {
  await web.db.update(table).set({ translations }).where(where);
  // Written past the services: the read cache hears of it through the change feed, so wait for it (PostgreSQL's NOTIFY comes a moment later).
  await web.app.changes.sync();
}

/** The stored row's Japanese and one language's fields written over it. */
async function hotelTranslation(lang: 'zh' | 'en', fields: Record<string, string>) {
  const [row] = await web.db.select().from(hotels).where(eq(hotels.code, HOTEL));
  return withTranslation('hotel', row!, row!.translations, lang, fields);
}

async function searchIn(lang: string): Promise<RoomWithRates[]> {
  const today = hotelToday(new Date());
  const res = await web.app.inject({
    method: 'POST',
    url: endpoints.getRoomAndRate.path,
    headers: { ...SITE_HEADERS, 'accept-language': lang },
    payload: { HotelCode: HOTEL, CheckIn: addDays(today, 7), CheckOut: addDays(today, 8), roomNum: 1, adultNum: 1, childrenNum: 0 },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: RoomWithRates[] }>().data;
}

/** How many times the fallback note is drawn (its words are in every page's messages too). */
const notesDrawn = (html: string) => html.split('role="note"').length - 1;

describe('content in the guest’s language', () => {
  it('answers Japanese as stored, and the translated words with a flag for what is still Japanese', async () => {
    await translate(hotels, eq(hotels.code, HOTEL), {});
    const ja = await hotelIn();
    expect(ja.hotel).not.toHaveProperty('untranslated');
    expect(ja.vary).toContain('accept-language');

    // Only the name written: the rest reads in Japanese, and the answer says so.
    await translate(hotels, eq(hotels.code, HOTEL), await hotelTranslation('en', { name: 'Felton Grand Hangzhou' }));
    const partial = await hotelIn('en-GB,en;q=0.9');
    expect(partial.hotel.hotelName).toBe('Felton Grand Hangzhou');
    expect(partial.hotel.description).toBe(ja.hotel.description);
    expect(partial.hotel.untranslated).toBe(true);
    // The same address in Japanese is not served from the English entry of the cache.
    expect((await hotelIn()).hotel).toEqual(ja.hotel);
    // No Chinese written at all: Japanese words, flagged.
    const zh = await hotelIn('zh-CN');
    expect(zh.hotel.hotelName).toBe(ja.hotel.hotelName);
    expect(zh.hotel.untranslated).toBe(true);

    const whole = await hotelTranslation('en', {
      name: 'Felton Grand Hangzhou',
      shortName: 'Grand Hangzhou',
      feature: 'By West Lake',
      businessType: 'Resort',
      description: 'A garden hotel beside West Lake.',
      address: '1 Lakeside Road, Hangzhou',
    });
    await translate(hotels, eq(hotels.code, HOTEL), whole);
    const en = await hotelIn('en');
    expect(en.hotel).toMatchObject({ hotelName: 'Felton Grand Hangzhou', name: 'Grand Hangzhou', address: '1 Lakeside Road, Hangzhou', tel: ja.hotel.tel, zipCode: ja.hotel.zipCode });
    expect(en.hotel).not.toHaveProperty('untranslated');
  });

  it('searches in the language: room types and plans translated, the same prices', async () => {
    const [room] = await web.db.select().from(roomTypes).where(eq(roomTypes.hotelCode, HOTEL)).limit(1);
    const plans = await web.db.select().from(ratePlans).where(eq(ratePlans.hotelCode, HOTEL));
    await translate(roomTypes, and(eq(roomTypes.hotelCode, HOTEL), eq(roomTypes.code, room!.code))!, withTranslation('roomType', room!, {}, 'zh', { name: '湖景豪华大床房' }));
    for (const plan of plans) await translate(ratePlans, and(eq(ratePlans.hotelCode, HOTEL), eq(ratePlans.code, plan.code))!, withTranslation('ratePlan', plan, {}, 'zh', { name: `${plan.code} 套餐` }));

    const ja = await searchIn('ja');
    const zh = await searchIn('zh-Hans');
    const jaRoom = ja.find((r) => r.rtCode === room!.code)!;
    const zhRoom = zh.find((r) => r.rtCode === room!.code)!;
    expect(jaRoom.rtName).toBe(room!.name);
    expect(zhRoom.rtName).toBe('湖景豪华大床房');
    expect(zhRoom.untranslated).toBe(true); // the bed type and the rest are not written
    expect(zhRoom.rateList.length).toBeGreaterThan(0);
    expect(zhRoom.rateList.map((r) => r.rateClassName)).toEqual(jaRoom.rateList.map((r) => `${r.rateCode} 套餐`));
    expect(zhRoom.rateList.map((r) => [r.rateCode, r.totalPrice, r.discountedPrice])).toEqual(jaRoom.rateList.map((r) => [r.rateCode, r.totalPrice, r.discountedPrice]));
    expect(jaRoom).not.toHaveProperty('untranslated');
  });

  it('draws the translated words on the pages, with the note only where some are Japanese', async () => {
    const [block] = await web.db.select().from(hotelContent).where(and(eq(hotelContent.hotelCode, HOTEL), eq(hotelContent.kind, 'meeting')));
    await web.db
      .update(hotelContent)
      .set({ translations: withTranslation('meeting', block!.data, {}, 'en', { MeetingIntro: 'Meetings by West Lake, planned with you.' }) })
      .where(and(eq(hotelContent.hotelCode, HOTEL), eq(hotelContent.kind, 'meeting')));
    const en = (await web.app.inject({ method: 'GET', url: `/en/${HOTEL}/meetings` })).body;
    expect(en).toContain('>Meetings by West Lake, planned with you.<');
    expect(notesDrawn(en)).toBe(1);
    expect(en).toContain('>Part of this page has not been translated yet and is shown in Japanese.<');
    const ja = (await web.app.inject({ method: 'GET', url: `/${HOTEL}/meetings` })).body;
    expect(notesDrawn(ja)).toBe(0);
    expect(ja).not.toContain('>Meetings by West Lake, planned with you.<');

    // The newest news item, wholly translated: no note.
    const list = await web.app.inject({ method: 'GET', url: endpoints.newslist.path, query: { sid: '18', pageIndex: '1', pageSize: '1' } });
    const newest = list.json<{ data: { list: { newid: number }[] } }>().data.list[0]!;
    const [item] = await web.db.select().from(news).where(eq(news.id, newest.newid));
    await web.db
      .update(news)
      .set({ translations: withTranslation('news', item!, {}, 'zh', { title: '西湖冬日限定', summary: '冬季特别活动。', content: '<p>欢迎光临。</p>' }) })
      .where(eq(news.id, item!.id));
    const zh = (await web.app.inject({ method: 'GET', url: `/zh/newsdetail/${item!.id}` })).body;
    expect(zh).toContain('>西湖冬日限定<');
    expect(notesDrawn(zh)).toBe(0);
  });

  it('names the held and booked room and plan in the guest’s language, keeping the Japanese it was sold under', async () => {
    const [room] = await web.db.select().from(roomTypes).where(and(eq(roomTypes.hotelCode, HOTEL), eq(roomTypes.code, 'SK')));
    const [plan] = await web.db.select().from(ratePlans).where(and(eq(ratePlans.hotelCode, HOTEL), eq(ratePlans.code, 'BAR')));
    await translate(roomTypes, and(eq(roomTypes.hotelCode, HOTEL), eq(roomTypes.code, 'SK'))!, withTranslation('roomType', room!, {}, 'en', { name: 'Superior King' }));
    await translate(ratePlans, and(eq(ratePlans.hotelCode, HOTEL), eq(ratePlans.code, 'BAR'))!, withTranslation('ratePlan', plan!, {}, 'en', { name: 'Best Available Rate' }));
    const { token } = await newMember(web.app);
    const today = hotelToday(new Date());
    const booked = await bookStay(web.app, token, { checkIn: addDays(today, 10), checkOut: addDays(today, 11) });
    expect(booked.hold).toMatchObject({ roomTypeName: room!.name, rateName: plan!.name });

    const read = (url: string, lang: string) => web.app.inject({ method: 'GET', url, headers: { ...SITE_HEADERS, usertoken: token, 'accept-language': lang } });
    const en = (await read(`${endpoints.getOrderDetail.path}?orderId=${booked.id}`, 'en')).json<{ data: Order }>().data;
    expect(en).toMatchObject({ roomTypeName: 'Superior King', rateName: 'Best Available Rate' });
    const ja = (await read(`${endpoints.getOrderDetail.path}?orderId=${booked.id}`, 'ja')).json<{ data: Order }>().data;
    expect(ja).toMatchObject({ roomTypeName: room!.name, rateName: plan!.name, hotelName: (await hotelIn()).hotel.hotelName });

    // A live hold read in English.
    const held = await web.app.inject({
      method: 'POST',
      url: endpoints.checkInventory.path,
      headers: { ...SITE_HEADERS, usertoken: token, 'accept-language': 'en' },
      payload: { hotelCode: HOTEL, roomTypeCode: 'SK', rateCode: 'BAR', roomQty: 1, checkIn: addDays(today, 12), checkOut: addDays(today, 13) },
    });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json<{ data: InventoryHold }>().data).toMatchObject({ roomTypeName: 'Superior King', rateName: 'Best Available Rate' });
  });
});
