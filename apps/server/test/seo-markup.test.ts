import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '@hotel/db/schema/cms';
import { hotels } from '@hotel/db/schema/hotel';
import { roomNights } from '@hotel/db/schema/inventory';
import { promotions } from '@hotel/db/schema/discounts';
import { endpoints } from '@hotel/shared/api/endpoints';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import type { RoomWithRates } from '@hotel/shared/schemas/booking';
import { buildApp } from '../src/app.ts';
import { registerWeb } from '../src/web/web-handler.ts';
import { checkJsonLd, jsonLdBlocks, nodesOfType } from './helpers/structured-data.ts';
import { createTestDb, type TestDb } from './helpers/test-db.ts';
import { TEST_PASSWORD_COST } from './helpers/password-cost.ts';

/**
 * The pages' head (decision 0036), rendered through the app as a visitor gets them: canonical
 * addresses, Open Graph and Twitter cards, and schema.org JSON-LD that passes the structured-data
 * checker, with Offer prices equal to the booking engine's answer for the same stay. The page
 * cache keeps pages with their JSON-LD intact under the hash-based policy.
 */
const ORIGIN = 'https://www.felton.example';
let app: FastifyInstance;
let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildApp({ passwordCost: TEST_PASSWORD_COST, db: testDb.db, demoMode: true, publicOrigin: ORIGIN });
  await registerWeb(app, { production: true, fromSources: true, demoMode: true, pageCache: true, publicOrigin: ORIGIN });
  await app.ready();
}, 240_000);

afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

async function page(url: string) {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res;
}
const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replaceAll('&amp;', '&');
const canonicalOf = (html: string) => attr(html, /<link rel="canonical" href="([^"]+)"/);
const ogImageOf = (html: string) => attr(html, /<meta property="og:image" content="([^"]+)"/);

/** Every JSON-LD block of the page, each checked: the list of types found. */
function validBlocks(html: string) {
  const blocks = jsonLdBlocks(html);
  for (const { data } of blocks) expect(checkJsonLd(data)).toEqual([]);
  return blocks.map(({ data }) => data);
}

/** The booking engine's answer for the default stay the pages use: today–tomorrow, 1 room, 1 adult. */
async function engineRates(hotelCode: string): Promise<RoomWithRates[]> {
  const today = hotelToday();
  const res = await app.inject({
    method: 'POST',
    url: endpoints.getRoomAndRate.path,
    payload: { HotelCode: hotelCode, CheckIn: today, CheckOut: addDays(today, 1), roomNum: 1, adultNum: 1, childrenNum: 0 },
  });
  return res.json<{ data: RoomWithRates[] }>().data;
}
const publicOffers = (rooms: RoomWithRates[]) =>
  rooms.flatMap((room) => room.rateList.filter((r) => !r.memberOnly && r.availableRooms > 0).map((r) => ({ name: `${room.rtName}・${r.rateName}`, price: r.discountedPrice })));

