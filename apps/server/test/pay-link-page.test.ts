import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import { PAY_LINK_MESSAGES } from '@hotel/shared/pay-link-messages';
import { orders } from '@hotel/db/schema/orders';
import { buildApp } from '../src/app.ts';
import { registerWeb } from '../src/web/web-handler.ts';
import { desk, demoStaff } from './helpers/desk.ts';
import { fakeGateways } from './helpers/fake-gateway.ts';
import { call, randomMobile } from './helpers/member-app.ts';
import { createTestDb, type TestDb } from './helpers/test-db.ts';
import { TEST_PASSWORD_COST } from './helpers/password-cost.ts';

/**
 * The page a payment link opens (/paylink/:token, decision 0059), rendered as production serves
 * it: the order without a member login, never indexed or kept by a cache (the page cache
 * included), and a token that opens nothing is a 404 page that says so.
 */
let app: FastifyInstance;
let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildApp({ passwordCost: TEST_PASSWORD_COST, db: testDb.db, demoMode: true, payProvider: fakeGateways(), paySettings: { PUBLIC_URL: 'https://hotel.example.com' } });
  await registerWeb(app, { production: true, fromSources: true, demoMode: true, pageCache: true });
  await app.ready();
  // Vite compiles the pages on the first one: here, not inside the first test's time.
  expect((await app.inject({ method: 'GET', url: '/home' })).statusCode).toBe(200);
}, 240_000);

afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

/** A pay-at-hotel booking written straight into the database, and the token of the link staff sent for it by SMS. */
async function linkedOrder() {
  const serial = String(randomInt(0, 1e9)).padStart(9, '0');
  const mobile = randomMobile();
  const today = hotelToday();
  const orderNo = `FOPAGE${serial}`;
  await testDb.db.insert(orders).values({
    orderNo,
    revNo: `RVPAGE${serial}`,
    memberId: null,
    hotelCode: 'pro001',
    roomTypeCode: 'SK',
    roomTypeName: 'スーペリアキング',
    rateCode: 'BAR',
    rateName: 'ベストレート',
    checkIn: addDays(today, 3),
    checkOut: addDays(today, 5),
    nights: 2,
    roomQty: 1,
    revUser: '佐藤 健',
    mobile,
    breakfast: '朝食なし',
    payment: 'hotel',
    isFreeCancel: true,
    totalAmount: 1600,
    actualAmount: 1600,
    source: 'phone',
  });
  const sent = await desk(app, await demoStaff(app, 'front'), 'POST', '/orders/pay-link', { hotel: 'pro001', orderNo, via: 'sms' });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const sms = await call<{ notices: { body: string }[] }>(app, 'GET', '/__dev/sms', { query: { mobile, notices: '1' } });
  const token = /\/paylink\/([A-Za-z0-9_-]{43})/.exec(sms.body.data.notices[0]!.body)![1]!;
  return { orderNo, token };
}

describe('/paylink/:token', () => {
  it('shows the order and its pay buttons without a login; noindex, no-referrer, no-store, never kept by the page cache', async () => {
    const { orderNo, token } = await linkedOrder();
    for (let i = 0; i < 2; i++) {
      const page = await app.inject({ method: 'GET', url: `/paylink/${token}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['x-page-cache']).not.toBe('hit');
      expect(page.body).toContain(orderNo);
      expect(page.body).toContain('<dd>佐＊ ＊<');
      expect(page.body).not.toContain('佐藤 健');
      expect(page.body).toContain('支付宝（Alipay）で支払う');
      expect(page.body).toMatch(/<meta name="robots" content="noindex, nofollow"/);
      expect(page.body).toMatch(/<meta name="referrer" content="no-referrer"/);
      // No canonical or Open Graph address repeats the token.
      expect(page.body).not.toMatch(new RegExp(`(canonical|og:url)[^>]*${token}`));
    }
  });

  it('answers a token that opens nothing with a 404 page in Japanese, the same for every such token', async () => {
    const { token } = await linkedOrder();
    for (const wrong of ['x'.repeat(43), `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'short']) {
      const page = await app.inject({ method: 'GET', url: `/paylink/${wrong}` });
      expect(page.statusCode, wrong).toBe(404);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('このお支払いリンクは使えません');
      expect(page.body).toContain(PAY_LINK_MESSAGES.linkInvalid);
    }
  });
});
