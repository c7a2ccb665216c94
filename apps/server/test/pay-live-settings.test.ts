import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@hotel/db/schema/orders';
import { endpoints } from '@hotel/shared/api/endpoints';
import { loadEnv } from '../src/env.ts';
import { createPaySimulator, type PaySimulator, type Transport } from '../src/pay-simulator/index.ts';
import { bookStay, dayFromToday, newMember } from './helpers/booking.ts';
import { expectSuccess } from './helpers/expectations.ts';
import { useMemberApp, withToken } from './helpers/member-app.ts';

/**
 * PAY_PROVIDER=live exactly as an operator configures it (environment variables, PEM keys on one
 * line with \n escapes), with the gateways pointed at a stand-in: the payment simulator on its
 * own port, holding the providers' side of the keys.
 */
let target: FastifyInstance | null = null;
const transport: Transport = async (n) => {
  if (!target) throw new Error('ECONNREFUSED');
  const response = await target.inject({ method: 'POST', url: new URL(n.url).pathname, headers: n.headers, payload: n.body });
  return { status: response.statusCode, body: response.body };
};

let simulator: PaySimulator;
let server: FastifyInstance;
const settings: Record<string, string> = {};
const oneLine = (pem: string) => pem.trim().replaceAll('\n', '\\n');

beforeAll(async () => {
  server = Fastify();
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as { port: number };
  await server.close();
  simulator = createPaySimulator({ publicUrl: `http://127.0.0.1:${port}`, prefix: '/stand-in', transport, delivery: { retryDelaysMs: [20, 50], firstDelayMs: 0, duplicateRate: 0 } });
  server = Fastify();
  await server.register(simulator.plugin);
  await server.listen({ port, host: '127.0.0.1' });
  const { alipay, wechat } = simulator.keys;
  Object.assign(settings, {
    PAY_PROVIDER: 'live',
    PUBLIC_URL: 'https://hotel.example.com/',
    ALIPAY_APP_ID: alipay.appId,
    ALIPAY_PRIVATE_KEY: oneLine(alipay.merchant.privateKey),
    ALIPAY_PUBLIC_KEY: oneLine(alipay.platform.publicKey),
    ALIPAY_GATEWAY: simulator.urls.alipayGateway,
    WECHATPAY_MCHID: wechat.mchid,
    WECHATPAY_APPID: wechat.appid,
    WECHATPAY_MERCHANT_SERIAL: wechat.merchantSerial,
    WECHATPAY_PRIVATE_KEY: oneLine(wechat.merchant.privateKey),
    WECHATPAY_APIV3_KEY: wechat.apiV3Key,
    WECHATPAY_PUBLIC_KEY_ID: wechat.platformPublicKeyId,
    WECHATPAY_PUBLIC_KEY: oneLine(wechat.platform.publicKey),
    WECHATPAY_BASE_URL: simulator.urls.wechatBaseUrl,
  });
});
afterAll(async () => {
  simulator.delivery.stop();
  await server.close();
});

// The settings exist only after beforeAll: the app reads them through a getter. Demo mode only
// for the test's SMS codes (GET /__dev/sms); payments are live.
const t = useMemberApp({
  appOptions: {
    demoMode: true,
    payProvider: 'live',
    get paySettings() {
      return loadEnv(settings);
    },
  },
});

describe.each([
  ['alipay', 2],
  ['wechat', 3],
] as const)('PAY_PROVIDER=live, %s, configured from the environment', (protocol, code) => {
  it('creates the trade at the configured gateway and settles on its signed notification', async () => {
    target = t.app;
    const member = await newMember(t.app);
    const order = await bookStay(t.app, member.token, { rateCode: 'ADV', checkIn: dayFromToday(t.clock, 5), checkOut: dayFromToday(t.clock, 6) });
    const answer = expectSuccess(await withToken<{ payId: string }>(t.app, 'POST', endpoints.orderpay.path, member.token, { revNo: order.revNo, code }));
    const trade = simulator.ledger.all().find((tr) => tr.outTradeNo === answer.payId);
    expect(trade).toMatchObject({ protocol, notifyUrl: `https://hotel.example.com/crsapi/v1/pay/notify/${protocol}`, amountFen: order.hold.totalAmount * 100 });
    simulator.pay(trade!);
    await simulator.delivery.settled();
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.payResult).toBe(1);
  });
});

describe('PAY_PROVIDER=live', () => {
  it('mounts no simulator of its own, even in demo mode', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/simulator/scan/${'A'.repeat(22)}` })).statusCode).toBe(404);
  });
});