describe('hotel pages', () => {
  it('a hotel home: canonical without the stay, its own picture, a valid Hotel whose Offers are the engine’s prices', async () => {
    const res = await page('/pro001/home?utm_source=mail&checkIn=2099-01-01');
    const html = res.body;
    expect(canonicalOf(html)).toBe(`${ORIGIN}/pro001/home`);
    expect(ogImageOf(html)).toMatch(new RegExp(`^${ORIGIN}/img/hotels/pro001/`));
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(attr(html, /<meta name="twitter:image" content="([^"]+)"/)).toBe(ogImageOf(html));
    const [hotel, ...others] = validBlocks(html);
    expect(others).toEqual([]);
    expect(hotel).toMatchObject({
      '@type': 'Hotel',
      name: 'フェルトン・グランド杭州西湖',
      url: `${ORIGIN}/pro001/home`,
      telephone: '0571-8799-0001',
      address: { '@type': 'PostalAddress', streetAddress: '浙江省杭州市西湖区楊公堤168号', postalCode: '310007', addressCountry: 'CN' },
    });
    // Position, grade and times as the catalogue keeps them; times with the hotels' offset.
    expect(hotel).toMatchObject({
      geo: { '@type': 'GeoCoordinates', latitude: 30.2468, longitude: 120.1336 },
      starRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5 },
      checkinTime: '15:00:00+08:00',
      checkoutTime: '12:00:00+08:00',
    });
    expect(nodesOfType(hotel!, 'LocationFeatureSpecification').map((f) => f['name'])).toContain('無料Wi-Fi');
    const offers = nodesOfType(hotel!, 'Offer').map((o) => ({ name: o['name'], price: o['price'] }));
    expect(offers.length).toBeGreaterThan(0);
    expect(offers).toEqual(publicOffers(await engineRates('pro001')));
  }, 120_000);

  it('a room page: canonical keeps only the room index; its Offers are that room type’s rates from the engine', async () => {
    // A promotion open to anyone: an Offer's price is what the guest pays, as on the rooms page (issue 22).
    await testDb.db.insert(promotions).values({ name: 'SEO確認割', kind: 'amount', value: 100, hotelCodes: ['pro003'] });
    await app.changes.sync();
    const html = (await page('/pro003/room-detail/room-detail?index=1&adults=1&fbclid=x')).body;
    expect(canonicalOf(html)).toBe(`${ORIGIN}/pro003/room-detail/room-detail?index=1`);
    expect(ogImageOf(html)).toMatch(new RegExp(`^${ORIGIN}/`));
    const [hotel] = validBlocks(html);
    const rooms = await engineRates('pro003');
    const room = rooms[1]!;
    const offers = nodesOfType(hotel!, 'Offer');
    expect(room.rateList[0]!.discountedPrice).toBe(room.rateList[0]!.totalPrice - 100);
    expect(offers.map((o) => ({ name: o['name'], price: o['price'] }))).toEqual(publicOffers([room]));
    expect(offers[0]!['url']).toBe(`${ORIGIN}/pro003/rooms?checkIn=${hotelToday()}&checkOut=${addDays(hotelToday(), 1)}&rooms=1&adults=1`);
  });

  it('an Offer follows a price change at once (page cache and read cache dropped by the change feed)', async () => {
    await page('/pro005/room-detail/room-detail?index=0');
    const [room] = await engineRates('pro005');
    await testDb.db
      .update(roomNights)
      .set({ price: sql`${roomNights.price} + 111` })
      .where(and(eq(roomNights.hotelCode, 'pro005'), eq(roomNights.roomTypeCode, room!.rtCode), eq(roomNights.stayDate, hotelToday())));
    await app.changes.sync();
    const html = (await page('/pro005/room-detail/room-detail?index=0')).body;
    const [changed] = await engineRates('pro005');
    expect(changed!.rateList[0]!.totalPrice).toBeGreaterThan(room!.rateList[0]!.totalPrice);
    const [hotel] = validBlocks(html);
    expect(nodesOfType(hotel!, 'Offer').map((o) => ({ name: o['name'], price: o['price'] }))).toEqual(publicOffers([changed!]));
  });

  it('the Hotel’s position, grade and times follow the database, and a hotel without them has none of those keys', async () => {
    const [before] = validBlocks((await page('/pro008/about-us')).body);
    expect(before).toMatchObject({ geo: { latitude: 30.5862, longitude: 119.7301 }, starRating: { ratingValue: 5 }, checkinTime: '15:00:00+08:00' });
    await testDb.db.update(hotels).set({ latitude: 30.6, longitude: 119.7, starRating: 4, checkInTime: '14:00', checkOutTime: '11:00' }).where(eq(hotels.code, 'pro008'));
    await app.changes.sync();
    const [changed] = validBlocks((await page('/pro008/about-us')).body);
    expect(changed).toMatchObject({
      geo: { latitude: 30.6, longitude: 119.7 },
      starRating: { ratingValue: 4 },
      checkinTime: '14:00:00+08:00',
      checkoutTime: '11:00:00+08:00',
    });
    await testDb.db.update(hotels).set({ latitude: null, longitude: null, starRating: null, checkInTime: null, checkOutTime: null }).where(eq(hotels.code, 'pro008'));
    await app.changes.sync();
    const html = (await page('/pro008/about-us')).body;
    const [without] = validBlocks(html);
    expect(without).toMatchObject({ '@type': 'Hotel', url: `${ORIGIN}/pro008/home` });
    for (const key of ['geo', 'starRating', 'checkinTime', 'checkoutTime']) expect(without).not.toHaveProperty(key);
    expect(html).not.toContain('チェックイン');
  });

  it('a hotel not yet open offers nothing: its Hotel has no Offers, and the page is still kept', async () => {
    const first = await page('/pro009/home');
    const [hotel] = validBlocks(first.body);
    expect(hotel).toMatchObject({ '@type': 'Hotel', url: `${ORIGIN}/pro009/home` });
    expect(hotel).not.toHaveProperty('makesOffer');
    expect((await page('/pro009/home')).headers['x-page-cache']).toBe('hit');
  });

  it('other hotel pages carry the Hotel too, and an offer names its one canonical address', async () => {
    for (const url of ['/pro001/about-us', '/pro001/rooms', '/pro001/sales']) {
      const html = (await page(url)).body;
      expect(canonicalOf(html)).toBe(`${ORIGIN}${url}`);
      expect(validBlocks(html).map((b) => b['@type'])).toEqual(['Hotel']);
    }
    const sales = await app.publicReads.getsalelist({ hotelCode: 'pro001' }, 'ja');
    const sale = sales.find((s) => s.hotelCode === 'pro001' && s.isGroup === 0)!;
    for (const url of [`/sales/${sale.id}`, `/pro001/sales/${sale.id}`]) {
      const html = (await page(url)).body;
      expect(canonicalOf(html)).toBe(`${ORIGIN}/pro001/sales/${sale.id}`);
      expect(ogImageOf(html)).toBe(`${ORIGIN}${sale.showImage}`);
    }
  });
});

