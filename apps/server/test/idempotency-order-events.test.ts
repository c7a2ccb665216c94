import { and, count, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments, refunds } from '@hotel/db/schema/pay';
import { memberPoints } from '@hotel/db/schema/user';
import { endpoints } from '@hotel/shared/api/endpoints';
import { addDays } from '@hotel/shared/hotel-date';
import { ApiError } from '../src/lib/api-error.ts';
import type { QrMethod, RefundService } from '../src/modules/pay/index.ts';
import { buildServices } from '../src/services.ts';
import { bookStay, dayFromToday, newMember, night } from './helpers/booking.ts';
import { demoStaff, desk, orderRow, pointsOf } from './helpers/desk.ts';
import { fakeGateways, sendNotification } from './helpers/fake-gateway.ts';
import { useMemberApp, withToken } from './helpers/member-app.ts';

/**
 * Idempotency (issue 11): payment notifications (Alipay form-encoded, WeChat Pay JSON, signed as
 * the fake gateways verify them), pay requests, refunds, cancels and check-outs, each delivered
 * 2–10 times in an order fast-check picks, one after another or in concurrent groups
 * (Promise.all), change the order exactly once: one settled payment, one refund of the amount,
 * one state change, points once, the rooms given back once.
 */
const gateways = fakeGateways();
const t = useMemberApp({ appOptions: { payProvider: gateways } });
const CODES: Record<QrMethod, number> = { alipay: 2, wechat: 3 };
const RUNS = Number(process.env.IDEMPOTENCY_RUNS ?? 8);

let member: { token: string; mobile: string };
let front: string;
let refundService: RefundService;
const figures = { sequences: 0, deliveries: 0 };

beforeAll(async () => {
  member = await newMember(t.app);
  front = await demoStaff(t.app, 'front');
  refundService = buildServices({ db: t.db, clock: t.clock.now, log: pino({ level: 'silent' }), providers: { payment: gateways } }).refunds;
}, 60_000);

type Op = () => Promise<unknown>;

/** Each kind of delivery 2–10 times (or `min`–10), shuffled, run one by one or in concurrent groups. */
const deliveries = <K extends string>(kinds: readonly K[], min = 2) =>
  fc.record({
    times: fc.tuple(...kinds.map(() => fc.integer({ min, max: 10 }))),
    order: fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
    groups: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 40, maxLength: 40 }),
    concurrent: fc.boolean(),
  }).map(({ times, order, groups, concurrent }) => {
    const sequence = kinds.flatMap((kind, i) => Array.from({ length: times[i]! }, () => kind));
    // A permutation driven by the generated numbers (Fisher–Yates), so fast-check can shrink it.
    for (let i = sequence.length - 1; i > 0; i--) {
      const j = order[i % order.length]! % (i + 1);
      [sequence[i], sequence[j]] = [sequence[j]!, sequence[i]!];
    }
    return { sequence, groups, concurrent };
  });

async function run<K extends string>(plan: { sequence: K[]; groups: number[]; concurrent: boolean }, op: (kind: K) => Op): Promise<void> {
  figures.sequences += 1;
  figures.deliveries += plan.sequence.length;
  if (!plan.concurrent) {
    for (const kind of plan.sequence) await op(kind)();
    return;
  }
  for (let i = 0, g = 0; i < plan.sequence.length; g++) {
    const size = plan.groups[g % plan.groups.length]!;
    await Promise.all(plan.sequence.slice(i, i + size).map((kind) => op(kind)()));
    i += size;
  }
}

let runs = 0;
/** A pay-at-hotel (BAR) stay at pro001 (nights 3–50 days ahead, in turn), and its night's sold count before booking. */
async function newOrder() {
  const from = 3 + (runs++ % 48);
  const checkIn = dayFromToday(t.clock, from);
  const before = (await night(t.db, 'pro001', 'SK', checkIn)).soldRooms;
  const order = await bookStay(t.app, member.token, { checkIn, checkOut: addDays(checkIn, 1) });
  return { ...order, checkIn, soldBefore: before, amount: order.hold.totalAmount };
}

const orderPayments = async (orderId: number) => t.db.select().from(payments).where(eq(payments.orderId, orderId));

/** Answers that may come back from a repeat: success, or a refusal (409 and friends), never a 5xx. */
const notServerError = (status: number) => expect(status, 'a repeat answered a 5xx').toBeLessThan(500);

async function pay(method: QrMethod, order: { revNo: string }) {
  const response = await withToken<{ payId: string }>(t.app, 'POST', endpoints.orderpay.path, member.token, { revNo: order.revNo, code: CODES[method] });
  notServerError(response.status);
  return response;
}

async function notify(method: QrMethod, payId: string, amount: number) {
  const answer = await sendNotification(t.app, method, { payId, amountFen: amount * 100, providerTradeNo: `T-${payId}` });
  expect(answer.status, answer.body).toBe(method === 'alipay' ? 200 : 204);
  if (method === 'alipay') expect(answer.body).toBe('success');
}

