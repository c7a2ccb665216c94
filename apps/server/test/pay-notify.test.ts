import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '@hotel/db/schema/pay';
import { orders } from '@hotel/db/schema/orders';
import { endpoints } from '@hotel/shared/api/endpoints';
import type { QrMethod } from '../src/modules/pay/index.ts';
import { bookStay, dayFromToday, newMember, orderDetail } from './helpers/booking.ts';
import { expectSuccess } from './helpers/expectations.ts';
import { fakeGateways, sendNotification } from './helpers/fake-gateway.ts';
import { MINUTE, useMemberApp, withToken } from './helpers/member-app.ts';

const gateways = fakeGateways();
const logLines: string[] = [];
const t = useMemberApp({
  appOptions: { payProvider: gateways, logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } } },
});

const CODES: Record<QrMethod, number> = { alipay: 2, wechat: 3 };

/** A prepaid order with a pending QR payment through `method`. */
async function pendingPayment(method: QrMethod = 'alipay') {
  const member = await newMember(t.app);
  const order = await bookStay(t.app, member.token, { rateCode: 'ADV', checkIn: dayFromToday(t.clock, 2), checkOut: dayFromToday(t.clock, 3) });
  const qr = await withToken<{ payId: string }>(t.app, 'POST', endpoints.orderpay.path, member.token, { revNo: order.revNo, code: CODES[method] });
  const { payId } = expectSuccess(qr);
  const fen = order.hold.totalAmount * 100;
  const state = async () => {
    const [payment] = await t.db.select().from(payments).where(eq(payments.payId, payId));
    const detail = expectSuccess(await orderDetail(t.app, member.token, order.id));
    return { payment: payment!, order: { state: detail.state, payResult: detail.payResult } };
  };
  return { member, order, payId, fen, state };
}

const UNPAID = { state: 0, payResult: 0 };

