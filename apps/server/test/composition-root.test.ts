import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes } from '@hotel/db/schema/sms';
import { endpoints } from '@hotel/shared/api/endpoints';
import { SMS_PURPOSE } from '@hotel/shared/schemas/user';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { PayMethod } from '@hotel/shared/schemas/pay';
import type { SmsMessage, SmsProvider } from '../src/modules/sms/index.ts';
import { buildServices, type Services } from '../src/services.ts';
import { bookStay, dayFromToday, newMember, orderDetail } from './helpers/booking.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { FakeGateway, sendNotification } from './helpers/fake-gateway.ts';
import { call, randomIp, randomMobile, useMemberApp, withToken } from './helpers/member-app.ts';
import { createTestDb, type TestDb } from './helpers/test-db.ts';

class RecordingSms implements SmsProvider {
  readonly name = 'recording';
  readonly sent: SmsMessage[] = [];
  async send(message: SmsMessage): Promise<void> {
    this.sent.push(message);
  }
}

describe('buildServices with other parts', () => {
  const fixedNow = new Date('2031-05-04T03:02:01.000Z');
  const sms = new RecordingSms();
  let testDb: TestDb;
  let services: Services;
  beforeAll(async () => {
    testDb = await createTestDb();
    services = buildServices({
      db: testDb.db,
      clock: () => fixedNow,
      log: pino({ level: 'silent' }),
      providers: { sms, payment: {} },
    });
  });
  afterAll(async () => {
    await testDb?.close();
  });

  it('wires the given providers: no console outbox', () => {
    expect(services.consoleSms).toBeNull();
  });

  it('hands SMS codes to the given provider, stamped by the given clock', async () => {
    const mobile = randomMobile();
    await services.accounts.requestSmsCode(mobile, SMS_PURPOSE.register, randomIp());
    expect(sms.sent.at(-1)).toMatchObject({ mobile, purpose: SMS_PURPOSE.register });
    const rows = await testDb.db.select({ createdAt: smsCodes.createdAt }).from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(rows.map((r) => r.createdAt.toISOString())).toEqual([fixedNow.toISOString()]);
  });
});

describe('the app with a gateway for Alipay only', () => {
  const alipay = new FakeGateway('alipay');
  const t = useMemberApp({ appOptions: { payProvider: { alipay } } });

  it('offers and takes Alipay only, reads only its notifications, and serves no simulator pages', async () => {
    const member = await newMember(t.app);
    const order = await bookStay(t.app, member.token, { rateCode: 'ADV', checkIn: dayFromToday(t.clock, 2), checkOut: dayFromToday(t.clock, 3) });
    const methods = expectSuccess(await withToken<{ payMethod: PayMethod[] }>(t.app, 'GET', `${endpoints.getpaymethod.path}?orderNo=${order.orderNo}`, member.token));
    expect(methods.payMethod.map((m) => m.paycode)).toEqual(['alipay', 'card']);
    const wechat = await withToken(t.app, 'POST', endpoints.orderpay.path, member.token, { revNo: order.revNo, code: 3 });
    expectFailure(wechat, 400);
    expect(wechat.body.message).toBe(SERVER_MESSAGES.payMethodUnavailable);

    const qr = expectSuccess(await withToken<{ payId: string; payUrl: string }>(t.app, 'POST', endpoints.orderpay.path, member.token, { revNo: order.revNo, code: 2 }));
    // Without PUBLIC_URL the notify URL is this machine's.
    expect(alipay.callsOf('createTrade').at(-1)?.[0]).toMatchObject({ payId: qr.payId, amountFen: order.hold.totalAmount * 100, notifyUrl: 'http://localhost:3000/crsapi/v1/pay/notify/alipay' });
    expect((await sendNotification(t.app, 'wechat', { payId: qr.payId, amountFen: order.hold.totalAmount * 100 })).status).toBe(404);
    expect((await sendNotification(t.app, 'alipay', { payId: qr.payId, amountFen: order.hold.totalAmount * 100 })).body).toBe('success');
    expect(expectSuccess(await orderDetail(t.app, member.token, order.id))).toMatchObject({ payResult: 1, payCode: 'alipay' });
    expectFailure(await call(t.app, 'GET', `/sandbox/pay/${qr.payId}`), 404);
  });
});
