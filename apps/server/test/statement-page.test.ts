import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import { SESSION_COOKIE } from '@hotel/shared/member-contract';
import { buildApp } from '../src/app.ts';
import { registerWeb } from '../src/web/web-handler.ts';
import { bookStay, newMember } from './helpers/booking.ts';
import { demoStaff, payByWechat } from './helpers/desk.ts';
import { fakeGateways } from './helpers/fake-gateway.ts';
import { TEST_PASSWORD_COST } from './helpers/password-cost.ts';
import { staffCookieHeader } from './helpers/staff-app.ts';
import { createTestDb, type TestDb } from './helpers/test-db.ts';

/**
 * The statement pages (ご利用明細, decision 0069) rendered as production serves them: the guest's
 * in the member centre, reached from the booking history, and the staff's on the order detail and
 * on its own page. No JavaScript runs: this is the server's HTML.
 */
let app: FastifyInstance;
let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildApp({ passwordCost: TEST_PASSWORD_COST, db: testDb.db, demoMode: true, payProvider: fakeGateways() });
  await registerWeb(app, { production: true, fromSources: true, demoMode: true, pageCache: true });
  await app.ready();
  // Vite compiles the pages on the first one: here, not inside the first test's time.
  expect((await app.inject({ method: 'GET', url: '/home' })).statusCode).toBe(200);
}, 240_000);

afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const page = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
/** The page's text without its tags, so a line reads as the guest reads it. */
const textOf = (html: string) => html.replace(/<!--.*?-->/g, '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');

async function paidBooking() {
  const member = await newMember(app);
  const today = hotelToday();
  const order = await bookStay(app, member.token, { rateCode: 'ADV', checkIn: addDays(today, 5), checkOut: addDays(today, 7) });
  const amount = order.hold.totalAmount;
  await payByWechat(app, member.token, order, amount);
  return { member, order, amount, cookie: `${SESSION_COOKIE}=${member.token}` };
}

const yuan = (n: number) => `${n.toLocaleString('ja-JP')}元`;

describe('the guest statement page', () => {
  it('shows each night, the payment with its method, the parts of the price and the balance; the history links to it', async () => {
    const { order, amount, cookie } = await paidBooking();
    const res = await page(`/courtesy/order/${order.id}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-page-cache']).toBeUndefined();
    const text = textOf(res.body);
    expect(text).toContain('ご利用明細');
    expect(text).toContain(`予約番号 ${order.orderNo}`);
    for (const night of order.hold.nightlyPrices as { price: number }[]) expect(text).toContain(`${yuan(night.price)} × 1室`);
    expect(text).toContain('微信支付');
    expect(text).toContain(`ご利用料金合計 ${yuan(amount)}`);
    expect(text).toContain('税・サービス料込');
    expect(text).toMatch(/室料 [\d,]+元 サービス料 [\d,]+元 増値税 [\d,]+元/);
    expect(text).toContain('精算済み 0元');

    const history = await page('/courtesy?tab=orders&state=0', cookie);
    expect(history.statusCode).toBe(200);
    expect(history.body).toContain(`href="/courtesy/order/${order.id}"`);
    expect(history.body).toContain(`aria-label="ご利用明細 ${order.orderNo}"`);
  });

  it("another member's order is the 404 page; without a session the member centre's login redirect", async () => {
    const { order } = await paidBooking();
    const other = await newMember(app);
    const foreign = await page(`/courtesy/order/${order.id}`, `${SESSION_COOKIE}=${other.token}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(order.orderNo);
    expect((await page(`/courtesy/order/${order.id}`)).statusCode).toBe(302);
    expect((await page('/courtesy/order/abc', `${SESSION_COOKIE}=${other.token}`)).statusCode).toBe(404);
  });
});

describe('the staff statement', () => {
  it('is on the order detail for the front desk, and on its own page', async () => {
    const { order, amount } = await paidBooking();
    const cookie = staffCookieHeader(await demoStaff(app, 'front')).cookie;
    const detail = textOf((await page(`/admin/orders/detail?hotel=pro001&orderNo=${order.orderNo}`, cookie)).body);
    expect(detail).toContain('ご利用明細');
    expect(detail).toContain(`請求額 ${yuan(amount)}`);
    const own = await page(`/admin/orders/statement?hotel=pro001&orderNo=${order.orderNo}`, cookie);
    expect(own.statusCode).toBe(200);
    const text = textOf(own.body);
    expect(text).toContain('入金・微信支付');
    expect(text).toContain('精算済 0元');
  });
});
