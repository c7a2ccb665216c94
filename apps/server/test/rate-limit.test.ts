import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint } from '@hotel/shared/api/transport';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import type { Envelope } from '@hotel/shared/schemas/envelope';
import { buildApp } from '../src/app.ts';
import { addressKey, createRedisClient, rateLimitGroupOf, redisReadinessCheck, type RateLimitOptions } from '../src/plugins/rate-limit.ts';
import { loaderTransport } from '../src/web/web-handler.ts';
import { createTestDb, type TestDb } from './helpers/test-db.ts';
import { TEST_PASSWORD_COST } from './helpers/password-cost.ts';

/** The Redis of the test machine (CI: 127.0.0.1:6379); each test counts under its own random prefix. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

let testDb: TestDb;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await testDb.close();
});

async function appWith(rateLimit: RateLimitOptions | undefined): Promise<FastifyInstance> {
  const app = await buildApp({ passwordCost: TEST_PASSWORD_COST, db: testDb.db, demoMode: true, rateLimit });
  await app.ready();
  apps.push(app);
  return app;
}

/** A meeting request with an empty body: refused (400) by validation after the throttle counted it, so nothing is stored. */
const meetingRequest = (app: FastifyInstance, remoteAddress = '203.0.113.7') =>
  app.inject({ method: 'POST', url: '/crsapi/v1/meetingbook/meetingbook', payload: {}, remoteAddress });

