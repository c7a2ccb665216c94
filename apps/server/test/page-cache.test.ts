import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import { DEMO_MEMBER } from '@hotel/db/seed/seed-demo-member';
import { buildApp } from '../src/app.ts';
import { registerWeb } from '../src/web/web-handler.ts';
import { loginWithPassword } from './helpers/member-app.ts';
import { createTestDb, type TestDb } from './helpers/test-db.ts';
import { TEST_PASSWORD_COST } from './helpers/password-cost.ts';

/**
 * The page cache (decision 0035): pages for visitors without cookies are kept, each answer with
 * a fresh CSP nonce, and dropped by the change feed the moment what they show changes.
 */
let app: FastifyInstance;
let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildApp({ passwordCost: TEST_PASSWORD_COST, db: testDb.db, demoMode: true });
  await registerWeb(app, { production: true, fromSources: true, demoMode: true, pageCache: true });
  await app.ready();
}, 240_000);

afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];

/** A statement outside the services (as staff SQL or another process would), then the feed's round trip. */
async function change(statement: ReturnType<typeof sql>) {
  await testDb.db.execute(statement);
  await app.changes.sync();
}

describe('page cache', () => {
  it('keeps an anonymous page and answers it as the same bytes, its inline scripts allowed by their hashes, with an ETag', async () => {
    const first = await get('/home');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    const nonce = nonceOf(first.headers['content-security-policy']);
    expect(nonce).toBeTruthy();
    const second = await get('/home');
    const third = await get('/home');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.headers['content-type']).toMatch(/^text\/html/);
    expect(third.body).toBe(second.body);
    // No nonce: a kept page would otherwise repeat one. Every inline script is allowed by its hash.
    const policy = String(second.headers['content-security-policy']);
    expect(policy).not.toMatch(/nonce-/);
    expect(second.body).not.toContain('nonce=');
    const inline = [...second.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs]) => !/\bsrc=/.test(attrs!));
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , content] of inline) expect(policy).toContain(`'sha256-${createHash('sha256').update(content!, 'utf8').digest('base64')}'`);
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    // The same page as rendered, but for the nonce.
    expect(second.body).toBe(first.body.split(` nonce="${nonce}"`).join(''));
    // Revalidation and compression.
    const etag = second.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect((await get('/home', { 'if-none-match': etag })).statusCode).toBe(304);
    const br = await get('/home', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(second.body);
  }, 120_000);

  it('never keeps or serves a page for a visitor with a cookie (a member sees their own name)', async () => {
    await get('/home');
    const token = await loginWithPassword(app, DEMO_MEMBER.mobile, DEMO_MEMBER.password);
    const member = await get('/home', { cookie: `usertoken=${token}` });
    expect(member.statusCode).toBe(200);
    expect(member.headers['x-page-cache']).toBeUndefined();
    const other = await get('/home', { cookie: 'something=else' });
    expect(other.headers['x-page-cache']).toBeUndefined();
  });

  it('drops a page when what it shows changes, and not otherwise', async () => {
    const news = await get('/news');
    const title = /<h\d[^>]*>([^<]{4,})<\/h\d>/.exec(news.body)?.[1];
    expect((await get('/news')).headers['x-page-cache']).toBe('hit');
    // A change to a table the page did not read keeps it.
    await change(sql`update sales set title = title where false`);
    expect((await get('/news')).headers['x-page-cache']).toBe('hit');
    await change(sql`update news set title = '本日更新のお知らせ' where id = (select id from news where draft = false order by published_on desc, id desc limit 1)`);
    const after = await get('/news');
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain('本日更新のお知らせ');
    expect(title).toBeDefined();
  }, 60_000);

  it('a search page follows the inventory: a sold-out night is gone from the very next answer', async () => {
    const checkIn = addDays(hotelToday(), 3);
    const url = `/pro001/rooms?checkIn=${checkIn}&checkOut=${addDays(checkIn, 1)}&rooms=1&adults=1`;
    const before = await get(url);
    expect(before.statusCode).toBe(200);
    expect((await get(url)).headers['x-page-cache']).toBe('hit');
    // Drawn book buttons (the page's data carries the word once too, in its messages).
    const bookable = (body: string) => (body.match(/>予約する</g) ?? []).length;
    expect(bookable(before.body)).toBeGreaterThan(0);
    await change(sql`update room_nights set sold_rooms = total_rooms where hotel_code = 'pro001' and stay_date = ${checkIn}`);
    const soldOut = await get(url);
    expect(soldOut.headers['x-page-cache']).toBe('miss');
    expect(bookable(soldOut.body)).toBe(0);
  }, 60_000);

  it('does not keep a page that failed or that read something personal', async () => {
    // An unknown hotel is sent elsewhere: not a page to keep.
    expect((await get('/pro999/home')).statusCode).not.toBe(200);
    expect((await get('/pro999/home')).headers['x-page-cache']).toBeUndefined();
    // The member centre without a session: redirected to sign in, never kept.
    for (let i = 0; i < 2; i++) {
      const courtesy = await get('/courtesy');
      expect(courtesy.statusCode).toBe(302);
      expect(courtesy.headers['x-page-cache']).toBeUndefined();
    }
  });
});
