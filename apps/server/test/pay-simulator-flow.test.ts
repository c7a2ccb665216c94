import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '@hotel/db/schema/pay';
import { orders } from '@hotel/db/schema/orders';
import { endpoints } from '@hotel/shared/api/endpoints';
import { buildApp } from '../src/app.ts';
import { simulatorGateways } from '../src/pay-gateways.ts';
import { buildServices } from '../src/services.ts';
import { createPaySimulator, type PaySimulator, type Transport } from '../src/pay-simulator/index.ts';
import { bookStay, dayFromToday, newMember } from './helpers/booking.ts';
import { expectSuccess } from './helpers/expectations.ts';
import { useMemberApp, withToken } from './helpers/member-app.ts';
import { testLogger } from './helpers/test-logger.ts';
import { TEST_PASSWORD_COST } from './helpers/password-cost.ts';

/**
 * The whole path of a QR payment, production code on both ends of the wire: our live Alipay and
 * WeChat Pay adapters talk over HTTP to the payment simulator (its own port, its own keys), and
 * the simulator's signed notifications reach our notify routes. `target` is the app the
 * notifications go to, so a test can take our server down and bring a new one up.
 */
let target: FastifyInstance | null = null;
const transport: Transport = async (n) => {
  if (!target) throw new Error('ECONNREFUSED: our server is down');
  const response = await target.inject({ method: 'POST', url: new URL(n.url).pathname, headers: n.headers, payload: n.body });
  return { status: response.statusCode, body: response.body };
};

let simulator: PaySimulator;
let server: FastifyInstance;
const log = pino({ level: 'silent' });
const gateways: ReturnType<typeof simulatorGateways> = {};

beforeAll(async () => {
  server = Fastify();
  // Listening first: the simulator's URLs need its port.
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as { port: number };
  simulator = createPaySimulator({ publicUrl: `http://127.0.0.1:${port}`, prefix: '', transport, delivery: { retryDelaysMs: [20, 20, 50, 100, 200], firstDelayMs: 0, duplicateRate: 0 } });
  await server.close();
  server = Fastify();
  await server.register(simulator.plugin);
  await server.listen({ port, host: '127.0.0.1' });
  Object.assign(gateways, simulatorGateways(simulator, log));
});
afterAll(async () => {
  simulator.delivery.stop();
  await server.close();
});

const t = useMemberApp({ appOptions: { payProvider: gateways, paySettings: { PUBLIC_URL: 'https://hotel.example.com' } } });