describe('request throttling in memory', () => {
  it('refuses the request past the limit with the envelope, a Japanese message and Retry-After; others and other addresses go on', async () => {
    const app = await appWith({ limits: { meeting: 2 } });
    expect((await meetingRequest(app)).statusCode).toBe(400);
    expect((await meetingRequest(app)).statusCode).toBe(400);
    const refused = await meetingRequest(app);
    expect(refused.statusCode).toBe(429);
    const body = refused.json<Envelope<null>>();
    expect(body).toMatchObject({ success: false, statusCode: 429, data: null });
    expect(body.message).toMatch(JAPANESE);
    expect(body.message).toMatch(/\d+秒/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another address has its own count; an unthrottled route is not touched.
    expect((await meetingRequest(app, '198.51.100.9')).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/crsapi/v1/hotel/getGroupCities', remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
  });

  it('throttles a page loader\'s in-process searches like the API\'s, per visitor address', async () => {
    const app = await appWith({ limits: { search: 2 } });
    const page = (ip: string) => ({ id: `page-${ip}`, url: '/pro001/rooms', headers: {}, ip, protocol: 'http', log: app.log, routeOptions: { config: {} } }) as unknown as FastifyRequest;
    const search = { HotelCode: 'pro001', CheckIn: addDays(hotelToday(), 1), CheckOut: addDays(hotelToday(), 2), roomNum: 1, adultNum: 1, childrenNum: 0 };
    const visitor = loaderTransport(app, page('203.0.113.8'));
    expect((await callEndpoint(visitor, 'getRoomAndRate', search)).status).toBe(200);
    expect((await callEndpoint(visitor, 'getRoomAndRate', search)).status).toBe(200);
    const refused = await callEndpoint(visitor, 'getRoomAndRate', search);
    expect(refused.status).toBe(429);
    expect(refused.envelope).toMatchObject({ success: false, statusCode: 429, data: null, requestId: 'page-203.0.113.8' });
    expect(refused.envelope.message).toMatch(/\d+秒/);
    // Unthrottled reads go on; another visitor has a count of their own.
    expect((await callEndpoint(visitor, 'getHotelInfo', { HotelCode: 'pro001' })).status).toBe(200);
    expect((await callEndpoint(loaderTransport(app, page('198.51.100.10')), 'getRoomAndRate', search)).status).toBe(200);
  });

  it('counts IPv6 visitors per /64, IPv4 per address', () => {
    expect(addressKey('203.0.113.8')).toBe('203.0.113.8');
    expect(addressKey('::ffff:203.0.113.8')).toBe('203.0.113.8');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('counts each process apart without Redis', async () => {
    const first = await appWith({ limits: { meeting: 1 } });
    const second = await appWith({ limits: { meeting: 1 } });
    expect((await meetingRequest(first)).statusCode).toBe(400);
    expect((await meetingRequest(first)).statusCode).toBe(429);
    expect((await meetingRequest(second)).statusCode).toBe(400);
  });

  it('throttles nothing when the app is built without it (tests, tools, RATE_LIMIT=off)', async () => {
    const app = await appWith(undefined);
    for (let i = 0; i < 15; i++) expect((await meetingRequest(app)).statusCode).toBe(400);
    expect(app.redis).toBeNull();
  });

  it('counts a page visitor by their own address, not the server\'s loopback', async () => {
    const app = await appWith({ limits: { sms: 1 } });
    const send = (remoteAddress: string) => app.inject({ method: 'GET', url: '/crsapi/v1/user/smscode?mobile=abc&type=2', remoteAddress });
    expect((await send('192.0.2.1')).statusCode).toBe(400);
    expect((await send('192.0.2.2')).statusCode).toBe(400);
    expect((await send('192.0.2.1')).statusCode).toBe(429);
  });
});

describe('request throttling in Redis (REDIS_URL)', () => {
  it('shares one limit between two app instances: the second refuses once the first used the quota', async () => {
    const keyPrefix = `test:${randomBytes(6).toString('hex')}:`;
    const first = await appWith({ redisUrl: REDIS_URL, keyPrefix, limits: { meeting: 3 } });
    const second = await appWith({ redisUrl: REDIS_URL, keyPrefix, limits: { meeting: 3 } });
    for (let i = 0; i < 3; i++) expect((await meetingRequest(first)).statusCode).toBe(400);
    const refused = await meetingRequest(second);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<Envelope<null>>().message).toMatch(JAPANESE);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The counter is in Redis under the prefix, with the window as its expiry.
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${keyPrefix}*`);
      expect(keys).toHaveLength(1);
      expect(await redis.get(keys[0]!)).toBe('4');
      expect(await redis.pttl(keys[0]!)).toBeGreaterThan(0);
      await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });

  it('lets requests through when Redis cannot be reached (fail open), and says so in the log', async () => {
    const lines: string[] = [];
    const app = await buildApp({ passwordCost: TEST_PASSWORD_COST,
      db: testDb.db,
      demoMode: true,
      // Nothing listens on port 1.
      rateLimit: { redisUrl: 'redis://127.0.0.1:1', limits: { meeting: 1 } },
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
    });
    apps.push(app);
    await app.ready();
    for (let i = 0; i < 3; i++) expect((await meetingRequest(app)).statusCode).toBe(400);
    await expect.poll(() => lines.some((line) => line.includes('Redis unreachable')), { timeout: 10_000 }).toBe(true);
    expect(lines.filter((line) => line.includes('Redis unreachable'))).toHaveLength(1);
  });
});

describe('redisReadinessCheck (for /readyz)', () => {
  it('is ready when Redis answers PING, and says why not when it cannot be reached', async () => {
    const up = createRedisClient(REDIS_URL);
    const down = createRedisClient('redis://127.0.0.1:1');
    down.on('error', () => undefined);
    try {
      await expect.poll(() => up.status, { timeout: 10_000 }).toBe('ready');
      expect(await redisReadinessCheck(up)).toEqual({ ok: true });
      expect(await redisReadinessCheck(down)).toEqual({ ok: false, reason: expect.any(String) });
    } finally {
      up.disconnect();
      down.disconnect();
    }
  });
});

describe('which routes are throttled', () => {
  it('covers order, pay, search, SMS, sign-in, meeting requests and staff writes, not pages or reads', () => {
    expect(rateLimitGroupOf('POST', '/crsapi/v1/hotel/getRoomAndRate')).toBe('search');
    expect(rateLimitGroupOf('POST', '/crsapi/v1/order/checkInventory')).toBe('order');
    expect(rateLimitGroupOf('POST', '/crsapi/v1/order/submitOrder')).toBe('order');
    expect(rateLimitGroupOf('HEAD', '/crsapi/v1/order/cancleOrder')).toBe('order');
    expect(rateLimitGroupOf('POST', '/crsapi/v1/pay/orderpay')).toBe('pay');
    expect(rateLimitGroupOf('GET', '/crsapi/v1/user/smscode')).toBe('sms');
    expect(rateLimitGroupOf('POST', '/crsapi/v1/user/login')).toBe('sign-in');
    expect(rateLimitGroupOf('POST', '/adminapi/v1/auth/login')).toBe('staff-sign-in');
    expect(rateLimitGroupOf('POST', '/adminapi/v1/rates/bulk')).toBe('staff-write');
    expect(rateLimitGroupOf('GET', '/adminapi/v1/orders')).toBeNull();
    expect(rateLimitGroupOf('GET', '/home')).toBeNull();
  });

  it('names only routes the app has', async () => {
    const app = await appWith({});
    for (const [method, url] of [
      ['POST', '/crsapi/v1/hotel/getRoomAndRate'],
      ['POST', '/crsapi/v1/order/checkInventory'],
      ['POST', '/crsapi/v1/order/submitOrder'],
      ['GET', '/crsapi/v1/order/cancleOrder'],
      ['POST', '/crsapi/v1/pay/orderpay'],
      ['POST', '/crsapi/v1/pay/checkpayret'],
      ['GET', '/crsapi/v1/user/smscode'],
      ['POST', '/crsapi/v1/user/login'],
      ['POST', '/crsapi/v1/user/register'],
      ['POST', '/crsapi/v1/meetingbook/meetingbook'],
      ['POST', '/crsapi/v1/hotel/getRoomType'],
      ['POST', '/crsapi/v1/hotel/getRoomTypeDetail'],
      ['POST', '/adminapi/v1/auth/login'],
      ['POST', '/adminapi/v1/auth/login/totp'],
      ['POST', '/adminapi/v1/auth/set-password'],
    ] as const) {
      expect(app.hasRoute({ method, url }), `${method} ${url}`).toBe(true);
    }
  });
});
