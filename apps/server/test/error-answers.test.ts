import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { DEMO_MEMBER } from '@hotel/db/seed/seed-demo-member';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';
import { buildApp } from '../src/app.ts';
import { registerWeb } from '../src/web/web-handler.ts';
import { loginWithPassword, SITE_HEADERS } from './helpers/member-app.ts';
import { signIn, staffCookieHeader } from './helpers/staff-app.ts';
import { createTestDb, type TestDb } from './helpers/test-db.ts';
import { TEST_PASSWORD_COST } from './helpers/password-cost.ts';

/**
 * A genuine database error inside a route (two tables renamed away under the running app) is a
 * 500 with the envelope and a Japanese message, for the guest API, a member route, the staff API
 * and a server-rendered page in production mode; the query, the table, the driver's message and
 * the stack go to the log only. Decision 0030.
 */
const MOVED = { hotels: 'hotels_moved_away', orders: 'orders_moved_away' };
const LEAKS = [/Failed query/i, /select\s+"/i, /insert\s+into/i, /relation\s+"/i, /does not exist/i, new RegExp(MOVED.hotels), new RegExp(MOVED.orders), /Drizzle/i, /pglite/i, /at async/, /\.tsx?:\d+/, /\bstack\b/i];
/** Only the API's: pages rendered from the sources name Vite's module paths (/@fs/…/node_modules/…), a built page does not. */
const API_LEAKS = [...LEAKS, /node_modules/];

const logLines: string[] = [];
let app: FastifyInstance;
let testDb: TestDb;
let memberToken: string;
let staffCookie: Record<string, string>;

beforeAll(async () => {
  testDb = await createTestDb();
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  // No read cache: the tables are renamed under it without a change a cache could hear.
  app = await buildApp({ passwordCost: TEST_PASSWORD_COST, db: testDb.db, demoMode: true, readCache: false, logger: { level: 'error', stream: logStream } });
  // The pages as production serves them (sanitised errors), rendered from the sources so no build is needed.
  await registerWeb(app, { production: true, fromSources: true, demoMode: true });
  await app.ready();
  memberToken = await loginWithPassword(app, DEMO_MEMBER.mobile, DEMO_MEMBER.password);
  const admin = DEMO_STAFF.find((s) => s.role === 'group_admin')!;
  staffCookie = staffCookieHeader(await signIn(app, admin.email, DEMO_STAFF_PASSWORD));
  // Before the break the page renders (and Vite has compiled it).
  const home = await app.inject({ method: 'GET', url: '/home' });
  expect(home.statusCode).toBe(200);
  for (const [table, moved] of Object.entries(MOVED)) await testDb.db.execute(sql.raw(`alter table ${table} rename to ${moved}`));
}, 240_000);

afterAll(async () => {
  await app?.close();
  // The tables back under their names, so the statement check on closing reads the database as every other file's.
  if (testDb) for (const [table, moved] of Object.entries(MOVED)) await testDb.db.execute(sql.raw(`alter table ${moved} rename to ${table}`));
  await testDb?.close();
});

function expectNoLeak(label: string, body: string, leaks = LEAKS): void {
  for (const leak of leaks) expect(body, `${label} reveals ${leak}`).not.toMatch(leak);
}

describe('a database error inside a route', () => {
  const apiCalls: [string, () => Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }>][] = [
    ['GET getCityHotel', () => app.inject({ method: 'GET', url: '/crsapi/v1/hotel/getCityHotel?HotelCode=pro018' })],
    ['POST getHotelInfo', () => app.inject({ method: 'POST', url: '/crsapi/v1/hotel/getHotelInfo', payload: { HotelCode: 'pro001' } })],
    ['GET cms hotelnav', () => app.inject({ method: 'GET', url: '/cms/hotelnav.aspx?HotelCode=pro001' })],
    ['POST getAllOrder (member)', () => app.inject({ method: 'POST', url: '/crsapi/v1/order/getAllOrder', headers: { ...SITE_HEADERS, usertoken: memberToken }, payload: { state: 100, count: 20 } })],
    ['GET staff orders search', () => app.inject({ method: 'GET', url: '/adminapi/v1/orders/search?hotel=pro001', headers: staffCookie })],
  ];

  it.each(apiCalls)('%s: 500, the envelope, a Japanese message, nothing of the query', async (label, send) => {
    const response = await send();
    expect(response.statusCode, response.body).toBe(500);
    expect(JSON.parse(response.body)).toEqual({ success: false, statusCode: 500, data: null, message: SERVER_MESSAGES.internal, requestId: response.headers['x-request-id'] });
    expectNoLeak(label, response.body, API_LEAKS);
  });

  it.each(['/home', '/pro001/home', '/hotels'])('the page %s: the error page, no query, no stack', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
    expect(response.body).toContain('ただいまページを表示できません');
    expectNoLeak(url, response.body);
  });

  it('the details are in the log instead', () => {
    const log = logLines.join('\n');
    expect(log).toContain('unhandled error');
    expect(log).toMatch(/does not exist/);
  });
});
