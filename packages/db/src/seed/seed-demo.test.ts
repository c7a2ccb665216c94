import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { DISCOUNT_TYPES, GROUP_CODE, HOTEL_CODES, SALE_TYPES } from '@hotel/shared/constants';
import { HOTEL_MEETINGS_MENU, HOTEL_THIRD_MENU } from '@hotel/shared/hotel-menu';
import { healthInfo, hotelHomeInfo, meetingInfo, teaInfo } from '@hotel/shared/schemas/content';
import { createDb, type DbHandle } from '../client.ts';
import { banners, brands, cities, cityGroups, hotels } from '../schema/hotel.ts';
import { ratePlans, roomNights } from '../schema/inventory.ts';
import { roomTypes } from '../schema/rooms.ts';
import { contentPages, hotelContent, news } from '../schema/cms.ts';
import { sales } from '../schema/sales.ts';
import { addDays } from '@hotel/shared/hotel-date';
import { DEMO_HOTELS } from './data/hotels.ts';
import { PAST_NIGHTS } from './demo-bookings.ts';
import { demoRoomTypes } from './data/room-types.ts';
import { demoRoomNights, isDatabaseEmpty, seedDemoData } from './seed-demo.ts';

const TODAY = '2026-11-21';
const DAYS = 30;

let handle: DbHandle;