describe('POST /crsapi/v1/pay/notify/<method>', () => {
  it('settles the payment and the order once, stores the provider trade number, and answers success (Alipay)', async () => {
    const p = await pendingPayment('alipay');
    const answer = await sendNotification(t.app, 'alipay', { payId: p.payId, amountFen: p.fen, providerTradeNo: '2026112322001' });
    expect(answer).toMatchObject({ status: 200, body: 'success', contentType: expect.stringMatching(/^text\/plain/) });
    const after = await p.state();
    expect(after.order).toEqual({ state: 1, payResult: 1 });
    expect(after.payment).toMatchObject({ status: 'paid', providerTradeNo: '2026112322001' });
  });

  it('answers WeChat Pay with 204 and no body', async () => {
    const p = await pendingPayment('wechat');
    const answer = await sendNotification(t.app, 'wechat', { payId: p.payId, amountFen: p.fen, providerTradeNo: '4200000001' });
    expect(answer).toMatchObject({ status: 204, body: '' });
    expect((await p.state()).payment.status).toBe('paid');
  });

  it('hands the gateway the exact bytes and headers received (signatures cover them)', async () => {
    const p = await pendingPayment('wechat');
    const raw = `{ "payId" : "${p.payId}",  "amountFen":${p.fen}, "paid": false }`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/crsapi/v1/pay/notify/wechat',
      headers: { 'content-type': 'application/json', 'Wechatpay-Signature': 'c2lnbmF0dXJl', 'wechatpay-serial': 'PUB_KEY_ID_0123' },
      payload: raw,
    });
    expect(response.statusCode).toBe(204);
    const received = gateways.wechat.notifications.at(-1)!;
    expect(received.rawBody).toBe(raw);
    expect(received.headers).toMatchObject({ 'wechatpay-signature': 'c2lnbmF0dXJl', 'wechatpay-serial': 'PUB_KEY_ID_0123' });
  });

  it('changes nothing when the notification is replayed, at once or later', async () => {
    const p = await pendingPayment();
    const notice = { payId: p.payId, amountFen: p.fen, providerTradeNo: 'T-REPLAY' };
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => sendNotification(t.app, 'alipay', notice)));
    expect(answers.map((a) => a.body)).toEqual(['success', 'success', 'success', 'success', 'success']);
    const settled = await p.state();
    t.clock.advance(MINUTE);
    expect((await sendNotification(t.app, 'alipay', { ...notice, providerTradeNo: 'T-OTHER' })).body).toBe('success');
    const later = await p.state();
    expect(later.payment).toEqual(settled.payment);
    expect(later.order).toEqual({ state: 1, payResult: 1 });
  });

  it('rejects a forged or malformed notification and changes nothing', async () => {
    const p = await pendingPayment();
    const before = await p.state();
    logLines.length = 0;
    expect((await sendNotification(t.app, 'alipay', { payId: p.payId, amountFen: p.fen, forged: true })).body).toBe('fail');
    expect((await sendNotification(t.app, 'alipay', 'not json')).body).toBe('fail');
    const forgedWechat = await sendNotification(t.app, 'wechat', { payId: p.payId, amountFen: p.fen, forged: true });
    expect(forgedWechat.status).toBe(500);
    expect(JSON.parse(forgedWechat.body)).toMatchObject({ code: 'FAIL' });
    expect(await p.state()).toEqual(before);
    expect(before.order).toEqual(UNPAID);
    expect(logLines.filter((l) => l.includes('payment notification rejected'))).toHaveLength(3);
  });

  it('rejects another amount (logged as an error) and an unknown payment, changing nothing', async () => {
    const p = await pendingPayment();
    logLines.length = 0;
    expect((await sendNotification(t.app, 'alipay', { payId: p.payId, amountFen: p.fen - 1 })).body).toBe('fail');
    expect((await sendNotification(t.app, 'alipay', { payId: p.payId, amountFen: p.fen * 10 })).body).toBe('fail');
    expect((await sendNotification(t.app, 'alipay', { payId: 'PY20991231000000000', amountFen: p.fen })).body).toBe('fail');
    // Another method's notification for this payment is as unknown as a made-up id.
    expect((await sendNotification(t.app, 'wechat', { payId: p.payId, amountFen: p.fen })).status).toBe(500);
    expect(await p.state()).toMatchObject({ payment: { status: 'pending', paidAt: null }, order: UNPAID });
    const mismatch = logLines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'payment notification with another amount: rejected');
    expect(mismatch).toEqual([
      expect.objectContaining({ level: 50, payId: p.payId, orderNo: p.order.orderNo, ours: p.fen, theirs: p.fen - 1 }),
      expect.objectContaining({ level: 50, payId: p.payId, ours: p.fen, theirs: p.fen * 10 }),
    ]);
  });

  it('accepts a notification of a trade that is not paid, changing nothing', async () => {
    const p = await pendingPayment();
    expect((await sendNotification(t.app, 'alipay', { payId: p.payId, amountFen: p.fen, paid: false })).body).toBe('success');
    expect(await p.state()).toMatchObject({ payment: { status: 'pending' }, order: UNPAID });
  });

  it('marks money for an order that can no longer be paid refund_due, leaving the order expired', async () => {
    const p = await pendingPayment();
    t.clock.advance(31 * MINUTE);
    await t.app.releaseExpired();
    expect((await sendNotification(t.app, 'alipay', { payId: p.payId, amountFen: p.fen })).body).toBe('success');
    expect(await p.state()).toMatchObject({ payment: { status: 'refund_due' }, order: { state: 10, payResult: 0 } });
  });

  it('answers rejected, never a 500 page, when settling fails unexpectedly, so the provider retries', async () => {
    const p = await pendingPayment();
    // A constraint makes marking the order paid throw inside the transaction.
    await t.db.execute(`alter table orders add constraint t_no_paid_orders check (pay_result = 0) not valid`);
    try {
      const answer = await sendNotification(t.app, 'alipay', { payId: p.payId, amountFen: p.fen });
      expect(answer).toMatchObject({ status: 200, body: 'fail' });
    } finally {
      await t.db.execute('alter table orders drop constraint t_no_paid_orders');
    }
    expect((await p.state()).payment.status).toBe('pending');
    expect((await sendNotification(t.app, 'alipay', { payId: p.payId, amountFen: p.fen })).body).toBe('success');
    expect((await t.db.select({ payResult: orders.payResult }).from(orders).where(eq(orders.id, p.order.id)))[0]?.payResult).toBe(1);
  });

  it('answers 404 for an unknown method and refuses a body over 64 KB', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: '/crsapi/v1/pay/notify/paypal', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(unknown.statusCode).toBe(404);
    const huge = await t.app.inject({ method: 'POST', url: '/crsapi/v1/pay/notify/wechat', headers: { 'content-type': 'application/json' }, payload: `"${'x'.repeat(70 * 1024)}"` });
    expect(huge.statusCode).toBe(413);
  });
});
