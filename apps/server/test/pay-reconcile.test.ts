import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { payments, refunds } from '@hotel/db/schema/pay';
import { endpoints } from '@hotel/shared/api/endpoints';
import type { RefundService } from '../src/modules/pay/index.ts';
import { buildServices } from '../src/services.ts';
import { bookStay, dayFromToday, newMember, orderDetail } from './helpers/booking.ts';
import { expectSuccess } from './helpers/expectations.ts';
import { fakeGateways, sendNotification } from './helpers/fake-gateway.ts';
import { MINUTE, useMemberApp, withToken } from './helpers/member-app.ts';

const gateways = fakeGateways();
const logLines: string[] = [];
const t = useMemberApp({
  appOptions: { payProvider: gateways, logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } } },
});
const alipay = gateways.alipay;

async function pendingPayment() {
  const member = await newMember(t.app);
  const order = await bookStay(t.app, member.token, { rateCode: 'ADV', checkIn: dayFromToday(t.clock, 2), checkOut: dayFromToday(t.clock, 3) });
  const { payId } = expectSuccess(await withToken<{ payId: string }>(t.app, 'POST', endpoints.orderpay.path, member.token, { revNo: order.revNo, code: 2 }));
  const payment = async () => (await t.db.select().from(payments).where(eq(payments.payId, payId)))[0]!;
  const orderState = async () => expectSuccess(await orderDetail(t.app, member.token, order.id));
  return { member, order, payId, fen: order.hold.totalAmount * 100, payment, orderState };
}

/** Refunds asked of the service directly (the front desk's screens refund through it too): the same root, on the same database. */
let refundServiceOnce: RefundService | undefined;
const refundService = () => (refundServiceOnce ??= buildServices({ db: t.db, clock: t.clock.now, log: pino({ level: 'silent' }), providers: { payment: gateways } }).refunds);

const logged = (message: string) => logLines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === message);

