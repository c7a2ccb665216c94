import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '@hotel/db/schema/cms';
import { BUILT_IN_ARTICLE_IDS, FOOTER_PAGES, HOTEL_CODES } from '@hotel/shared/constants';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import { buildApp } from '../src/app.ts';
import { createTestDb, type TestDb } from './helpers/test-db.ts';
import { TEST_PASSWORD_COST } from './helpers/password-cost.ts';

/**
 * GET /sitemap.xml and GET /robots.txt (decision 0036): every public page under the configured
 * public origin, kept current through the read cache as staff publish and withdraw.
 */
const ORIGIN = 'https://www.felton.example';
let app: FastifyInstance;
let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildApp({ passwordCost: TEST_PASSWORD_COST, db: testDb.db, demoMode: true, publicOrigin: `${ORIGIN}/` });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

async function sitemap(): Promise<{ locs: string[]; lastmods: Map<string, string>; body: string }> {
  const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  const entries = [...res.body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?(?:<xhtml:link [^>]+\/>)*<\/url>/g)];
  return { locs: entries.map(([, loc]) => loc!.replaceAll('&amp;', '&')), lastmods: new Map(entries.map(([, loc, lastmod]) => [loc!.replaceAll('&amp;', '&'), lastmod ?? ''])), body: res.body };
}

describe('GET /sitemap.xml', () => {
  it('lists every public page as an absolute address under PUBLIC_URL, news with its publish date', async () => {
    const { locs, lastmods, body } = await sitemap();
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
    expect(locs.every((loc) => loc.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
    for (const path of ['/home', '/home/about-us', '/hotels', '/meetings', '/sales', '/news', ...Object.keys(FOOTER_PAGES).map((n) => `/${n}`)]) {
      // In Japanese at the specification's address, and in Chinese and English (decision 0072).
      for (const prefix of ['', '/zh', '/en']) expect(locs).toContain(`${ORIGIN}${prefix}${path}`);
    }
    for (const code of HOTEL_CODES) {
      for (const page of ['home', 'about-us', 'rooms', 'health-and-tea', 'meetings', 'sales']) expect(locs).toContain(`${ORIGIN}/${code}/${page}`);
      expect(locs).toContain(`${ORIGIN}/${code}/room-detail/room-detail?index=0`);
    }
    for (const id of BUILT_IN_ARTICLE_IDS) expect(locs).toContain(`${ORIGIN}/article/${id}`);
    // Offers at their one address; news with lastmod.
    expect(locs.some((loc) => /\/(pro\d{3}\/)?sales\/\d+$/.test(loc))).toBe(true);
    const newsLocs = locs.filter((loc) => loc.includes('/newsdetail/'));
    expect(newsLocs.length).toBeGreaterThanOrEqual(12);
    for (const loc of newsLocs) expect(lastmods.get(loc)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Nothing private.
    expect(locs.some((loc) => /\/(admin|courtesy|register|crsapi|cms|__dev)|child-hotel/.test(loc))).toBe(false);
  });

  it('has a news item the moment it is published, never a draft or a future one, and drops it when withdrawn', async () => {
    const today = hotelToday();
    const item = { sid: 18, title: 'サイトマップ掲載テスト', image: '/img/news/news-1.webp', summary: '要約', content: '<p>本文</p>' };
    const [published] = await testDb.db.insert(news).values({ ...item, publishedOn: today }).returning({ id: news.id });
    const [draft] = await testDb.db.insert(news).values({ ...item, publishedOn: today, draft: true }).returning({ id: news.id });
    const [future] = await testDb.db.insert(news).values({ ...item, publishedOn: addDays(today, 3) }).returning({ id: news.id });
    await app.changes.sync();

    const { locs, lastmods } = await sitemap();
    expect(locs).toContain(`${ORIGIN}/newsdetail/${published!.id}`);
    expect(lastmods.get(`${ORIGIN}/newsdetail/${published!.id}`)).toBe(today);
    expect(locs).not.toContain(`${ORIGIN}/newsdetail/${draft!.id}`);
    expect(locs).not.toContain(`${ORIGIN}/newsdetail/${future!.id}`);

    // Unpublished by staff: gone from the very next answer.
    await testDb.db.update(news).set({ draft: true }).where(eq(news.id, published!.id));
    await app.changes.sync();
    expect((await sitemap()).locs).not.toContain(`${ORIGIN}/newsdetail/${published!.id}`);
  });
});

describe('GET /robots.txt', () => {
  it('opens the public pages, closes staff, member, booking, dev and API paths, and names the sitemap', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/courtesy', '/*/child-hotel/', '/crsapi/', '/adminapi/', '/cms/', '/__dev/']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