async function qrPayment(code: 2 | 3) {
  target = t.app;
  const member = await newMember(t.app);
  const order = await bookStay(t.app, member.token, { rateCode: 'ADV', checkIn: dayFromToday(t.clock, 3), checkOut: dayFromToday(t.clock, 4) });
  const answer = expectSuccess(await withToken<{ payId: string; payUrl: string; qrCode: string }>(t.app, 'POST', endpoints.orderpay.path, member.token, { revNo: order.revNo, code }));
  const trade = simulator.ledger.all().find((tr) => tr.outTradeNo === answer.payId)!;
  const orderRow = async () => (await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
  const checkpay = async () => (await withToken<{ paid: boolean }>(t.app, 'POST', endpoints.checkpayret.path, member.token, { revNo: order.revNo })).body;
  return { member, order, answer, trade, orderRow, checkpay, amount: order.hold.totalAmount };
}

describe.each([
  ['alipay', 2],
  ['wechat', 3],
] as const)('%s through the simulator', (protocol, code) => {
  it('creates the trade for the order amount, and the guest scanning and paying settles the order', async () => {
    const { answer, trade, orderRow, checkpay, amount } = await qrPayment(code);
    expect(trade).toMatchObject({ protocol, amountFen: amount * 100, notifyUrl: `https://hotel.example.com/crsapi/v1/pay/notify/${protocol}` });
    expect(answer.payUrl).toBe(`${simulator.urls.alipayGateway.replace('/alipay/gateway.do', '')}/scan/${trade.scanId}`);
    expect(answer.qrCode).toMatch(/^data:image\/png;base64,/);
    expect((await checkpay()).success).toBe(false);
    expect(simulator.pay(trade)).toBe(true);
    await simulator.delivery.settled();
    expect((await orderRow()).payResult).toBe(1);
    expect((await checkpay()).success).toBe(true);
    const [payment] = await t.db.select().from(payments).where(eq(payments.payId, answer.payId));
    expect(payment).toMatchObject({ status: 'paid', providerTradeNo: trade.tradeNo });
  });

  it('keeps sending a notification our server missed, and a restarted server settles it once', async () => {
    const { trade, orderRow } = await qrPayment(code);
    target = null; // our server is down when the guest pays
    simulator.pay(trade);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await orderRow()).payResult).toBe(0);
    // A new process on the same database, same keys (the configuration), comes up.
    const restarted = await buildApp({ passwordCost: TEST_PASSWORD_COST, db: t.db, demoMode: true, logger: testLogger(), clock: t.clock.now, payProvider: gateways, paySettings: { PUBLIC_URL: 'https://hotel.example.com' } });
    target = restarted;
    await simulator.delivery.settled();
    expect((await orderRow()).payResult).toBe(1);
    const record = simulator.delivery.records.at(-1)!;
    expect(record.acknowledged).toBe(true);
    expect(record.attempts).toBeGreaterThan(1);
    await restarted.close();
  });

  it('a duplicate of an acknowledged notification changes nothing', async () => {
    const { trade, orderRow, answer } = await qrPayment(code);
    simulator.delivery.configure({ duplicateRate: 1 });
    simulator.pay(trade);
    await simulator.delivery.settled();
    simulator.delivery.configure({ duplicateRate: 0 });
    const paid = await orderRow();
    expect(paid.payResult).toBe(1);
    const rows = await t.db.select().from(payments).where(eq(payments.payId, answer.payId));
    expect(rows).toHaveLength(1);
    // Replaying the very same notification by hand: accepted, still one settled payment.
    const notification = simulator.halves.find((h) => h.protocol === protocol)!.notification(trade);
    const replay = await t.app.inject({ method: 'POST', url: new URL(notification.url).pathname, headers: notification.headers, payload: notification.body });
    expect(notification.acknowledged(replay.statusCode, replay.body)).toBe(true);
    expect((await orderRow()).paidAt).toEqual(paid.paidAt);
  });

  it('a notification with a changed amount is refused and changes nothing', async () => {
    const { trade, orderRow } = await qrPayment(code);
    // The simulator signs what it is told: a trade it believes was for 1 fen is forged money for us.
    const forged = { ...trade, amountFen: 1 };
    trade.status = 'paid';
    const notification = simulator.halves.find((h) => h.protocol === protocol)!.notification(forged);
    const answer = await t.app.inject({ method: 'POST', url: new URL(notification.url).pathname, headers: notification.headers, payload: notification.body });
    expect(notification.acknowledged(answer.statusCode, answer.body)).toBe(false);
    expect((await orderRow()).payResult).toBe(0);
  });

  it('a refund asked twice, also at once, pays back once at the provider', async () => {
    const { trade, answer, amount } = await qrPayment(code);
    simulator.pay(trade);
    await simulator.delivery.settled();
    const { refunds } = buildServices({ db: t.db, clock: t.clock.now, log, providers: { payment: gateways } });
    const ask = () => refunds.refund({ payId: answer.payId, refundId: `RF${protocol.toUpperCase()}${Date.now()}`.slice(0, 20), reason: 'テスト' }, t.clock.now());
    const refundId = `RFX${code}${Date.now()}`.slice(0, 20);
    const same = () => refunds.refund({ payId: answer.payId, refundId, reason: 'お客様のご都合' }, t.clock.now());
    const results = await Promise.allSettled([same(), same()]);
    expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
    await same();
    expect(trade.refunds).toHaveLength(1);
    expect(simulator.ledger.refunded(trade)).toBe(amount * 100);
    // Nothing is left to refund: another refund id is refused before the provider is asked.
    await expect(ask()).rejects.toMatchObject({ statusCode: 409 });
    expect(trade.refunds).toHaveLength(1);
  });

  it('checkpayret settles a payment whose notification never came, by asking the provider', async () => {
    const { trade, orderRow, checkpay } = await qrPayment(code);
    target = null;
    simulator.delivery.configure({ retryDelaysMs: [] });
    simulator.pay(trade);
    await simulator.delivery.settled();
    simulator.delivery.configure({ retryDelaysMs: [20, 20, 50, 100, 200] });
    target = t.app;
    t.clock.advance(10_000);
    expect((await checkpay()).success).toBe(true);
    expect((await orderRow()).payResult).toBe(1);
  });
});
