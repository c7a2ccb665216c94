import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { payments, refunds } from '@hotel/db/schema/pay';
import { endpoints } from '@hotel/shared/api/endpoints';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { Order } from '@hotel/shared/schemas/order';
import { ApiError } from '../src/lib/api-error.ts';
import { GatewayError, type RefundService } from '../src/modules/pay/index.ts';
import { buildServices } from '../src/services.ts';
import { bookStay, dayFromToday, newMember, orderDetail } from './helpers/booking.ts';
import { expectSuccess, rejectionOf } from './helpers/expectations.ts';
import { fakeGateways, sendNotification } from './helpers/fake-gateway.ts';
import { MINUTE, useMemberApp, withToken } from './helpers/member-app.ts';

const gateways = fakeGateways();
const t = useMemberApp({ appOptions: { payProvider: gateways } });
const wechat = gateways.wechat;

/**
 * RefundService.refund (any part of a payment, by its id) has no route: staff give money back only
 * through the front desk's cancel and no-show. So the service is built by the same root, on the same database.
 */
let service: RefundService | undefined;
const refundService = () => (service ??= buildServices({ db: t.db, clock: t.clock.now, log: pino({ level: 'silent' }), providers: { payment: gateways } }).refunds);
const refund = (input: Parameters<RefundService['refund']>[0]) => refundService().refund(input, t.clock.now());

/** A prepaid order paid by WeChat Pay. */
async function paidPayment() {
  const member = await newMember(t.app);
  const order = await bookStay(t.app, member.token, { rateCode: 'ADV', checkIn: dayFromToday(t.clock, 2), checkOut: dayFromToday(t.clock, 3) });
  const { payId } = expectSuccess(await withToken<{ payId: string }>(t.app, 'POST', endpoints.orderpay.path, member.token, { revNo: order.revNo, code: 3 }));
  const amount = order.hold.totalAmount;
  expect((await sendNotification(t.app, 'wechat', { payId, amountFen: amount * 100 })).status).toBe(204);
  const refundRows = async () => {
    const [payment] = await t.db.select({ id: payments.id }).from(payments).where(eq(payments.payId, payId));
    return t.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id));
  };
  return { member, order, payId, amount, refundRows };
}

const refusal = (promise: Promise<unknown>) => rejectionOf(promise, ApiError);