describe('payment reconciliation (app.reconcilePayments)', () => {
  it('settles a payment whose notification never came, once it is 3 minutes old', async () => {
    const p = await pendingPayment();
    alipay.payTrade(p.payId);
    t.clock.advance(2 * MINUTE);
    await t.app.reconcilePayments();
    expect((await p.payment()).status).toBe('pending');
    t.clock.advance(MINUTE + 1000);
    const result = await t.app.reconcilePayments();
    expect(result.settled).toBeGreaterThanOrEqual(1);
    expect(await p.payment()).toMatchObject({ status: 'paid', providerTradeNo: alipay.trades.get(p.payId)!.providerTradeNo });
    expect(await p.orderState()).toMatchObject({ state: 1, payResult: 1, payCode: 'alipay' });
  });

  it('settles money that arrived after the order lapsed as refund_due', async () => {
    const p = await pendingPayment();
    alipay.payTrade(p.payId);
    t.clock.advance(31 * MINUTE);
    await t.app.releaseExpired();
    await t.app.reconcilePayments();
    expect((await p.payment()).status).toBe('refund_due');
    expect((await p.orderState()).state).toBe(10);
  });

  it('closes the trade of an order that can no longer be paid, and leaves a payable one pending', async () => {
    const lapsing = await pendingPayment();
    t.clock.advance(20 * MINUTE);
    const payable = await pendingPayment();
    t.clock.advance(4 * MINUTE);
    await t.app.reconcilePayments();
    expect((await lapsing.payment()).status).toBe('pending');
    expect(alipay.callsOf('closeTrade')).not.toContainEqual([lapsing.payId]);
    t.clock.advance(7 * MINUTE);
    await t.app.reconcilePayments();
    expect(alipay.callsOf('closeTrade')).toContainEqual([lapsing.payId]);
    expect(alipay.trades.get(lapsing.payId)?.state).toBe('closed');
    expect(await lapsing.payment()).toMatchObject({ status: 'closed', closedAt: expect.any(Date) });
    expect((await payable.payment()).status).toBe('pending');
    expect(alipay.callsOf('closeTrade')).not.toContainEqual([payable.payId]);
    // The guest paid just before the close: the notification that still comes settles it for the staff to refund.
    alipay.payTrade(lapsing.payId);
    expect((await sendNotification(t.app, 'alipay', { payId: lapsing.payId, amountFen: lapsing.fen })).body).toBe('success');
    expect((await lapsing.payment()).status).toBe('refund_due');
  });

  it('checks each settled payment once and logs one line when the provider disagrees', async () => {
    const agreeing = await pendingPayment();
    const disagreeing = await pendingPayment();
    for (const p of [agreeing, disagreeing]) {
      alipay.payTrade(p.payId);
      expect((await sendNotification(t.app, 'alipay', { payId: p.payId, amountFen: p.fen })).body).toBe('success');
    }
    alipay.trades.get(disagreeing.payId)!.amountFen = disagreeing.fen - 100;
    logLines.length = 0;
    const queries = () => alipay.callsOf('queryTrade').filter(([id]) => id === agreeing.payId || id === disagreeing.payId).length;
    const before = queries();
    t.clock.advance(MINUTE + 1000);
    await t.app.reconcilePayments();
    expect(queries()).toBe(before + 2);
    const ours = new Set([agreeing.payId, disagreeing.payId]);
    expect(logged('reconciliation: the provider disagrees with a settled payment').filter((l) => ours.has(l.payId as string))).toEqual([
      expect.objectContaining({
        level: 50,
        payId: disagreeing.payId,
        orderNo: disagreeing.order.orderNo,
        ours: { status: 'paid', amountFen: disagreeing.fen },
        theirs: { state: 'paid', amountFen: disagreeing.fen - 100 },
      }),
    ]);
    expect(logLines.join('\n')).not.toContain(disagreeing.member.mobile);
    expect((await agreeing.payment()).reconciledAt).toEqual(expect.any(Date));
    t.clock.advance(5 * MINUTE);
    await t.app.reconcilePayments();
    expect(queries()).toBe(before + 2);
  });

  it('logs an error for one payment and goes on with the batch', async () => {
    const failing = await pendingPayment();
    const paid = await pendingPayment();
    alipay.payTrade(paid.payId);
    t.clock.advance(4 * MINUTE);
    alipay.failNext('queryTrade');
    logLines.length = 0;
    const result = await t.app.reconcilePayments();
    expect(result.errors).toBeGreaterThanOrEqual(1);
    expect(logged('reconciliation: a pending payment failed').length).toBeGreaterThanOrEqual(1);
    expect((await paid.payment()).status).toBe('paid');
    expect((await failing.payment()).status).toBe('pending');
  });

  it('follows a refund the provider is still processing until it succeeds', async () => {
    const p = await pendingPayment();
    await sendNotification(t.app, 'alipay', { payId: p.payId, amountFen: p.fen });
    alipay.refundOutcome = { state: 'processing' };
    const refund = await refundService().refund({ payId: p.payId, reason: '予約取消' }, t.clock.now());
    alipay.refundOutcome = { state: 'succeeded' };
    expect(refund.status).toBe('processing');
    t.clock.advance(30 * 1000);
    await t.app.reconcilePayments();
    expect(alipay.callsOf('queryRefund')).not.toContainEqual([p.payId, refund.refundId]);
    alipay.refunds.get(refund.refundId)!.state = { state: 'succeeded' };
    t.clock.advance(MINUTE);
    await t.app.reconcilePayments();
    expect(alipay.callsOf('queryRefund')).toContainEqual([p.payId, refund.refundId]);
    const [row] = await t.db.select().from(refunds).where(eq(refunds.refundId, refund.refundId));
    expect(row).toMatchObject({ status: 'succeeded', completedAt: expect.any(Date) });
  });
});
