import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Formatter, Rsa } from 'wechatpay-axios-plugin';
import { GatewayError, NotificationRejected, type RawNotification, type WechatPayConfig } from '../src/modules/pay/payment-gateway.ts';
import { WechatPayGateway } from '../src/modules/pay/index.ts';
import type { WechatPayGatewayOptions } from '../src/modules/pay/wechatpay-gateway.ts';
import { NotificationDelivery, type OutgoingNotification } from '../src/pay-simulator/delivery.ts';
import { generateSimulatorKeys, rsaKeyPair } from '../src/pay-simulator/keys.ts';
import { SimLedger, type SimTrade } from '../src/pay-simulator/ledger.ts';
import type { SimContext } from '../src/pay-simulator/protocol.ts';
import { wechatSimulator } from '../src/pay-simulator/wechat.ts';
import { capturingLogger } from './helpers/sms-stand-in.ts';
import { rejectionOf } from './helpers/expectations.ts';

/**
 * The WeChat Pay v3 adapter against the simulator's WeChat half on a real port, mounted under a
 * path (/simulator/wechat) the way demo mode mounts it: each side signs and verifies the other.
 */
const keys = generateSimulatorKeys();
const ledger = new SimLedger();
const delivered: OutgoingNotification[] = [];
const delivery = new NotificationDelivery({ retryDelaysMs: [], firstDelayMs: 0, duplicateRate: 0 }, async (n) => {
  delivered.push(n);
  return { status: 204, body: '' };
});
const ctx: SimContext = { keys, ledger, delivery, scanUrl: (trade) => `http://simulator.test/scan/${trade.scanId}` };
const half = wechatSimulator(ctx);
const logger = capturingLogger();