describe('RefundService.refund', () => {
  it('refunds the whole payment under a new refund id, and once however often the same id is asked for', async () => {
    const p = await paidPayment();
    const first = await refund({ payId: p.payId, reason: '予約取消' });
    expect(first).toMatchObject({ refundId: expect.stringMatching(/^RF\d{18}$/), amount: p.amount, status: 'succeeded', completedAt: expect.any(Date) });
    expect(wechat.callsOf('refund').at(-1)?.[0]).toEqual({ payId: p.payId, refundId: first.refundId, refundFen: p.amount * 100, totalFen: p.amount * 100, reason: '予約取消' });
    const calls = wechat.callsOf('refund').length;
    const again = await refund({ payId: p.payId, refundId: first.refundId, reason: '予約取消' });
    expect(again).toEqual(first);
    expect(wechat.callsOf('refund').length).toBe(calls);
    expect(wechat.refundedFen(p.payId)).toBe(p.amount * 100);
    expect(await p.refundRows()).toHaveLength(1);
  });

  it('pays back once when the same refund id is requested in parallel', async () => {
    const p = await paidPayment();
    wechat.refundOutcome = { state: 'processing' };
    try {
      const results = await Promise.all([1, 2, 3, 4].map(() => refund({ payId: p.payId, refundId: 'RFPARALLEL0001', amount: 100, reason: '一部返金' })));
      expect(new Set(results.map((r) => r.refundId))).toEqual(new Set(['RFPARALLEL0001']));
    } finally {
      wechat.refundOutcome = { state: 'succeeded' };
    }
    const sent = wechat.callsOf('refund').filter(([r]) => (r as { payId: string }).payId === p.payId);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent.every(([r]) => (r as { refundId: string }).refundId === 'RFPARALLEL0001')).toBe(true);
    expect(wechat.refundedFen(p.payId)).toBe(100 * 100);
    expect(await p.refundRows()).toMatchObject([{ refundId: 'RFPARALLEL0001', amount: 100, status: 'processing' }]);
  });

  it('keeps a refund requested when the provider fails, and a repeat sends it again under the same id', async () => {
    const p = await paidPayment();
    wechat.failNext('refund', new GatewayError('timeout'));
    const stored = await refund({ payId: p.payId, refundId: 'RFRETRY0001', amount: 200, reason: '返金' });
    expect(stored).toMatchObject({ status: 'requested', amount: 200 });
    expect(wechat.refundedFen(p.payId)).toBe(0);
    const repeated = await refund({ payId: p.payId, refundId: 'RFRETRY0001', amount: 200, reason: '返金' });
    expect(repeated.status).toBe('succeeded');
    expect(wechat.refundedFen(p.payId)).toBe(200 * 100);
    expect(wechat.callsOf('refund').filter(([r]) => (r as { refundId: string }).refundId === 'RFRETRY0001')).toHaveLength(2);
  });

  it('refuses refunds beyond the payment (409), counting every refund that has not failed', async () => {
    const p = await paidPayment();
    await refund({ payId: p.payId, amount: p.amount - 100, reason: '一部返金' });
    const over = await refusal(refund({ payId: p.payId, amount: 101, reason: '超過' }));
    expect(over.statusCode).toBe(409);
    expect(over.message).toBe(SERVER_MESSAGES.refundExceedsPayment);
    wechat.refundOutcome = { state: 'failed', reason: 'NOT_ENOUGH' };
    try {
      expect((await refund({ payId: p.payId, amount: 100, reason: '残り' })).status).toBe('failed');
    } finally {
      wechat.refundOutcome = { state: 'succeeded' };
    }
    // The failed one gave nothing back: its 100 may be refunded again.
    expect((await refund({ payId: p.payId, reason: '残り' })).amount).toBe(100);
    expect((await refusal(refund({ payId: p.payId, reason: 'もう一度' }))).statusCode).toBe(409);
    expect(wechat.refundedFen(p.payId)).toBe(p.amount * 100);
  });

  it('lets only one of parallel refunds through when together they exceed the payment', async () => {
    const p = await paidPayment();
    const share = Math.ceil(p.amount * 0.6);
    const outcomes = await Promise.allSettled([1, 2, 3].map((i) => refund({ payId: p.payId, refundId: `RFSHARE${i}${p.payId.slice(-6)}`, amount: share, reason: '返金' })));
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected', 'rejected']);
    for (const o of outcomes) if (o.status === 'rejected') expect((o.reason as ApiError).statusCode).toBe(409);
    expect((await p.refundRows()).map((r) => r.amount)).toEqual([share]);
    expect(wechat.refundedFen(p.payId)).toBe(share * 100);
  });

  it('refuses an unpaid or unknown payment and bad input, storing nothing', async () => {
    const member = await newMember(t.app);
    const order = await bookStay(t.app, member.token, { rateCode: 'ADV', checkIn: dayFromToday(t.clock, 2), checkOut: dayFromToday(t.clock, 3) });
    const { payId } = expectSuccess(await withToken<{ payId: string }>(t.app, 'POST', endpoints.orderpay.path, member.token, { revNo: order.revNo, code: 3 }));
    const pending = await refusal(refund({ payId, reason: '返金' }));
    expect([pending.statusCode, pending.message]).toEqual([409, SERVER_MESSAGES.refundNotAllowed]);
    expect((await refusal(refund({ payId: 'PY00000000000000000000', reason: '返金' }))).statusCode).toBe(404);
    expect((await refusal(refund({ payId, refundId: 'rf-lower', reason: '返金' }))).statusCode).toBe(400);
    expect((await refusal(refund({ payId, amount: 0, reason: '返金' }))).statusCode).toBe(400);
    expect((await refusal(refund({ payId, reason: ' ' }))).statusCode).toBe(400);
    const [row] = await t.db.select({ id: payments.id }).from(payments).where(eq(payments.payId, payId));
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, row!.id))).toEqual([]);
  });
});

describe('the refund on the member\'s order', () => {
  it('is null without a refund, then shows the latest refund\'s state and amount in the detail and the list', async () => {
    const p = await paidPayment();
    expect(expectSuccess(await orderDetail(t.app, p.member.token, p.order.id)).refund).toBeNull();
    wechat.refundOutcome = { state: 'processing' };
    let made;
    try {
      made = await refund({ payId: p.payId, reason: '予約取消' });
    } finally {
      wechat.refundOutcome = { state: 'succeeded' };
    }
    expect(expectSuccess(await orderDetail(t.app, p.member.token, p.order.id)).refund).toEqual({ state: 'processing', amount: p.amount });
    wechat.refunds.get(made.refundId)!.state = { state: 'succeeded' };
    t.clock.advance(2 * MINUTE);
    await t.app.reconcilePayments();
    const list = expectSuccess(await withToken<Order[]>(t.app, 'POST', endpoints.getAllOrder.path, p.member.token, { state: 100 }));
    expect(list.find((o) => o.id === p.order.id)?.refund).toEqual({ state: 'succeeded', amount: p.amount });
  });
});