describe('idempotency (fast-check sequences)', () => {
  it('pay requests, notifications and status checks, repeated and shuffled, settle the payment once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<QrMethod>('alipay', 'wechat'), deliveries(['orderpay', 'notify', 'checkpayret'] as const), async (method, plan) => {
        const order = await newOrder();
        const first = await pay(method, order);
        expect(first.status, JSON.stringify(first.body)).toBe(200);
        const payId = first.body.data.payId;
        await run(plan, (kind) => async () => {
          if (kind === 'orderpay') {
            const again = await pay(method, order);
            // Before the notification: the same payment again; after it: refused, already paid.
            if (again.status === 200) expect(again.body.data.payId).toBe(payId);
          } else if (kind === 'notify') await notify(method, payId, order.amount);
          else notServerError((await withToken(t.app, 'POST', endpoints.checkpayret.path, member.token, { revNo: order.revNo, hotelCode: 'pro001' })).status);
        });
        const rows = await orderPayments(order.id);
        expect(rows.map((p) => [p.payId, p.status])).toEqual([[payId, 'paid']]);
        expect(gateways[method].callsOf('createTrade').filter(([r]) => (r as { payId: string }).payId === payId)).toHaveLength(1);
        expect(await orderRow(t.db, order.orderNo)).toMatchObject({ state: 1, payResult: 1 });
        expect((await night(t.db, 'pro001', 'SK', order.checkIn)).soldRooms).toBe(order.soldBefore + 1);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 600_000);

  it('staff cancels, guest cancels, refunds and late notifications, repeated and shuffled, cancel and refund once and give the room back once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<QrMethod>('alipay', 'wechat'), deliveries(['staffCancel', 'guestCancel', 'refund', 'notify', 'reconcile'] as const), async (method, plan) => {
        const order = await newOrder();
        const payId = (await pay(method, order)).body.data.payId;
        await notify(method, payId, order.amount);
        await run(plan, (kind) => async () => {
          if (kind === 'staffCancel') notServerError((await desk(t.app, front, 'POST', '/orders/cancel', { hotel: 'pro001', orderNo: order.orderNo, reason: '重複送信の確認' })).status);
          else if (kind === 'guestCancel') notServerError((await withToken(t.app, 'GET', `${endpoints.cancleOrder.path}?orderId=${order.id}`, member.token)).status);
          else if (kind === 'refund') await refundService.refund({ payId, reason: '重複送信の確認' }, t.clock.now()).catch((e: unknown) => expect(e).toBeInstanceOf(ApiError));
          else if (kind === 'notify') await notify(method, payId, order.amount);
          else await t.app.reconcilePayments();
        });
        const row = await orderRow(t.db, order.orderNo);
        expect(row.state).toBe(2);
        const [payment] = await orderPayments(order.id);
        const refundRows = await t.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id));
        const live = refundRows.filter((r) => r.status !== 'failed');
        expect(live.reduce((sum, r) => sum + r.amount, 0), JSON.stringify(refundRows)).toBe(order.amount);
        expect(gateways[method].refundedFen(payId)).toBe(order.amount * 100);
        expect((await night(t.db, 'pro001', 'SK', order.checkIn)).soldRooms).toBe(order.soldBefore);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 600_000);

  it('guest cancels, staff cancels and the expiry job on an unpaid order, repeated and shuffled, give the room back once', async () => {
    await fc.assert(
      fc.asyncProperty(deliveries(['guestCancel', 'staffCancel', 'releaseExpired'] as const), async (plan) => {
        const order = await newOrder();
        await run(plan, (kind) => async () => {
          if (kind === 'guestCancel') notServerError((await withToken(t.app, 'GET', `${endpoints.cancleOrder.path}?orderId=${order.id}`, member.token)).status);
          else if (kind === 'staffCancel') notServerError((await desk(t.app, front, 'POST', '/orders/cancel', { hotel: 'pro001', orderNo: order.orderNo, reason: '重複送信の確認' })).status);
          else await t.app.releaseExpired();
        });
        expect(await orderRow(t.db, order.orderNo)).toMatchObject({ state: 2, payResult: 0 });
        expect(await orderPayments(order.id)).toEqual([]);
        expect((await night(t.db, 'pro001', 'SK', order.checkIn)).soldRooms).toBe(order.soldBefore);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 600_000);

  it('check-outs and the completing job, repeated and shuffled, complete the stay and credit its points once', async () => {
    await fc.assert(
      fc.asyncProperty(deliveries(['checkIn', 'checkOut', 'completeStays'] as const, 2), async (plan) => {
        const checkIn = dayFromToday(t.clock, 0);
        const order = await bookStay(t.app, member.token, { roomTypeCode: 'DK', checkIn, checkOut: addDays(checkIn, 1) });
        const pointsBefore = await pointsOf(t.db, member.mobile);
        expect((await desk(t.app, front, 'POST', '/orders/check-in', { hotel: 'pro001', orderNo: order.orderNo })).status).toBe(200);
        await run(plan, (kind) => async () => {
          if (kind === 'completeStays') await t.app.completeStays();
          else notServerError((await desk(t.app, front, 'POST', `/orders/${kind === 'checkIn' ? 'check-in' : 'check-out'}`, { hotel: 'pro001', orderNo: order.orderNo })).status);
        });
        const row = await orderRow(t.db, order.orderNo);
        expect(row.state).toBe(9);
        expect(await pointsOf(t.db, member.mobile)).toBe(pointsBefore + order.hold.totalAmount);
        const [lines] = await t.db.select({ n: count() }).from(memberPoints).where(and(eq(memberPoints.orderId, order.id), inArray(memberPoints.kind, ['stay'])));
        expect(lines!.n).toBe(1);
      }),
      { numRuns: Math.max(2, Math.floor(RUNS / 2)), endOnFailure: true },
    );
  }, 600_000);

  it('reports its figures', () => {
    console.log(`[idempotency] ${JSON.stringify(figures)}`);
    expect(figures.sequences).toBeGreaterThanOrEqual(RUNS * 3);
  });
});