beforeAll(async () => {
  handle = await createDb({ dataDir: 'memory://' });
  await handle.migrate();
  expect(await isDatabaseEmpty(handle.db)).toBe(true);
  await seedDemoData(handle.db, { today: TODAY, days: DAYS });
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

describe('seedDemoData', () => {
  it('creates the group row and six hotels, one of them pre-opening', async () => {
    const rows = await handle.db.select().from(hotels).orderBy(asc(hotels.sortOrder));
    expect(rows.map((h) => h.code)).toEqual([GROUP_CODE, ...HOTEL_CODES]);
    const [group, ...hotelRows] = rows;
    expect(group).toMatchObject({ isGroup: true, cityCode: null, brandId: null, tel: '400-820-0018' });
    for (const h of hotelRows) {
      expect(h.isGroup).toBe(false);
      expect(h.cityCode).not.toBeNull();
      expect(h.brandId).not.toBeNull();
      expect(h.description.length).toBeGreaterThanOrEqual(200);
      expect(h.description.length).toBeLessThanOrEqual(320);
      expect(h.zipCode).toMatch(/^\d{6}$/);
      expect(h.tel).toMatch(/^0\d{3}-\d{4}-\d{4}$/);
      expect(h.thirdMenu).toBe(HOTEL_THIRD_MENU[h.code as keyof typeof HOTEL_THIRD_MENU]);
      expect(h.meetingsMenu).toBe(HOTEL_MEETINGS_MENU[h.code as keyof typeof HOTEL_MEETINGS_MENU]);
    }
    const preOpening = hotelRows.filter((h) => h.isPreOpening);
    expect(preOpening).toHaveLength(1);
    expect(preOpening[0]).toMatchObject({ code: 'pro009', openingDate: '2027-04-01', cityCode: 'SZV' });
  });

  it('creates cities in two groups and five brands', async () => {
    expect(await handle.db.select().from(cityGroups)).toHaveLength(2);
    const cityRows = await handle.db.select().from(cities);
    expect(cityRows.map((c) => c.code).sort()).toEqual(['HGH', 'HZH', 'NGB', 'SHX', 'SZV']);
    for (const c of cityRows) expect(c.image).toBe(`/img/cities/${c.code.toLowerCase()}.webp`);
    const brandRows = await handle.db.select().from(brands);
    expect(brandRows.filter((b) => b.kind === 'hotel')).toHaveLength(4);
    expect(brandRows.filter((b) => b.kind === 'property')).toHaveLength(1);
    for (const b of brandRows) {
      expect(b.description.length).toBeGreaterThanOrEqual(150);
      expect(b.description.length).toBeLessThanOrEqual(300);
    }
  });

  it('creates four group banners and three per hotel', async () => {
    const rows = await handle.db.select().from(banners);
    expect(rows.filter((b) => b.hotelCode === GROUP_CODE)).toHaveLength(4);
    for (const code of HOTEL_CODES) expect(rows.filter((b) => b.hotelCode === code)).toHaveLength(3);
    for (const b of rows) expect(b.imageMobile).toBe(b.image.replace(/\.webp$/, '-m.webp'));
  });

  it('creates 4–6 room types per hotel with 3–4 recommended', async () => {
    const rows = await handle.db.select().from(roomTypes);
    for (const code of HOTEL_CODES) {
      const own = rows.filter((r) => r.hotelCode === code);
      expect(own.length).toBeGreaterThanOrEqual(4);
      expect(own.length).toBeLessThanOrEqual(6);
      const recommended = own.filter((r) => r.isRecommended).length;
      expect(recommended).toBeGreaterThanOrEqual(3);
      expect(recommended).toBeLessThanOrEqual(4);
    }
    for (const r of rows) {
      expect(['SK', 'ST', 'DK', 'DT', 'EX', 'SU']).toContain(r.code);
      expect(r.sizeSqm).toBeGreaterThanOrEqual(32);
      expect(r.sizeSqm).toBeLessThanOrEqual(120);
      expect(r.basePrice).toBeGreaterThanOrEqual(680);
      expect(r.basePrice).toBeLessThanOrEqual(3880);
      expect(r.defaultRooms).toBeGreaterThanOrEqual(8);
      expect(r.defaultRooms).toBeLessThanOrEqual(40);
      expect(r.features.length).toBeGreaterThanOrEqual(3);
      expect(r.features.length).toBeLessThanOrEqual(5);
      expect(r.facilities.length).toBeGreaterThanOrEqual(8);
      expect(r.facilities.length).toBeLessThanOrEqual(14);
      expect(r.remark.length).toBeGreaterThanOrEqual(80);
      expect(r.remark.length).toBeLessThanOrEqual(200);
      expect(r.images).toHaveLength(3);
    }
  });

  it('creates one night per day from a week before today for every room type of an open hotel, none for the pre-opening hotel', async () => {
    const rooms = await handle.db.select().from(roomTypes);
    const nights = await handle.db.select().from(roomNights);
    for (const room of rooms) {
      const own = nights.filter((n) => n.hotelCode === room.hotelCode && n.roomTypeCode === room.code);
      if (room.hotelCode === 'pro009') {
        expect(own).toHaveLength(0);
        continue;
      }
      expect(own).toHaveLength(PAST_NIGHTS + DAYS);
      expect(own.map((n) => n.stayDate).sort()).toEqual(Array.from({ length: PAST_NIGHTS + DAYS }, (_, i) => addDays(TODAY, i - PAST_NIGHTS)));
      for (const n of own) {
        expect(n.price).toBeGreaterThanOrEqual(room.basePrice);
        expect(n.totalRooms).toBeLessThanOrEqual(room.defaultRooms);
        expect(n.soldRooms).toBeLessThanOrEqual(n.totalRooms);
      }
    }
  });

  it('opens the pre-opening hotel for sale from its opening date', () => {
    const nights = demoRoomNights(demoRoomTypes(), DEMO_HOTELS, '2027-03-20', 30);
    const suzhou = nights.filter((n) => n.hotelCode === 'pro009');
    expect(suzhou.length).toBeGreaterThan(0);
    expect(suzhou.every((n) => n.stayDate >= '2027-04-01')).toBe(true);
    expect(suzhou.filter((n) => n.roomTypeCode === 'SK')).toHaveLength(18); // 1–18 April
  });

  it('gives every discount type a demo code on every hotel', async () => {
    const plans = await handle.db.select().from(ratePlans);
    for (const code of HOTEL_CODES) {
      const own = plans.filter((p) => p.hotelCode === code);
      expect(own.map((p) => p.code).sort()).toEqual(['ADV', 'ADVBF', 'BAR', 'BARBF', 'CORP', 'GRP', 'MEM', 'PROMO', 'TA']);
      for (const type of DISCOUNT_TYPES) {
        const plan = own.find((p) => p.discountType === type);
        expect(plan?.discountCode).toMatch(/^[A-Z0-9]+$/);
      }
      expect(own.find((p) => p.code === 'MEM')).toMatchObject({ memberOnly: true, priceFactor: 92, isFreeCancel: true });
      for (const p of own.filter((p) => p.payment === 'prepaid')) expect(p.isFreeCancel).toBe(false);
    }
  });

  it('creates offers covering every sale type, some at group level', async () => {
    const rows = await handle.db.select().from(sales).orderBy(asc(sales.id));
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((s) => s.typeName))).toEqual(new Set(SALE_TYPES));
    const groupLevel = rows.filter((s) => s.isGroup).length;
    expect(groupLevel).toBeGreaterThanOrEqual(4);
    expect(groupLevel).toBeLessThanOrEqual(5);
    rows.forEach((s, i) => {
      expect(s.showImage).toBe(`/img/sales/${i + 1}.webp`);
      expect(s.beginDate <= s.endDate).toBe(true);
      expect(s.endDate >= TODAY).toBe(true);
      expect(s.salesList.length).toBeGreaterThanOrEqual(3);
      expect(s.salesList.length).toBeLessThanOrEqual(6);
    });
    expect(rows.filter((s) => s.beginDate <= TODAY).length).toBeGreaterThanOrEqual(rows.length - 2);
  });

  it('creates group news and the four built-in articles', async () => {
    const groupNews = await handle.db.select().from(news).where(eq(news.sid, 18)).orderBy(asc(news.id));
    expect(groupNews.length).toBeGreaterThanOrEqual(12);
    expect(groupNews.map((n) => n.id)).toEqual(groupNews.map((_, i) => i + 1));
    for (const n of groupNews) {
      expect(n.publishedOn < TODAY).toBe(true);
      expect(n.publishedOn >= addDays(TODAY, -310)).toBe(true);
      expect(n.summary.length).toBeGreaterThanOrEqual(80);
      expect(n.summary.length).toBeLessThanOrEqual(150);
      expect((n.content.match(/<p>/g) ?? []).length).toBeGreaterThanOrEqual(3);
    }
    const articles = await handle.db.select().from(news).where(eq(news.sid, 0));
    expect(articles.map((a) => a.id).sort()).toEqual([199, 200, 201, 210]);
    for (const a of articles) expect(a.image).toBe(`/img/articles/${a.id}.webp`);
  });

  it('creates the about and footer content pages', async () => {
    const rows = await handle.db.select().from(contentPages).orderBy(asc(contentPages.sid));
    expect(rows.map((p) => [p.sid, p.code])).toEqual([
      [75, 'brandStory'],
      [76, 'brandCenter'],
      [77, 'serviceStandards'],
      [78, 'joinFelton'],
      [79, 'privacyPolicy'],
      [80, 'personalAndPropertySafety'],
      [81, 'websiteTermsOfUse'],
      [82, 'contactUs'],
      [84, 'careerDevelop'],
    ]);
    for (const p of rows) expect(p.content.length).toBeGreaterThan(800);
    const contact = rows.find((p) => p.code === 'contactUs')!;
    for (const h of DEMO_HOTELS) expect(contact.content).toContain(h.tel);
  });

  it('stores CMS blocks that match the shared schemas exactly', async () => {
    const rows = await handle.db.select().from(hotelContent);
    const schemas = { meeting: meetingInfo, health: healthInfo, tea: teaInfo, home: hotelHomeInfo };
    expect(rows.filter((r) => r.hotelCode === GROUP_CODE).map((r) => r.kind)).toEqual(['meeting']);
    for (const code of HOTEL_CODES) {
      expect(rows.filter((r) => r.hotelCode === code).map((r) => r.kind).sort()).toEqual(['health', 'home', 'meeting', 'tea']);
    }
    for (const row of rows) {
      const data = schemas[row.kind].strict().parse(row.data);
      expect(data.HotelCode).toBe(row.hotelCode);
      if (row.kind === 'health' || row.kind === 'tea') {
        expect((data as { BannerTitle: string }).BannerTitle).toBe(HOTEL_THIRD_MENU[row.hotelCode as keyof typeof HOTEL_THIRD_MENU]);
      }
    }
  });

  it('refers only to pictures that exist in the web app', async () => {
    const publicDir = fileURLToPath(new URL('../../../../apps/web/public', import.meta.url));
    const tables = [banners, brands, cities, contentPages, hotelContent, hotels, news, roomTypes, sales] as const;
    const dump = JSON.stringify(await Promise.all(tables.map((t) => handle.db.select().from(t))));
    const paths = [...new Set(dump.match(/\/img\/[\w/.-]+/g))];
    expect(paths.length).toBeGreaterThan(300);
    expect(paths.filter((p) => !existsSync(`${publicDir}${p}`))).toEqual([]);
  });

  it('leaves a seeded database alone when run again', async () => {
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
    const before = (await handle.db.select().from(roomNights)).length;
    await seedDemoData(handle.db, { today: TODAY, days: DAYS });
    expect((await handle.db.select().from(roomNights)).length).toBe(before);
    expect(await handle.db.select().from(hotels)).toHaveLength(7);
  });

  it('rejects a malformed date', async () => {
    await expect(seedDemoData(handle.db, { today: '2026-13-01' })).rejects.toThrow(/YYYY-MM-DD/);
  });
});