let app: FastifyInstance;
let baseUrl = '';
beforeAll(async () => {
  app = Fastify();
  await app.register(async (simulator) => simulator.register(half.routes, { prefix: '/wechat' }), { prefix: '/simulator' });
  // Beside it, the host application keeps its own JSON parsing (the half keeps raw bodies in its own scope only).
  app.post('/host/echo', async (request) => ({ received: request.body }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  baseUrl = `http://127.0.0.1:${address.port}/simulator/wechat/`;
});
afterAll(async () => {
  delivery.stop();
  await app.close();
});

function config(overrides: Partial<WechatPayConfig> = {}): WechatPayConfig {
  const w = keys.wechat;
  return {
    mchid: w.mchid,
    appid: w.appid,
    merchantSerial: w.merchantSerial,
    privateKey: w.merchant.privateKey,
    apiV3Key: w.apiV3Key,
    platformPublicKeyId: w.platformPublicKeyId,
    platformPublicKey: w.platform.publicKey,
    baseUrl,
    timeoutMs: 3000,
    ...overrides,
  };
}
const gateway = (overrides: Partial<WechatPayConfig> = {}, options: WechatPayGatewayOptions = {}) => new WechatPayGateway(config(overrides), logger.log, options);

let sequence = 0;
const newPayId = () => `WX${Date.now()}${String(++sequence).padStart(4, '0')}`;
const trade = (payId: string): SimTrade => {
  const found = ledger.find('wechat', keys.wechat.mchid, payId);
  if (!found) throw new Error(`no trade ${payId}`);
  return found;
};
const request = (payId: string, amountFen = 128000) => ({
  payId,
  amountFen,
  subject: 'フェルトン上海 注文 20261121001',
  notifyUrl: 'https://hotel.example/crsapi/v1/pay/notify/wechat',
  expiresAt: new Date(Date.now() + 15 * 60 * 1000),
});

const gatewayError = (promise: Promise<unknown>) => rejectionOf(promise, GatewayError);

async function paidTrade(amountFen = 128000): Promise<SimTrade> {
  const payId = newPayId();
  await gateway().createTrade(request(payId, amountFen));
  const t = trade(payId);
  expect(ledger.pay(t)).toBe(true);
  return t;
}

describe('WeChat Pay v3 adapter against the simulator: trades', () => {
  it('creates a Native trade (code_url), and the same request again answers the same code_url', async () => {
    const payId = newPayId();
    const long = { ...request(payId), subject: '上海フェルトン・ホテル'.repeat(12) };
    const first = await gateway().createTrade(long);
    const t = trade(payId);
    expect(first.qrContent).toBe(ctx.scanUrl(t));
    expect(t).toMatchObject({ amountFen: 128000, notifyUrl: long.notifyUrl, status: 'unpaid' });
    // description is cut to 127 UTF-8 bytes at a character boundary.
    expect(Buffer.byteLength(t.subject)).toBeLessThanOrEqual(127);
    expect(long.subject.startsWith(t.subject)).toBe(true);
    expect(t.expiresAt?.getTime()).toBe(Math.floor(long.expiresAt.getTime() / 1000) * 1000);

    expect(await gateway().createTrade(long)).toEqual(first);
    expect(ledger.all().filter((x) => x.outTradeNo === payId)).toHaveLength(1);
  });

  it('refuses the same out_trade_no with another amount (OUT_TRADE_NO_USED)', async () => {
    const payId = newPayId();
    await gateway().createTrade(request(payId, 1000));
    expect((await gatewayError(gateway().createTrade(request(payId, 2000)))).code).toBe('OUT_TRADE_NO_USED');
    expect(trade(payId).amountFen).toBe(1000);
  });

  it('queries: unpaid, unknown (not_found), paid with amount, transaction id and time', async () => {
    const payId = newPayId();
    await gateway().createTrade(request(payId, 64000));
    expect(await gateway().queryTrade(payId)).toEqual({ state: 'unpaid' });
    expect(await gateway().queryTrade(newPayId())).toEqual({ state: 'not_found' });

    const t = trade(payId);
    ledger.pay(t);
    expect(await gateway().queryTrade(payId)).toEqual({
      state: 'paid',
      amountFen: 64000,
      providerTradeNo: t.tradeNo,
      paidAt: new Date(Math.floor((t.paidAt?.getTime() ?? 0) / 1000) * 1000),
    });
  });

  it('closes an unpaid trade (again and unknown: fine); closing a paid trade is a GatewayError (ORDERPAID)', async () => {
    const payId = newPayId();
    await gateway().createTrade(request(payId));
    await gateway().closeTrade(payId);
    expect(trade(payId).status).toBe('closed');
    expect(await gateway().queryTrade(payId)).toEqual({ state: 'closed' });
    await gateway().closeTrade(payId);
    await gateway().closeTrade(newPayId());

    const paid = await paidTrade();
    expect((await gatewayError(gateway().closeTrade(paid.outTradeNo))).code).toBe('ORDERPAID');
    expect(paid.status).toBe('paid');
  });
});

describe('WeChat Pay v3 adapter against the simulator: refunds', () => {
  it('refunds once per refund id: the same refund twice pays back once', async () => {
    const t = await paidTrade(50000);
    const refund = { payId: t.outTradeNo, refundId: `RF${t.outTradeNo}`, refundFen: 50000, totalFen: 50000, reason: '予約の取消' };
    expect(await gateway().refund(refund)).toEqual({ state: 'succeeded' });
    expect(await gateway().refund(refund)).toEqual({ state: 'succeeded' });
    expect(t.refunds).toHaveLength(1);
    expect(ledger.refunded(t)).toBe(50000);
    expect(await gateway().queryRefund(t.outTradeNo, refund.refundId)).toEqual({ state: 'succeeded' });
    // A refunded trade was still paid (trade_state REFUND).
    expect(await gateway().queryTrade(t.outTradeNo)).toMatchObject({ state: 'paid', amountFen: 50000 });
  });

  it('refuses a refund beyond what was paid, changing nothing', async () => {
    const t = await paidTrade(30000);
    await gateway().refund({ payId: t.outTradeNo, refundId: `RA${t.outTradeNo}`, refundFen: 20000, totalFen: 30000, reason: 'part' });
    const error = await gatewayError(gateway().refund({ payId: t.outTradeNo, refundId: `RB${t.outTradeNo}`, refundFen: 20000, totalFen: 30000, reason: 'more' }));
    expect(error.code).toBe('INVALID_REQUEST');
    expect(ledger.refunded(t)).toBe(20000);
    expect((await gatewayError(gateway().queryRefund(t.outTradeNo, `RB${t.outTradeNo}`))).code).toBe('RESOURCE_NOT_EXISTS');
  });
});

describe('WeChat Pay v3 signatures between the adapter and the simulator', () => {
  it('the simulator refuses requests signed with another merchant key (401 SIGN_ERROR): a GatewayError, no trade', async () => {
    const payId = newPayId();
    const forged = gateway({ privateKey: rsaKeyPair().privateKey });
    expect((await gatewayError(forged.createTrade(request(payId)))).code).toBe('SIGN_ERROR');
    expect(ledger.find('wechat', keys.wechat.mchid, payId)).toBeUndefined();
    expect((await gatewayError(gateway({ merchantSerial: 'ABCDEF0123456789' }).queryTrade(payId))).code).toBe('SIGN_ERROR');
  });

  it('the simulator checks the signature over method, path with query, timestamp, nonce and the body as sent', async () => {
    const w = keys.wechat;
    const path = new URL('v3/pay/transactions/native', baseUrl).pathname;
    const signedBody = JSON.stringify({ appid: w.appid, mchid: w.mchid, description: 'x', out_trade_no: newPayId(), notify_url: 'https://h.example/n', amount: { total: 1 } });
    const timestamp = Formatter.timestamp();
    const nonce = Formatter.nonce();
    const signature = Rsa.sign(Formatter.request('POST', path, timestamp, nonce, signedBody), w.merchant.privateKey);
    const post = (body: string) =>
      fetch(new URL(path, baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: Formatter.authorization(w.mchid, nonce, signature, timestamp, w.merchantSerial) },
        body,
      });

    const tampered = await post(signedBody.replace('"total":1', '"total":100'));
    expect(tampered.status).toBe(401);
    expect(await tampered.json()).toMatchObject({ code: 'SIGN_ERROR' });
    expect((await post(signedBody)).status).toBe(200);
    const unsigned = await fetch(new URL('v3/refund/domestic/refunds/R1', baseUrl));
    expect(unsigned.status).toBe(401);
    // Even a refusal is signed by "WeChat Pay" under its public-key id.
    const body = await unsigned.text();
    const h = unsigned.headers;
    expect(h.get('wechatpay-serial')).toBe(w.platformPublicKeyId);
    expect(h.get('request-id')).toBeTruthy();
    expect(Rsa.verify(Formatter.response(h.get('wechatpay-timestamp') ?? '', h.get('wechatpay-nonce') ?? '', body), h.get('wechatpay-signature') ?? '', w.platform.publicKey)).toBe(true);
  });

  it('keeps raw JSON bodies inside its own scope: the host application still parses JSON', async () => {
    const echo = await app.inject({ method: 'POST', url: '/host/echo', payload: { a: 1 } });
    expect(echo.json()).toEqual({ received: { a: 1 } });
  });

  it('the adapter refuses answers signed with another WeChat Pay key, error answers included', async () => {
    const impostor = gateway({ platformPublicKey: rsaKeyPair().publicKey });
    const error = await gatewayError(impostor.createTrade(request(newPayId())));
    expect(error.code).toBeUndefined();
    expect(error.message).toMatch(/EV3_RES_HEADER_SIGNATURE_DIGEST/);
    // A 404 would mean "not_found": it must not be believed unless WeChat signed it.
    await gatewayError(impostor.queryTrade(newPayId()));
    // An adapter configured with another public key id: WeChat (the simulator) refuses the Wechatpay-Serial it asks for.
    expect((await gatewayError(gateway({ platformPublicKeyId: 'PUB_KEY_ID_0000000000000000000000000000000' }).queryTrade(newPayId()))).code).toBe('INVALID_REQUEST');
  });

  it('a dead gateway, or one that does not answer within timeoutMs, is a GatewayError', async () => {
    expect((await gatewayError(gateway({ baseUrl: 'http://127.0.0.1:1/wechat/' }).queryTrade(newPayId()))).message).toMatch(/ECONNREFUSED/);
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const started = Date.now();
      await gatewayError(gateway({ baseUrl: `http://127.0.0.1:${port}/wechat/`, timeoutMs: 300 }).queryTrade(newPayId()));
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});

const lower = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
const raw = (n: OutgoingNotification): RawNotification => ({ headers: lower(n.headers), rawBody: n.body });
const withKeys = (wechat: Partial<SimContext['keys']['wechat']>) => wechatSimulator({ ...ctx, keys: { ...keys, wechat: { ...keys.wechat, ...wechat } } });

describe('WeChat Pay v3 notifications', () => {
  it('reads the simulator notification of a paid trade; it goes to the notify_url and a 200 or 204 acknowledges it', async () => {
    const t = await paidTrade(99900);
    const notification = half.notification(t);
    expect(notification.url).toBe(t.notifyUrl);
    expect(JSON.parse(notification.body)).toMatchObject({ event_type: 'TRANSACTION.SUCCESS', resource_type: 'encrypt-resource', resource: { algorithm: 'AEAD_AES_256_GCM', associated_data: 'transaction', original_type: 'transaction' } });
    expect(notification.body).not.toContain(t.outTradeNo);
    expect(gateway().readNotification(raw(notification))).toEqual({
      payId: t.outTradeNo,
      paid: true,
      amountFen: 99900,
      providerTradeNo: t.tradeNo,
      paidAt: new Date(Math.floor((t.paidAt?.getTime() ?? 0) / 1000) * 1000),
    });
    expect([200, 204, 500, 400].map((status) => notification.acknowledged(status, ''))).toEqual([true, true, false, false]);

    delivery.send(notification);
    await delivery.settled();
    expect(delivered.at(-1)).toBe(notification);
  });

  it('an unpaid trade notified reads as not paid', async () => {
    const payId = newPayId();
    await gateway().createTrade(request(payId));
    expect(gateway().readNotification(raw(half.notification(trade(payId))))).toMatchObject({ payId, paid: false });
  });

  it('rejects a tampered body, a forged signature, a wrong Wechatpay-Serial and missing headers', async () => {
    const n = raw(half.notification(await paidTrade()));
    const reject = (notification: RawNotification) => expect(() => gateway().readNotification(notification)).toThrow(NotificationRejected);
    reject({ ...n, rawBody: n.rawBody.replace('支付成功', '支付失败') });
    reject(raw(withKeys({ platform: rsaKeyPair() }).notification(await paidTrade())));
    reject({ ...n, headers: { ...n.headers, 'wechatpay-serial': 'PUB_KEY_ID_0000000000000000000000000000000' } });
    for (const header of ['wechatpay-timestamp', 'wechatpay-nonce', 'wechatpay-signature', 'wechatpay-serial']) {
      reject({ ...n, headers: { ...n.headers, [header]: undefined } });
    }
    expect(gateway().readNotification(n).paid).toBe(true);
  });

  it('rejects a notification older or newer than 5 minutes (a replay), accepts one within', async () => {
    const n = raw(half.notification(await paidTrade()));
    const at = (offsetSeconds: number) => gateway({}, { now: () => new Date(Date.now() + offsetSeconds * 1000) });
    expect(() => at(301).readNotification(n)).toThrow(NotificationRejected);
    expect(() => at(-302).readNotification(n)).toThrow(NotificationRejected);
    expect(at(295).readNotification(n).paid).toBe(true);
  });

  it('rejects a resource encrypted with another APIv3 key, and correctly sealed ones for another merchant or app', async () => {
    const t = await paidTrade();
    const reject = (n: OutgoingNotification, reason: RegExp) => expect(() => gateway().readNotification(raw(n))).toThrow(reason);
    reject(withKeys({ apiV3Key: randomBytes(16).toString('hex') }).notification(t), /decrypt/);
    reject(half.notification({ ...t, merchant: '1900000999' }), /another merchant/);
    reject(withKeys({ appid: 'wx0000000000000999' }).notification(t), /another app id/);
  });

  it('answers 204 with no body when accepted, 500 {code: FAIL} when rejected (WeChat retries)', () => {
    expect(gateway().answer('accepted')).toEqual({ status: 204, contentType: 'application/json', body: '' });
    const rejected = gateway().answer('rejected');
    expect(rejected.status).toBe(500);
    expect(JSON.parse(rejected.body)).toEqual({ code: 'FAIL', message: '失败' });
  });
});

describe('WeChat Pay v3 adapter logs', () => {
  it('never logs keys or bodies', () => {
    const logged = logger.lines.join('');
    expect(logged).toContain('WeChat Pay');
    for (const secret of [keys.wechat.apiV3Key, keys.wechat.merchant.privateKey.split('\n')[1], 'フェルトン']) {
      expect(logged).not.toContain(secret);
    }
  });
});
