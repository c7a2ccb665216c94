import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AlipayGateway } from '../src/modules/pay/alipay-gateway.ts';
import { GatewayError, NotificationRejected, type AlipayConfig, type TradeRequest } from '../src/modules/pay/payment-gateway.ts';
import { alipaySimulator } from '../src/pay-simulator/alipay.ts';
import { rsa2Sign, signContent } from '../src/pay-simulator/alipay-signing.ts';
import { NotificationDelivery, type OutgoingNotification } from '../src/pay-simulator/delivery.ts';
import { generateSimulatorKeys, rsaKeyPair } from '../src/pay-simulator/keys.ts';
import { SimLedger, type SimTrade } from '../src/pay-simulator/ledger.ts';
import type { SimContext } from '../src/pay-simulator/protocol.ts';
import { capturingLogger } from './helpers/sms-stand-in.ts';
import { rejectionOf } from './helpers/expectations.ts';

const keys = generateSimulatorKeys();
const otherKeys = rsaKeyPair();
const ledger = new SimLedger();
const delivered: OutgoingNotification[] = [];
const delivery = new NotificationDelivery({ retryDelaysMs: [], firstDelayMs: 0, duplicateRate: 0 }, async (n) => {
  delivered.push(n);
  return { status: 200, body: 'success' };
});
const ctx: SimContext = { keys, ledger, delivery, scanUrl: (trade) => `http://simulator.test/alipay/scan/${trade.scanId}` };
const simulator = alipaySimulator(ctx);
/** The same simulator, but signing its answers with a key that is not Alipay's. */
const forger = alipaySimulator({ ...ctx, keys: { ...keys, alipay: { ...keys.alipay, platform: otherKeys } } });

/** What reached the simulator's gateway: the SDK's request as sent. */
const received: Array<{ method: string; url: URL; contentType: string | undefined; body: string }> = [];
let base = '';
let forgerBase = '';
const servers: FastifyInstance[] = [];
let silent: Server;
let silentUrl = '';
let trickle: Server;
let trickleUrl = '';
const trickleTimers = new Set<NodeJS.Timeout>();

async function listen(routes: typeof simulator.routes): Promise<string> {
  const app = Fastify();
  app.addHook('preHandler', async (request) => {
    received.push({ method: request.method, url: new URL(request.url, 'http://x'), contentType: request.headers['content-type'], body: typeof request.body === 'string' ? request.body : '' });
  });
  await app.register(routes, { prefix: '/alipay' });
  servers.push(app);
  return app.listen({ host: '127.0.0.1', port: 0 });
}

beforeAll(async () => {
  base = await listen(simulator.routes);
  forgerBase = await listen(forger.routes);
  // Accepts the connection and never answers.
  silent = createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/alipay/gateway.do`;
  // Answers at once, then sends one byte every 100 ms and never finishes: no idle timeout fires.
  trickle = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html;charset=utf-8' });
    response.write('{');
    const timer = setInterval(() => response.write(' '), 100);
    trickleTimers.add(timer);
    response.on('close', () => clearInterval(timer));
  });
  await new Promise<void>((resolve) => trickle.listen(0, '127.0.0.1', resolve));
  trickleUrl = `http://127.0.0.1:${(trickle.address() as AddressInfo).port}/alipay/gateway.do`;
});

