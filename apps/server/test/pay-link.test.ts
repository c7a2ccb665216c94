import { createHash, randomInt } from 'node:crypto';
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import { MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import { PAY_LINK_MESSAGES } from '@hotel/shared/pay-link-messages';
import type { PayLinkSummary } from '@hotel/shared/schemas/pay-link';
import { auditLog } from '@hotel/db/schema/audit';
import { guestConfirmations } from '@hotel/db/schema/confirmations';
import { orders } from '@hotel/db/schema/orders';
import { orderPayLinks, payments } from '@hotel/db/schema/pay';
import { buildApp } from '../src/app.ts';
import { loggerOptions } from '../src/logging.ts';
import { PAY_LINK_DAILY_CAP, PAY_LINK_OPEN_HOURS } from '../src/modules/pay/pay-link.service.ts';
import { dayFromToday, guest, holdRooms, newMember, submitOrder } from './helpers/booking.ts';
import { demoStaff, desk, orderRow } from './helpers/desk.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { fakeGateways, sendNotification } from './helpers/fake-gateway.ts';
import { call, MINUTE, randomMobile, SECOND, SITE_HEADERS, useMemberApp, type RawResponse } from './helpers/member-app.ts';
import { TEST_PASSWORD_COST } from './helpers/password-cost.ts';
import { RecordingMailTransport } from './helpers/recording-mail.ts';

/**
 * Payment links (issue 25, decision 0059): staff send one for an unpaid booking; its token opens
 * that order's QR pay page, and nothing else, without a member login, until the pay deadline.
 */
const gateways = fakeGateways();
const mail = new RecordingMailTransport();
const logged: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged.push(chunk.toString('utf8'));
    done();
  },
});
const t = useMemberApp({
  appOptions: { payProvider: gateways, paySettings: { PUBLIC_URL: 'https://hotel.example.com' }, mail, logger: { ...loggerOptions({ level: 'debug' }), stream: logStream } },
});

const TOKEN_IN_LINK = /https:\/\/hotel\.example\.com\/paylink\/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const tokensIssued: string[] = [];

/** A member's booking with its own mobile and e-mail, so each test reads only its own messages. */
async function booking(rateCode: 'ADV' | 'BAR' = 'ADV', days = 3) {
  const member = await newMember(t.app);
  const mobile = randomMobile();
  const email = `guest-${randomInt(1e9)}@example.jp`;
  const hold = expectSuccess(await holdRooms(t.app, member.token, { rateCode, checkIn: dayFromToday(t.clock, days), checkOut: dayFromToday(t.clock, days + 2) }));
  const order = expectSuccess(await submitOrder(t.app, member.token, guest(hold.orderNo, { mobile, email })));
  return { member, mobile, email, order, amount: hold.totalAmount };
}

const sendLink = async (via: 'sms' | 'email', orderNo: string, who: 'front' | 'manager' | 'admin' = 'front', hotel = 'pro001') =>
  desk<{ via: string; sentTo: string; expiresAt: string }>(t.app, await demoStaff(t.app, who), 'POST', '/orders/pay-link', { hotel, orderNo, via });

/** The token of the last link SMS to a number (demo mode's console provider: GET /__dev/sms). */
async function smsToken(mobile: string): Promise<string> {
  const sent = await call<{ notices: { body: string }[] }>(t.app, 'GET', '/__dev/sms', { query: { mobile, notices: '1' } });
  const token = TOKEN_IN_LINK.exec(sent.body.data.notices[0]?.body ?? '')?.[1];
  expect(token, JSON.stringify(sent.body.data)).toBeDefined();
  tokensIssued.push(token!);
  return token!;
}

function mailToken(email: string): string {
  const text = mail.to(email).at(-1)?.text ?? '';
  const token = TOKEN_IN_LINK.exec(text)?.[1];
  expect(token, text).toBeDefined();
  tokensIssued.push(token!);
  return token!;
}

async function issued(via: 'sms' | 'email' = 'sms', rateCode: 'ADV' | 'BAR' = 'ADV') {
  const booked = await booking(rateCode);
  expectSuccess(await sendLink(via, booked.order.orderNo));
  return { ...booked, token: via === 'sms' ? await smsToken(booked.mobile) : mailToken(booked.email) };
}