describe('news and group pages', () => {
  it('a news page: a valid NewsArticle with its picture and date; a title with </script> cannot break out', async () => {
    const title = '新しい茶館</script><script>alert(1)</script>のご案内';
    const [item] = await testDb.db
      .insert(news)
      .values({ sid: 18, title, image: '/img/news/news-1.webp', summary: '茶館のご案内', content: '<p>本文</p>', publishedOn: hotelToday() })
      .returning({ id: news.id });
    await app.changes.sync();
    const res = await page(`/newsdetail/${item!.id}`);
    const html = res.body;
    expect(canonicalOf(html)).toBe(`${ORIGIN}/newsdetail/${item!.id}`);
    expect(ogImageOf(html)).toBe(`${ORIGIN}/img/news/news-1.webp`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    const blocks = jsonLdBlocks(html);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.json).toContain('\\u003c/script\\u003e');
    expect(html).not.toContain('<script>alert(1)');
    const [article] = validBlocks(html);
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      headline: title,
      datePublished: hotelToday(),
      image: [`${ORIGIN}/img/news/news-1.webp`],
      publisher: { '@type': 'Organization', name: 'フェルトン・ホテルズ&リゾーツ' },
    });
  });

  it('a built-in article is a NewsArticle; group pages have a canonical and the site picture', async () => {
    expect(validBlocks((await page('/article/201')).body).map((b) => b['@type'])).toEqual(['NewsArticle']);
    const html = (await page('/news?page=2&utm_campaign=x')).body;
    expect(canonicalOf(html)).toBe(`${ORIGIN}/news?page=2`);
    expect(ogImageOf(html)).toBe(`${ORIGIN}/img/og-default.webp`);
    expect(jsonLdBlocks(html)).toEqual([]);
  });

  it('a kept page serves its JSON-LD unchanged, and its policy still allows every inline script', async () => {
    const first = await page('/pro006/home');
    const kept = await page('/pro006/home');
    expect(kept.headers['x-page-cache']).toBe('hit');
    expect(jsonLdBlocks(kept.body).map((b) => b.json)).toEqual(jsonLdBlocks(first.body).map((b) => b.json));
    const policy = String(kept.headers['content-security-policy']);
    expect(policy).not.toMatch(/nonce-/);
    const inline = [...kept.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs]) => !/\bsrc=/.test(attrs!) && !/ld\+json/.test(attrs!));
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , content] of inline) expect(policy).toContain(`'sha256-${createHash('sha256').update(content!, 'utf8').digest('base64')}'`);
  });
});
