import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import type { LoginResult } from '@hotel/shared/schemas/user';
import { buildApp } from '../src/app.ts';
import type { SessionService } from '../src/modules/session/index.ts';
import { clearDeadSessionCookies } from '../src/plugins/dead-session-cookie.ts';
import { call, DAY, registerMember, SITE_HEADERS, type TestClock } from './helpers/member-app.ts';
import { createTestDb, type TestDb } from './helpers/test-db.ts';
import { testLogger } from './helpers/test-logger.ts';
import { TEST_PASSWORD_COST } from './helpers/password-cost.ts';

/**
 * The app as main.ts builds it: the API, then a page route registered afterwards (a stand-in for
 * the web handler, which main.ts registers after buildApp), with a clock the test moves.
 */
let app: FastifyInstance;
let testDb: TestDb;
let offset = 0;
const clock: TestClock = { now: () => new Date(Date.now() + offset), advance: (ms) => (offset += ms) };

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildApp({ passwordCost: TEST_PASSWORD_COST, db: testDb.db, demoMode: true, clock: clock.now, trustProxy: true, logger: testLogger() });
  app.get('/home', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html><title>home</title>'));
  app.get('/img/logo.svg', async (_request, reply) => reply.type('image/svg+xml').send('<svg/>'));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

const CLEARED = 'ft_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax';

async function liveCookie(): Promise<string> {
  const member = await registerMember(app);
  const response = await call<LoginResult>(app, 'POST', endpoints.login.path, {
    body: { mobile: member.mobile, Pwd: member.password, mode: 2 },
    headers: { ...SITE_HEADERS, 'x-session-mode': 'cookie' },
  });
  return String(response.headers['set-cookie']).split(';')[0]!;
}

const unknownCookie = () => `ft_session=${randomBytes(32).toString('base64url')}`;

async function request(url: string, cookie: string, extra: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers: { ...SITE_HEADERS, cookie: `theme=dark; ${cookie}`, ...extra } });
  return { status: response.statusCode, setCookie: response.headers['set-cookie'], cacheControl: response.headers['cache-control'] };
}

describe('a dead session cookie is cleared', () => {
  const places = [
    ['a member API call', endpoints.userdetail.path],
    ['a public API call', endpoints.getGroupCities.path],
    ['a page load', '/home'],
  ] as const;

  it.each(places)('on %s when the token is unknown', async (_label, url) => {
    const response = await request(url, unknownCookie());
    expect(response.setCookie).toBe(CLEARED);
    expect(response.cacheControl).toBe('no-store');
  });

  it.each(places)('on %s when the token is malformed', async (_label, url) => {
    expect((await request(url, 'ft_session=not-a-token')).setCookie).toBe(CLEARED);
  });

  it.each(places)('on %s when the session was revoked (logged out elsewhere)', async (_label, url) => {
    const cookie = await liveCookie();
    const logout = await app.inject({ method: 'POST', url: endpoints.logout.path, headers: { ...SITE_HEADERS, cookie }, payload: {} });
    expect(logout.statusCode).toBe(200);
    expect((await request(url, cookie)).setCookie).toBe(CLEARED);
  });

  it.each(places)('on %s when the session has expired', async (_label, url) => {
    const cookie = await liveCookie();
    clock.advance(366 * DAY);
    try {
      expect((await request(url, cookie)).setCookie).toBe(CLEARED);
    } finally {
      clock.advance(-366 * DAY);
    }
  });

  it('with the same attributes it was set with (Secure behind https)', async () => {
    expect((await request('/home', unknownCookie(), { 'x-forwarded-proto': 'https' })).setCookie).toBe(`${CLEARED}; Secure`);
  });

  it.each(places)('but a live cookie is left alone on %s', async (_label, url) => {
    const response = await request(url, await liveCookie());
    expect(response.status).toBe(200);
    expect(response.setCookie).toBeUndefined();
  });

  it('but a cookie whose session cannot be looked up (the database is away) is left alone, and the answer kept', async () => {
    const bare = Fastify();
    const unreachable = { resolve: () => Promise.reject(new Error('Connection terminated unexpectedly')) } as unknown as SessionService;
    clearDeadSessionCookies(bare, unreachable);
    bare.get('/home', async (_request, reply) => reply.status(503).type('text/html; charset=utf-8').send('<!doctype html><title>503</title>'));
    const response = await bare.inject({ method: 'GET', url: '/home', headers: { cookie: unknownCookie() } });
    expect(response.statusCode).toBe(503);
    expect(response.body).toBe('<!doctype html><title>503</title>');
    expect(response.headers['set-cookie']).toBeUndefined();
    await bare.close();
  });

  it('and nothing is set without a cookie, or on static files', async () => {
    const none = await app.inject({ method: 'GET', url: '/home' });
    expect(none.headers['set-cookie']).toBeUndefined();
    expect((await request('/img/logo.svg', unknownCookie())).setCookie).toBeUndefined();
  });
});