const ip = () => `198.51.100.${randomInt(1, 255)}`;
const summary = (token: string, from = ip()) => call<PayLinkSummary>(t.app, 'GET', endpoints.payLink.path, { query: { token }, headers: SITE_HEADERS, ip: from });
const linkpay = (body: Record<string, unknown>) => call<{ payId: string; payUrl: string; qrCode: string }>(t.app, 'POST', endpoints.linkpay.path, { body, headers: SITE_HEADERS, ip: ip() });
const checklinkpay = (token: string) => call<{ paid: boolean; state: number; payResult: number }>(t.app, 'POST', endpoints.checklinkpay.path, { body: { token }, headers: SITE_HEADERS, ip: ip() });

function expectLinkInvalid(response: RawResponse): void {
  expectFailure(response, 404);
  expect(response.body.message).toBe(PAY_LINK_MESSAGES.linkInvalid);
}

describe('sending a link (POST /adminapi/v1/orders/pay-link)', () => {
  it('by SMS: the message carries the link, only its SHA-256 is stored, the answer and the audit line name the number masked, never the token', async () => {
    const { order, mobile } = await booking();
    const sent = await sendLink('sms', order.orderNo);
    const data = expectSuccess(sent);
    expect(sent.body.message).toBe(PAY_LINK_MESSAGES.sentBySms);
    const row = await orderRow(t.db, order.orderNo);
    expect(data).toEqual({ via: 'sms', sentTo: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`, expiresAt: row.payDeadline!.toISOString() });
    const token = await smsToken(mobile);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const [link] = await t.db.select().from(orderPayLinks).where(eq(orderPayLinks.orderId, row.id));
    expect(link).toMatchObject({ tokenHash: sha256(token), sentVia: 'sms', expiresAt: row.payDeadline });
    expect(link!.tokenHash).not.toContain(token);
    expect(JSON.stringify(link)).not.toContain(token);

    const [line] = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, order.orderNo), eq(auditLog.action, 'pay_link')));
    expect(line).toMatchObject({ entity: 'order', hotelCode: 'pro001', staffEmail: 'front@demo.felton', after: { sentVia: 'sms', sentTo: data.sentTo, expiresAt: data.expiresAt } });
    expect(line!.staffId).toBe(link!.createdBy);
    expect(JSON.stringify(line)).not.toContain(token);
  });

  it('by e-mail: a plain mail to the order\'s address with the hotel, the stay, the amount, the deadline and the link', async () => {
    const { order, email, amount } = await booking();
    const data = expectSuccess(await sendLink('email', order.orderNo, 'manager'));
    expect(data.sentTo).toBe(`${email.slice(0, 2)}***@example.jp`);
    const message = mail.to(email).at(-1)!;
    expect(message.subject).toContain(order.orderNo);
    expect(message.ics).toBeNull();
    expect(message.text).toContain(`${amount.toLocaleString('ja-JP')}元`);
    expect(message.text).toMatch(/お支払い期限\n\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}（現地時間）/);
    expect(message.text).toMatch(/日程\n\d{4}\/\d{2}\/\d{2} 〜 \d{4}\/\d{2}\/\d{2}（2泊）/);
    const token = mailToken(email);
    expect(message.html).toContain(`href="https://hotel.example.com/paylink/${token}"`);
    expect(message.reference).not.toContain(token);
    expect(expectSuccess(await summary(token)).orderNo).toBe(order.orderNo);
  });

  it('a pay-at-hotel order (no deadline) gets a link open for 72 hours', async () => {
    const { order, mobile } = await booking('BAR');
    const sentAt = t.clock.now().getTime();
    const data = expectSuccess(await sendLink('sms', order.orderNo));
    const hours = (new Date(data.expiresAt).getTime() - sentAt) / 3_600_000;
    expect(hours).toBeGreaterThanOrEqual(PAY_LINK_OPEN_HOURS - 0.01);
    expect(hours).toBeLessThanOrEqual(PAY_LINK_OPEN_HOURS + 0.01);
    const shown = expectSuccess(await summary(await smsToken(mobile)));
    expect(shown).toMatchObject({ payDeadline: null, linkExpiresAt: data.expiresAt, payable: true, paid: false });
  });

  it('refuses, in Japanese, an order that cannot be paid, an e-mail link without an address, and another hotel\'s or unknown order', async () => {
    const paid = await issued('sms');
    const qr = expectSuccess(await linkpay({ token: paid.token, code: 3 }));
    expect((await sendNotification(t.app, 'wechat', { payId: qr.payId, amountFen: paid.amount * 100 })).status).toBe(204);
    const refusedPaid = await sendLink('sms', paid.order.orderNo);
    expectFailure(refusedPaid, 409);
    expect(refusedPaid.body.message).toBe(PAY_LINK_MESSAGES.alreadyPaid);

    const cancelled = await booking('BAR');
    expectSuccess(await desk(t.app, await demoStaff(t.app, 'front'), 'POST', '/orders/cancel', { hotel: 'pro001', orderNo: cancelled.order.orderNo, reason: 'テスト' }));
    const refusedCancelled = await sendLink('email', cancelled.order.orderNo);
    expectFailure(refusedCancelled, 409);
    expect(refusedCancelled.body.message).toBe(PAY_LINK_MESSAGES.notPayable);

    const noMail = await booking();
    await t.db.update(orders).set({ email: null }).where(eq(orders.orderNo, noMail.order.orderNo));
    const refusedMail = await sendLink('email', noMail.order.orderNo);
    expectFailure(refusedMail, 409);
    expect(refusedMail.body.message).toBe(PAY_LINK_MESSAGES.noEmail);

    // The group administrator names the order's hotel: another hotel's number is not found.
    expectFailure(await sendLink('sms', noMail.order.orderNo, 'admin', 'pro003'), 404);
    expectFailure(await sendLink('sms', 'FO000000000000000000'), 404);
    expectFailure(await desk(t.app, await demoStaff(t.app, 'front'), 'POST', '/orders/pay-link', { hotel: 'pro001', orderNo: noMail.order.orderNo, via: 'fax' }), 400);
    // Nothing refused left a link behind.
    const ids = (await Promise.all([paid, cancelled, noMail].map((b) => orderRow(t.db, b.order.orderNo)))).map((r) => r.id);
    const links = await Promise.all(ids.map((id) => t.db.select().from(orderPayLinks).where(eq(orderPayLinks.orderId, id))));
    expect(links.map((l) => l.length)).toEqual([1, 0, 0]);
  });

  it('sends at most a few links per order a day (429 in Japanese)', async () => {
    const { order } = await booking();
    for (let i = 0; i < PAY_LINK_DAILY_CAP; i++) expectSuccess(await sendLink(i % 2 ? 'sms' : 'email', order.orderNo));
    const refused = await sendLink('sms', order.orderNo);
    expectFailure(refused, 429);
    expect(refused.body.message).toBe(PAY_LINK_MESSAGES.tooMany);
  });

  it('withdraws the link when the message did not leave (503), so no token of it opens anything', async () => {
    const { order, email } = await booking();
    mail.failNext();
    const refused = await sendLink('email', order.orderNo);
    expectFailure(refused, 503);
    expect(refused.body.message).toBe(PAY_LINK_MESSAGES.mailFailed);
    expect(mail.to(email)).toHaveLength(0);
    const row = await orderRow(t.db, order.orderNo);
    expect(await t.db.select().from(orderPayLinks).where(eq(orderPayLinks.orderId, row.id))).toEqual([]);
    expect(await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, order.orderNo), eq(auditLog.action, 'pay_link')))).toEqual([]);
  });
});

describe('the guest side: one order, no member login', () => {
  it('shows the order the link was sent for, the guest\'s name masked, with the QR methods only', async () => {
    const { order, token, amount } = await issued('sms');
    const response = await summary(token);
    expect(response.headers['cache-control']).toBe('no-store');
    const shown = expectSuccess(response);
    const row = await orderRow(t.db, order.orderNo);
    expect(shown).toMatchObject({
      orderNo: order.orderNo,
      hotelCode: 'pro001',
      roomTypeName: row.roomTypeName,
      checkIn: row.checkIn,
      checkOut: row.checkOut,
      nights: 2,
      roomQty: 1,
      guestName: '佐＊ ＊',
      amount,
      payDeadline: row.payDeadline!.toISOString(),
      paid: false,
      payable: true,
      state: 0,
    });
    expect(shown.hotelName.length).toBeGreaterThan(0);
    expect(shown.methods.map((m) => m.code)).toEqual([2, 3]);
  });

  it('opens that order only: another order\'s number or revNo beside the token changes nothing, and a wrong token opens nothing', async () => {
    const first = await issued('sms');
    const second = await issued('email');
    const qr = expectSuccess(await linkpay({ token: first.token, code: 2, orderNo: second.order.orderNo, revNo: second.order.revNo, orderId: second.order.id }));
    const [payment] = await t.db.select().from(payments).where(eq(payments.payId, qr.payId));
    expect(payment).toMatchObject({ orderId: (await orderRow(t.db, first.order.orderNo)).id, amount: first.amount, method: 'alipay' });
    expect(expectSuccess(await summary(second.token)).orderNo).toBe(second.order.orderNo);

    // One answer for a made-up token, one a character off, a prefix, the hash itself and an empty one.
    const altered = `${first.token.slice(0, -1)}${first.token.endsWith('A') ? 'B' : 'A'}`;
    const [link] = await t.db.select().from(orderPayLinks).where(eq(orderPayLinks.tokenHash, sha256(first.token)));
    for (const wrong of ['x'.repeat(43), altered, first.token.slice(0, 42), link!.tokenHash]) {
      expectLinkInvalid(await summary(wrong));
      expectLinkInvalid(await linkpay({ token: wrong, code: 2 }));
      expectLinkInvalid(await checklinkpay(wrong));
    }
    expectFailure(await summary(''), 400);
  });

  it('a member\'s session is neither needed nor used: the card and pay later are not offered through a link', async () => {
    const { token, member } = await issued('sms');
    const card = await call(t.app, 'POST', endpoints.linkpay.path, { body: { token, code: 1, cardPwd: 'Secret123' }, headers: { ...SITE_HEADERS, usertoken: member.token } });
    expectFailure(card, 400);
    expect(card.body.message).toBe(PAY_LINK_MESSAGES.cardNotByLink);
    expectFailure(await linkpay({ token, code: 4 }), 400);
    expectFailure(await linkpay({ token, code: 9 }), 400);
  });

  it('paying through the link settles the order once, by the notification; the link then says paid', async () => {
    const { order, token, amount } = await issued('sms');
    const qr = expectSuccess(await linkpay({ token, code: 3 }));
    expect(qr.payUrl).toBe(`https://qr.example.test/wechat/${qr.payId}`);
    expect(qr.qrCode).toMatch(/^data:image\/png;base64,/);
    // A repeated request shows the same QR (one trade).
    expect(expectSuccess(await linkpay({ token, code: '3' }))).toEqual(qr);
    expect(expectSuccess(await checklinkpay(token))).toEqual({ paid: false, state: 0, payResult: 0 });

    const notice = { payId: qr.payId, amountFen: amount * 100, providerTradeNo: 'WX-LINK-1' };
    expect((await sendNotification(t.app, 'wechat', notice)).status).toBe(204);
    const paid = await orderRow(t.db, order.orderNo);
    expect(paid).toMatchObject({ payResult: 1, state: 1, payCode: 'wechat' });
    // The provider's duplicate changes nothing.
    expect((await sendNotification(t.app, 'wechat', notice)).status).toBe(204);
    expect((await orderRow(t.db, order.orderNo)).paidAt).toEqual(paid.paidAt);
    expect((await t.db.select().from(payments).where(eq(payments.orderId, paid.id))).map((p) => [p.status, p.providerTradeNo])).toEqual([['paid', 'WX-LINK-1']]);
    expect(await t.db.select().from(guestConfirmations).where(eq(guestConfirmations.key, `${order.orderNo}/confirmed`))).toHaveLength(1);

    const check = await checklinkpay(token);
    expect(check.body).toMatchObject({ success: true, message: MESSAGES.paySucceeded, data: { paid: true, state: 1, payResult: 1 } });
    expect(expectSuccess(await summary(token))).toMatchObject({ paid: true, payable: false, state: 1 });
    const again = await linkpay({ token, code: 2 });
    expectFailure(again, 409);
    expect(again.body.message).toBe(SERVER_MESSAGES.orderAlreadyPaid);
  });

  it('checklinkpay asks the provider when the notification is late, like checkpayret, and settles once', async () => {
    const { order, token } = await issued('email');
    const qr = expectSuccess(await linkpay({ token, code: 2 }));
    gateways.alipay.payTrade(qr.payId);
    t.clock.advance(6 * SECOND);
    const polls = await Promise.all([1, 2, 3].map(() => checklinkpay(token)));
    expect(polls.some((p) => p.body.data.paid)).toBe(true);
    expect(gateways.alipay.callsOf('queryTrade').filter(([id]) => id === qr.payId)).toHaveLength(1);
    expect((await orderRow(t.db, order.orderNo)).payResult).toBe(1);
    expect((await t.db.select().from(payments).where(eq(payments.payId, qr.payId)))[0]?.status).toBe('paid');
  });

  it('pays a staff-made booking without a member the same way', async () => {
    const serial = String(randomInt(0, 1e9)).padStart(9, '0');
    const mobile = randomMobile();
    const today = hotelToday(t.clock.now());
    await t.db.insert(orders).values({
      orderNo: `FOLINK${serial}`,
      revNo: `RVLINK${serial}`,
      memberId: null,
      hotelCode: 'pro001',
      roomTypeCode: 'SK',
      roomTypeName: '電話予約',
      rateCode: 'ADV',
      rateName: '事前決済',
      checkIn: addDays(today, 5),
      checkOut: addDays(today, 6),
      nights: 1,
      roomQty: 1,
      revUser: '王 小明',
      mobile,
      breakfast: '朝食なし',
      payment: 'prepaid',
      isFreeCancel: false,
      totalAmount: 900,
      actualAmount: 900,
      payDeadline: new Date(t.clock.now().getTime() + 24 * 60 * MINUTE),
      source: 'phone',
    });
    expectSuccess(await sendLink('sms', `FOLINK${serial}`));
    const token = await smsToken(mobile);
    expect(expectSuccess(await summary(token))).toMatchObject({ guestName: '王 ＊＊', amount: 900 });
    const qr = expectSuccess(await linkpay({ token, code: 3 }));
    expect((await sendNotification(t.app, 'wechat', { payId: qr.payId, amountFen: 900 * 100 })).status).toBe(204);
    expect(expectSuccess(await checklinkpay(token)).paid).toBe(true);
  });

  it('is throttled per client address (429 in Japanese, Retry-After), each of the three routes on its own', async () => {
    const { token } = await issued('sms');
    const throttled = await buildApp({ passwordCost: TEST_PASSWORD_COST, db: t.db, demoMode: true, clock: t.clock.now, payProvider: gateways, rateLimit: { limits: { 'pay-link': 3 } } });
    try {
      const open = (remoteAddress: string) => throttled.inject({ method: 'GET', url: endpoints.payLink.path, query: { token }, remoteAddress });
      for (let i = 0; i < 3; i++) expect((await open('203.0.113.50')).statusCode).toBe(200);
      const refused = await open('203.0.113.50');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, statusCode: 429, data: null, message: expect.stringMatching(/\d+秒/) });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Guessing is no faster with wrong tokens: they count the same.
      expect((await throttled.inject({ method: 'GET', url: endpoints.payLink.path, query: { token: 'x'.repeat(43) }, remoteAddress: '203.0.113.50' })).statusCode).toBe(429);
      expect((await open('203.0.113.51')).statusCode).toBe(200);
      const check = (remoteAddress: string) => throttled.inject({ method: 'POST', url: endpoints.checklinkpay.path, payload: { token }, remoteAddress });
      for (let i = 0; i < 3; i++) expect((await check('203.0.113.50')).statusCode).toBe(200);
      expect((await check('203.0.113.50')).statusCode).toBe(429);
      const pay = () => throttled.inject({ method: 'POST', url: endpoints.linkpay.path, payload: { token, code: 2 }, remoteAddress: '203.0.113.50' });
      for (let i = 0; i < 3; i++) expect((await pay()).statusCode).toBe(200);
      expect((await pay()).statusCode).toBe(429);
    } finally {
      await throttled.close();
    }
  });

  it('never writes a token to the log', () => {
    expect(tokensIssued.length).toBeGreaterThan(5);
    const log = logged.join('');
    expect(log).toContain('/crsapi/v1/pay/link');
    for (const token of tokensIssued) expect(log).not.toContain(token);
  });

  // Last: it moves the clock.
  it('an expired link opens nothing (404, the same words), a paid one still says paid until then', async () => {
    const prepaid = await issued('sms');
    const atHotel = await issued('sms', 'BAR');
    t.clock.advance(31 * MINUTE);
    // Past its deadline the prepaid order's link is gone; the pay-at-hotel one lives 72 hours.
    expectLinkInvalid(await summary(prepaid.token));
    expectLinkInvalid(await linkpay({ token: prepaid.token, code: 2 }));
    expectLinkInvalid(await checklinkpay(prepaid.token));
    expect(expectSuccess(await summary(atHotel.token)).payable).toBe(true);
    t.clock.advance(PAY_LINK_OPEN_HOURS * 60 * MINUTE);
    expectLinkInvalid(await summary(atHotel.token));
  });
});
