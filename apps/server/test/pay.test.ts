import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '@hotel/db/schema/pay';
import { endpoints } from '@hotel/shared/api/endpoints';
import { MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import type { PayMethod } from '@hotel/shared/schemas/pay';
import { GatewayError } from '../src/modules/pay/index.ts';
import { bookStay, dayFromToday, memberBalance, newMember, orderDetail, setBalance } from './helpers/booking.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { fakeGateways, sendNotification } from './helpers/fake-gateway.ts';
import { MINUTE, SECOND, useMemberApp, withToken } from './helpers/member-app.ts';

const gateways = fakeGateways();
const t = useMemberApp({ appOptions: { payProvider: gateways, paySettings: { PUBLIC_URL: 'https://hotel.example.com' } } });

type QrAnswer = { payId: string; payUrl: string; qrCode: string } | null;
const orderpay = (token: string, body: Record<string, unknown>) => withToken<QrAnswer>(t.app, 'POST', endpoints.orderpay.path, token, body);
const checkpay = (token: string, revNo: string) =>
  withToken<{ paid: boolean }>(t.app, 'POST', endpoints.checkpayret.path, token, { revNo, hotelCode: 'pro001' });
const paymentRows = (orderId: number) => t.db.select().from(payments).where(eq(payments.orderId, orderId));

async function prepaidOrder(days = 2) {
  const member = await newMember(t.app);
  const order = await bookStay(t.app, member.token, { rateCode: 'ADV', checkIn: dayFromToday(t.clock, days), checkOut: dayFromToday(t.clock, days + 1) });
  return { member, order, amount: order.hold.totalAmount };
}

describe('GET /pay/getpaymethod', () => {
  it('offers Alipay, WeChat and the member card; pay later (ddzf) only for pay-at-hotel orders', async () => {
    const { member, order } = await prepaidOrder();
    const methods = async (orderNo: string) =>
      expectSuccess(await withToken<{ payMethod: PayMethod[] }>(t.app, 'GET', `${endpoints.getpaymethod.path}?orderNo=${orderNo}`, member.token)).payMethod;
    const prepaid = await methods(order.orderNo);
    expect(prepaid.map((m) => m.type)).toEqual(['支付宝支付', '微信支付', expect.any(String)]);
    expect(prepaid.find((m) => m.paycode === 'card')?.code).toBe(1);
    expect(prepaid.every((m) => m.code !== 0 && m.paycode !== 'ddzf')).toBe(true);
    const atHotel = await bookStay(t.app, member.token, { checkIn: dayFromToday(t.clock, 2), checkOut: dayFromToday(t.clock, 3) });
    expect((await methods(atHotel.orderNo)).map((m) => m.paycode)).toContain('ddzf');
  });
});

describe('QR payment through the gateway', () => {
  it('creates one trade for the amount of the order; a repeated orderpay shows the stored QR without asking again', async () => {
    const { member, order, amount } = await prepaidOrder();
    const before = gateways.wechat.callsOf('createTrade').length;
    const first = expectSuccess(await orderpay(member.token, { revNo: order.revNo, code: 3, payAmount: 1 }))!;
    expect(first.payId).toMatch(/^PY\d{18}$/);
    expect(first.payUrl).toBe(`https://qr.example.test/wechat/${first.payId}`);
    expect(first.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(Buffer.from(first.qrCode.split(',')[1]!, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const [request] = gateways.wechat.callsOf('createTrade').slice(before).map((args) => args[0]);
    expect(request).toEqual({
      payId: first.payId,
      amountFen: amount * 100,
      subject: expect.stringMatching(new RegExp(` ${order.orderNo}$`)),
      notifyUrl: 'https://hotel.example.com/crsapi/v1/pay/notify/wechat',
      expiresAt: new Date(expectSuccess(await orderDetail(t.app, member.token, order.id)).payDeadline!),
    });
    expect((request as { subject: string }).subject.length).toBeGreaterThan(order.orderNo.length + 1);

    const again = await Promise.all([1, 2, 3].map(() => orderpay(member.token, { revNo: order.revNo, code: '3', payAmount: 2 })));
    expect(again.map((a) => a.body.data)).toEqual([first, first, first]);
    expect(gateways.wechat.callsOf('createTrade').length).toBe(before + 1);
    const rows = await paymentRows(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount, status: 'pending', method: 'wechat', qrContent: first.payUrl });
  });

  it('answers 503 with a Japanese message and stores nothing when the provider fails', async () => {
    const { member, order } = await prepaidOrder();
    gateways.alipay.failNext('createTrade', new GatewayError('ACQ.SYSTEM_ERROR', 'ACQ.SYSTEM_ERROR'));
    const down = await orderpay(member.token, { revNo: order.revNo, code: 2 });
    expectFailure(down, 503);
    expect(down.body.message).toBe(SERVER_MESSAGES.payGatewayUnavailable);
    expect(await paymentRows(order.id)).toEqual([]);
    // The next try works and is the only payment.
    const qr = expectSuccess(await orderpay(member.token, { revNo: order.revNo, code: 2 }))!;
    expect((await paymentRows(order.id)).map((r) => r.payId)).toEqual([qr.payId]);
  });

});

describe('a payment that settles while another trade is being created', () => {
  it('stores no second payment for the paid order, closes the new trade and answers 409', async () => {
    const { member, order, amount } = await prepaidOrder();
    const alipay = expectSuccess(await orderpay(member.token, { revNo: order.revNo, code: 2 }))!;
    // The guest switches to WeChat Pay; while WeChat creates the trade, the Alipay payment's notification arrives.
    gateways.wechat.duringNext('createTrade', async () => {
      expect((await sendNotification(t.app, 'alipay', { payId: alipay.payId, amountFen: amount * 100 })).status).toBe(200);
    });
    const late = await orderpay(member.token, { revNo: order.revNo, code: 3 });
    expectFailure(late, 409);
    expect(late.body.message).toBe(SERVER_MESSAGES.orderAlreadyPaid);
    const wechatTrade = gateways.wechat.callsOf('createTrade').map(([r]) => (r as { payId: string }).payId).at(-1)!;
    expect(gateways.wechat.callsOf('closeTrade')).toContainEqual([wechatTrade]);
    expect(gateways.wechat.trades.get(wechatTrade)?.state).toBe('closed');
    expect((await paymentRows(order.id)).map((r) => [r.payId, r.status])).toEqual([[alipay.payId, 'paid']]);
  });

  it('still answers 409 when closing the unneeded trade fails', async () => {
    const { member, order, amount } = await prepaidOrder();
    const alipay = expectSuccess(await orderpay(member.token, { revNo: order.revNo, code: 2 }))!;
    gateways.wechat.duringNext('createTrade', async () => {
      await sendNotification(t.app, 'alipay', { payId: alipay.payId, amountFen: amount * 100 });
    });
    gateways.wechat.failNext('closeTrade');
    expectFailure(await orderpay(member.token, { revNo: order.revNo, code: 3 }), 409);
    expect((await paymentRows(order.id)).map((r) => r.status)).toEqual(['paid']);
  });
});

describe('an order without a pay deadline (pay at the hotel, paid online)', () => {
  it('gives its trade 2 hours, then closes that payment and starts a new trade', async () => {
    const member = await newMember(t.app);
    const order = await bookStay(t.app, member.token, { checkIn: dayFromToday(t.clock, 2), checkOut: dayFromToday(t.clock, 3) });
    const first = expectSuccess(await orderpay(member.token, { revNo: order.revNo, code: 2 }))!;
    const created = gateways.alipay.trades.get(first.payId)!.request;
    expect(created.expiresAt.getTime() - t.clock.now().getTime()).toBeGreaterThan(119 * MINUTE);
    expect(created.expiresAt.getTime() - t.clock.now().getTime()).toBeLessThanOrEqual(120 * MINUTE);
    t.clock.advance(119 * MINUTE);
    expect(expectSuccess(await orderpay(member.token, { revNo: order.revNo, code: 2 }))!.payId).toBe(first.payId);
    t.clock.advance(2 * MINUTE);
    const second = expectSuccess(await orderpay(member.token, { revNo: order.revNo, code: 2 }))!;
    expect(second.payId).not.toBe(first.payId);
    const rows = await paymentRows(order.id);
    expect(rows.map((r) => [r.payId, r.status])).toEqual(expect.arrayContaining([[first.payId, 'closed'], [second.payId, 'pending']]));
  });
});

describe('POST /pay/checkpayret', () => {
  it('asks the provider when the notification is late, at most once per 5 s, and settles the order', async () => {
    const { member, order, amount } = await prepaidOrder();
    const { payId } = expectSuccess(await orderpay(member.token, { revNo: order.revNo, code: 2 }))!;
    const queries = () => gateways.alipay.callsOf('queryTrade').filter(([id]) => id === payId).length;
    // Too young to ask about: the notification usually comes first.
    expect((await checkpay(member.token, order.revNo)).body).toMatchObject({ success: false, data: { paid: false } });
    expect(queries()).toBe(0);
    t.clock.advance(5 * SECOND);
    const polls = await Promise.all([1, 2, 3].map(() => checkpay(member.token, order.revNo)));
    expect(polls.map((p) => p.body.data.paid)).toEqual([false, false, false]);
    expect(queries()).toBe(1);
    gateways.alipay.payTrade(payId);
    t.clock.advance(2 * SECOND);
    expect((await checkpay(member.token, order.revNo)).body.data.paid).toBe(false);
    expect(queries()).toBe(1);
    t.clock.advance(3 * SECOND);
    expect((await checkpay(member.token, order.revNo)).body).toMatchObject({ success: true, message: MESSAGES.paySucceeded, data: { paid: true } });
    expect(queries()).toBe(2);
    expect(expectSuccess(await orderDetail(t.app, member.token, order.id))).toMatchObject({ state: 1, payResult: 1, payCode: 'alipay' });
    const [row] = await paymentRows(order.id);
    expect(row).toMatchObject({ status: 'paid', amount, providerTradeNo: gateways.alipay.trades.get(payId)!.providerTradeNo });
  });

  it('answers unpaid when the provider fails or reports another amount', async () => {
    const { member, order } = await prepaidOrder();
    const { payId } = expectSuccess(await orderpay(member.token, { revNo: order.revNo, code: 2 }))!;
    gateways.alipay.payTrade(payId, 1);
    t.clock.advance(5 * SECOND);
    expect((await checkpay(member.token, order.revNo)).body.data.paid).toBe(false);
    gateways.alipay.failNext('queryTrade');
    t.clock.advance(5 * SECOND);
    const failed = await checkpay(member.token, order.revNo);
    expect(failed.status).toBe(200);
    expect(failed.body.data.paid).toBe(false);
    expect((await paymentRows(order.id))[0]?.status).toBe('pending');
  });
});

describe('member card payment', () => {
  it('checks the password and the balance, then deducts once and marks the order paid', async () => {
    const { member, order, amount } = await prepaidOrder();
    const wrong = await orderpay(member.token, { revNo: order.revNo, code: 1, cardPwd: 'Wrong999' });
    expectFailure(wrong, 400);
    expect(wrong.body.message).toBe(SERVER_MESSAGES.memberPasswordWrong);
    await setBalance(t.db, member.mobile, amount - 1);
    const poor = await orderpay(member.token, { revNo: order.revNo, code: 1, cardPwd: member.password });
    expectFailure(poor, 409);
    expect(poor.body.message).toBe(SERVER_MESSAGES.balanceInsufficient);
    await setBalance(t.db, member.mobile, amount + 500);
    const paid = await Promise.all([1, 2].map(() => orderpay(member.token, { revNo: order.revNo, code: 1, cardPwd: member.password, payAmount: 1 })));
    expect(paid.map((p) => p.status).sort()).toEqual([200, 409]);
    expect(paid.find((p) => p.status === 200)!.body).toMatchObject({ data: null, message: MESSAGES.paySucceeded });
    expect(await memberBalance(t.db, member.mobile)).toBe(500);
    expect(expectSuccess(await orderDetail(t.app, member.token, order.id))).toMatchObject({ state: 1, payResult: 1, payCode: 'card' });
  });
});

describe('who can pay', () => {
  it("answers 404 to another member for every pay call on an order that isn't theirs", async () => {
    const { order } = await prepaidOrder();
    const other = await newMember(t.app);
    expectFailure(await withToken(t.app, 'GET', `${endpoints.getpaymethod.path}?orderNo=${order.orderNo}`, other.token), 404);
    expectFailure(await orderpay(other.token, { revNo: order.revNo, code: 2 }), 404);
    expectFailure(await checkpay(other.token, order.revNo), 404);
  });

  it('refuses pay later for online payment and any payment after the deadline (410)', async () => {
    const { member, order } = await prepaidOrder(3);
    expectFailure(await orderpay(member.token, { revNo: order.revNo, code: 4 }), 400);
    t.clock.advance(31 * MINUTE);
    const late = await orderpay(member.token, { revNo: order.revNo, code: 2 });
    expectFailure(late, 410);
    expect(late.body.message).toBe(SERVER_MESSAGES.payDeadlinePassed);
  });
});