afterAll(async () => {
  delivery.stop();
  for (const timer of trickleTimers) clearInterval(timer);
  for (const server of [silent, trickle]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await Promise.all(servers.map((app) => app.close()));
});

beforeEach(() => {
  received.length = 0;
});

const logger = capturingLogger();

function gateway(overrides: Partial<AlipayConfig> = {}) {
  return new AlipayGateway(
    {
      appId: keys.alipay.appId,
      privateKey: keys.alipay.merchant.privateKey,
      alipayPublicKey: keys.alipay.platform.publicKey,
      gateway: `${base}/alipay/gateway.do`,
      timeoutMs: 3000,
      ...overrides,
    },
    logger.log,
  );
}

let sequence = 0;
function tradeRequest(overrides: Partial<TradeRequest> = {}): TradeRequest {
  sequence += 1;
  return {
    payId: `P${Date.now()}${sequence}`.slice(0, 32),
    amountFen: 128000,
    subject: 'フェルトン・ホテル東京 予約 R0001',
    notifyUrl: 'https://hotel.example/crsapi/v1/pay/notify/alipay',
    expiresAt: new Date(Date.now() + 15 * 60_000),
    ...overrides,
  };
}

function tradeOf(payId: string): SimTrade {
  const trade = ledger.find('alipay', keys.alipay.appId, payId);
  if (!trade) throw new Error(`no trade ${payId}`);
  return trade;
}

/** A trade created through the adapter and paid by the "guest". */
async function paidTrade(overrides: Partial<TradeRequest> = {}) {
  const request = tradeRequest(overrides);
  await gateway().createTrade(request);
  const trade = tradeOf(request.payId);
  expect(ledger.pay(trade)).toBe(true);
  return { request, trade };
}

const gatewayError = (promise: Promise<unknown>) => rejectionOf(promise, GatewayError);

describe('Alipay adapter against the simulator: trades', () => {
  it('precreates with the amount in yuan, the deadline in Beijing time and notify_url, and returns the QR content', async () => {
    const request = tradeRequest({ amountFen: 128001, expiresAt: new Date('2030-01-01T06:30:00Z') });
    const { qrContent } = await gateway().createTrade(request);

    const trade = tradeOf(request.payId);
    expect(qrContent).toBe(`http://simulator.test/alipay/scan/${trade.scanId}`);
    expect(trade).toMatchObject({ amountFen: 128001, subject: request.subject, notifyUrl: request.notifyUrl, status: 'unpaid' });
    expect(trade.expiresAt?.toISOString()).toBe('2030-01-01T06:30:00.000Z');

    // What alipay-sdk sends: POST, public parameters in the query, biz_content alone in a form body.
    const [sent] = received;
    expect(sent?.method).toBe('POST');
    expect(sent?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(sent?.url.searchParams.get('method')).toBe('alipay.trade.precreate');
    expect(sent?.url.searchParams.get('app_id')).toBe(keys.alipay.appId);
    expect(sent?.url.searchParams.get('sign_type')).toBe('RSA2');
    expect(sent?.url.searchParams.get('notify_url')).toBe(request.notifyUrl);
    expect(sent?.url.searchParams.get('sign')).toBeTruthy();
    const beijingNow = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 13).replace('T', ' ');
    expect(sent?.url.searchParams.get('timestamp')?.slice(0, 13)).toBe(beijingNow);
    const form = new URLSearchParams(sent?.body);
    expect([...form.keys()]).toEqual(['biz_content']);
    expect(JSON.parse(form.get('biz_content') ?? '')).toEqual({
      out_trade_no: request.payId,
      total_amount: '1280.01',
      subject: request.subject,
      time_expire: '2030-01-01 14:30:00',
    });
  });

  it('answers a repeated precreate with the same amount with the same QR, and refuses another amount', async () => {
    const request = tradeRequest();
    const first = await gateway().createTrade(request);
    expect(await gateway().createTrade(request)).toEqual(first);
    expect(ledger.all().filter((t) => t.outTradeNo === request.payId)).toHaveLength(1);

    const error = await gatewayError(gateway().createTrade({ ...request, amountFen: 1 }));
    expect(error.code).toBe('ACQ.CONTEXT_INCONSISTENT');
    expect(tradeOf(request.payId).amountFen).toBe(128000);
  });

  it('queries: not found until scanned, then unpaid, then paid with amount, trade number and time', async () => {
    const request = tradeRequest({ amountFen: 1 });
    await gateway().createTrade(request);
    expect(await gateway().queryTrade(request.payId)).toEqual({ state: 'not_found' });

    const trade = tradeOf(request.payId);
    ledger.markScanned(trade);
    expect(await gateway().queryTrade(request.payId)).toEqual({ state: 'unpaid' });

    ledger.pay(trade);
    const state = await gateway().queryTrade(request.payId);
    expect(state).toEqual({ state: 'paid', amountFen: 1, providerTradeNo: trade.tradeNo, paidAt: expect.any(Date) as Date });
    if (state.state === 'paid') expect(Math.abs((state.paidAt?.getTime() ?? 0) - (trade.paidAt?.getTime() ?? 0))).toBeLessThan(1000);

    expect(await gateway().queryTrade('NEVER0CREATED')).toEqual({ state: 'not_found' });
  });

  it('closes: an unscanned trade or a closed one is fine, a waiting one closes, a paid one is an error', async () => {
    const unscanned = tradeRequest();
    await gateway().createTrade(unscanned);
    await expect(gateway().closeTrade(unscanned.payId)).resolves.toBeUndefined();
    await expect(gateway().closeTrade('NEVER0CREATED')).resolves.toBeUndefined();

    const waiting = tradeRequest();
    await gateway().createTrade(waiting);
    ledger.markScanned(tradeOf(waiting.payId));
    await gateway().closeTrade(waiting.payId);
    expect(tradeOf(waiting.payId).status).toBe('closed');
    expect(await gateway().queryTrade(waiting.payId)).toEqual({ state: 'closed' });
    await expect(gateway().closeTrade(waiting.payId)).resolves.toBeUndefined();

    const { request: paid } = await paidTrade();
    const error = await gatewayError(gateway().closeTrade(paid.payId));
    expect(error.code).toBe('ACQ.TRADE_STATUS_ERROR');
    expect(tradeOf(paid.payId).status).toBe('paid');
  });
});

describe('Alipay adapter against the simulator: refunds', () => {
  it('refunds once per refund id, however often it is asked', async () => {
    const { request, trade } = await paidTrade({ amountFen: 30 });
    const refund = { payId: request.payId, refundId: 'R1', refundFen: 10, totalFen: 30, reason: '予約取消' };
    expect(await gateway().refund(refund)).toEqual({ state: 'succeeded' });
    expect(await gateway().refund(refund)).toEqual({ state: 'succeeded' });
    expect(trade.refunds).toHaveLength(1);
    expect(ledger.refunded(trade)).toBe(10);
    expect(await gateway().queryRefund(request.payId, 'R1')).toEqual({ state: 'succeeded' });

    // 0.1 + 0.2 yuan: the second refund is 20 fen, and the trade is then refunded in full.
    expect(await gateway().refund({ ...refund, refundId: 'R2', refundFen: 20 })).toEqual({ state: 'succeeded' });
    expect(ledger.refunded(trade)).toBe(30);
    expect(await gateway().queryTrade(request.payId)).toEqual({ state: 'closed' });
  });

  it('refuses a refund past the amount paid and changes nothing', async () => {
    const { request, trade } = await paidTrade({ amountFen: 1000 });
    await gateway().refund({ payId: request.payId, refundId: 'R1', refundFen: 600, totalFen: 1000, reason: 'a' });
    const error = await gatewayError(gateway().refund({ payId: request.payId, refundId: 'R2', refundFen: 401, totalFen: 1000, reason: 'b' }));
    expect(error.code).toBe('ACQ.REASON_TRADE_REFUND_FEE_ERR');
    expect(trade.refunds.map((r) => r.refundId)).toEqual(['R1']);
    expect(ledger.refunded(trade)).toBe(600);
  });

  it('refuses refunds of unknown or unpaid trades; a refund Alipay does not know is still processing', async () => {
    expect((await gatewayError(gateway().refund({ payId: 'NEVER0CREATED', refundId: 'R1', refundFen: 1, totalFen: 1, reason: 'x' }))).code).toBe('ACQ.TRADE_NOT_EXIST');
    const waiting = tradeRequest();
    await gateway().createTrade(waiting);
    ledger.markScanned(tradeOf(waiting.payId));
    const unpaid = await gatewayError(gateway().refund({ payId: waiting.payId, refundId: 'R1', refundFen: 1, totalFen: 128000, reason: 'x' }));
    expect(unpaid.code).toBe('ACQ.TRADE_STATUS_ERROR');

    const { request } = await paidTrade();
    expect(await gateway().queryRefund(request.payId, 'NEVER-ASKED')).toEqual({ state: 'processing' });
    expect(await gateway().queryRefund('NEVER0CREATED', 'R1')).toEqual({ state: 'failed', reason: 'ACQ.TRADE_NOT_EXIST' });
  });
});

describe('Alipay adapter against the simulator: signatures and failures', () => {
  it('the simulator refuses a request signed with another key, or from another app, and creates nothing', async () => {
    const request = tradeRequest();
    const badKey = await gatewayError(gateway({ privateKey: otherKeys.privateKey }).createTrade(request));
    expect(badKey.code).toBe('isv.invalid-signature');
    const badApp = await gatewayError(gateway({ appId: '2021000000009999' }).createTrade(request));
    expect(badApp.code).toBe('isv.invalid-app-id');
    expect(ledger.find('alipay', keys.alipay.appId, request.payId)).toBeUndefined();
    expect(ledger.find('alipay', '2021000000009999', request.payId)).toBeUndefined();
  });

  it('refuses an answer signed with a key that is not Alipay’s, and logs neither keys nor the answer', async () => {
    logger.lines.length = 0;
    const forged = gateway({ gateway: `${forgerBase}/alipay/gateway.do` });
    const error = await gatewayError(forged.createTrade(tradeRequest()));
    expect(error.message).toMatch(/signature/);
    expect(error.code).toBeUndefined();
    await gatewayError(forged.queryTrade('NEVER0CREATED'));
    const logged = logger.lines.join('\n');
    expect(logged).toMatch(/Alipay call failed/);
    expect(logged).not.toMatch(/scan|qr_code|PRIVATE KEY|sign"/);
  });

  it('keeps its own form parsing inside an app that parses forms its own way (the notify route does)', async () => {
    const host = Fastify();
    host.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, { parsedByHost: body }));
    await host.register(simulator.routes, { prefix: '/alipay' });
    servers.push(host);
    const hostBase = await host.listen({ host: '127.0.0.1', port: 0 });
    const request = tradeRequest();
    await expect(gateway({ gateway: `${hostBase}/alipay/gateway.do` }).createTrade(request)).resolves.toHaveProperty('qrContent');
    expect(tradeOf(request.payId).amountFen).toBe(128000);
  });

  it('takes the key as bare base64 (PKCS#1 or PKCS#8) the way Alipay’s key tool gives it', async () => {
    const bare = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
    const { createPrivateKey } = await import('node:crypto');
    const pkcs1 = createPrivateKey(keys.alipay.merchant.privateKey).export({ type: 'pkcs1', format: 'pem' }).toString();
    for (const privateKey of [bare(keys.alipay.merchant.privateKey), bare(pkcs1), pkcs1]) {
      const request = tradeRequest();
      await expect(gateway({ privateKey, alipayPublicKey: bare(keys.alipay.platform.publicKey) }).createTrade(request)).resolves.toEqual({
        qrContent: expect.stringContaining('/alipay/scan/') as string,
      });
    }
    expect(() => gateway({ privateKey: 'not a key' })).toThrow(/private key is not a valid key/);
  });

  it('gives up after timeoutMs on a gateway that never answers, and on a refused connection', async () => {
    const started = Date.now();
    const error = await gatewayError(gateway({ gateway: silentUrl, timeoutMs: 300 }).queryTrade('ANY'));
    expect(error.message).toMatch(/timeout/);
    expect(Date.now() - started).toBeLessThan(2000);
    const refused = await gatewayError(gateway({ gateway: 'http://127.0.0.1:9/gateway.do', timeoutMs: 1000 }).queryTrade('ANY'));
    expect(refused.message).toMatch(/network|timeout/);
  });

  it('bounds the whole call by timeoutMs, also for an answer that trickles in and never ends', async () => {
    const started = Date.now();
    const error = await gatewayError(gateway({ gateway: trickleUrl, timeoutMs: 300 }).queryTrade('ANY'));
    expect(error.message).toMatch(/timeout/);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('Alipay notifications', () => {
  const headersOf = (n: OutgoingNotification) => Object.fromEntries(Object.entries(n.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const fieldsOf = (body: string) => Object.fromEntries(new URLSearchParams(body));
  /** Re-signs changed fields with a private key, the way Alipay signs (sorted, without sign and sign_type). */
  const resigned = (fields: Record<string, string>, privateKey: string) => {
    const { sign: _old, ...rest } = fields;
    return new URLSearchParams({ ...rest, sign: rsa2Sign(signContent(rest, ['sign', 'sign_type']), privateKey) }).toString();
  };

  it('reads the simulator’s notification for a paid trade, subject with %, + and Japanese included', async () => {
    const { request, trade } = await paidTrade({ amountFen: 128050, subject: 'ホテル 100% 確認+1 & more' });
    const notification = simulator.notification(trade);
    expect(notification.url).toBe(request.notifyUrl);
    expect(fieldsOf(notification.body)).toMatchObject({ notify_type: 'trade_status_sync', trade_status: 'TRADE_SUCCESS', total_amount: '1280.50', sign_type: 'RSA2' });

    const read = gateway().readNotification({ headers: headersOf(notification), rawBody: notification.body });
    expect(read).toEqual({ payId: request.payId, paid: true, amountFen: 128050, providerTradeNo: trade.tradeNo, paidAt: expect.any(Date) as Date });
    expect(Math.abs((read.paidAt?.getTime() ?? 0) - (trade.paidAt?.getTime() ?? 0))).toBeLessThan(1000);

    delivery.send(notification);
    await delivery.settled();
    expect(delivered.at(-1)?.body).toBe(notification.body);
    expect(delivery.records.at(-1)).toMatchObject({ attempts: 1, acknowledged: true });
  });

  it('rejects a changed amount, another app id (even signed with Alipay’s key), a missing sign, another key, a repeated field', async () => {
    const { trade } = await paidTrade();
    const notification = simulator.notification(trade);
    const fields = fieldsOf(notification.body);
    const read = (rawBody: string) => () => gateway().readNotification({ headers: headersOf(notification), rawBody });

    expect(read(new URLSearchParams({ ...fields, total_amount: '0.01' }).toString())).toThrow(NotificationRejected);
    expect(read(resigned({ ...fields, app_id: '2021000000009999' }, keys.alipay.platform.privateKey))).toThrow(/app_id/);
    const { sign: _sign, ...unsigned } = fields;
    expect(read(new URLSearchParams(unsigned).toString())).toThrow(/no sign/);
    expect(read(resigned(fields, otherKeys.privateKey))).toThrow(/signature/);
    expect(read(resigned(fields, keys.alipay.merchant.privateKey))).toThrow(/signature/);
    expect(read(`${notification.body}&total_amount=0.01`)).toThrow(/repeated/);
    expect(read('')).toThrow(NotificationRejected);
    // The untouched notification still reads: the rejections above came from the changes.
    expect(read(notification.body)()).toMatchObject({ paid: true });
  });

  it('reads a signed notification that is not a payment as not paid', () => {
    const request = tradeRequest();
    const trade = ledger.create({ protocol: 'alipay', merchant: keys.alipay.appId, outTradeNo: request.payId, amountFen: 500, subject: 's', notifyUrl: request.notifyUrl, expiresAt: null });
    if (!trade) throw new Error('no trade');
    const fields = { ...fieldsOf(simulator.notification(trade).body), trade_status: 'WAIT_BUYER_PAY' };
    const read = gateway().readNotification({ headers: {}, rawBody: resigned(fields, keys.alipay.platform.privateKey) });
    expect(read).toMatchObject({ payId: request.payId, paid: false, amountFen: 500 });
  });

  it('verifies like Alipay signs: fields with empty values are left out of the signed text', async () => {
    const { request, trade } = await paidTrade();
    const fields = { ...fieldsOf(simulator.notification(trade).body), body: '', passback_params: '' };
    const rawBody = resigned(fields, keys.alipay.platform.privateKey);
    expect(rawBody).toContain('body=&');
    expect(gateway().readNotification({ headers: {}, rawBody })).toMatchObject({ payId: request.payId, paid: true });
  });

  it('answers Alipay with the plain text it expects, and the simulator counts only "success" as acknowledged', async () => {
    expect(gateway().answer('accepted')).toEqual({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' });
    expect(gateway().answer('rejected')).toEqual({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'fail' });
    const { trade } = await paidTrade();
    const notification = simulator.notification(trade);
    expect(notification.acknowledged(200, 'success')).toBe(true);
    expect(notification.acknowledged(200, 'fail')).toBe(false);
    expect(notification.acknowledged(200, 'success\n')).toBe(false);
    expect(notification.acknowledged(200, '')).toBe(false);
  });
});
