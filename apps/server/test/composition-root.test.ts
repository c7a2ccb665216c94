import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes } from '@hotel/db/schema/members';
import { endpoints } from '@hotel/shared/api/endpoints';
import { SMS_PURPOSE } from '@hotel/shared/schemas/user';
import type { PayNotification } from '@hotel/shared/schemas/pay';
import type { PaymentProvider, QrPaymentRequest } from '../src/modules/pay/index.ts';
import type { SmsMessage, SmsProvider } from '../src/modules/sms/index.ts';
import { buildServices, type Services } from '../src/services.ts';
import { bookStay, dayFromToday, newMember, orderDetail } from './helpers/booking.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { call, randomIp, randomMobile, useMemberApp, withToken } from './helpers/member-app.ts';
import { createTestDb, type TestDb } from './helpers/test-db.ts';

class RecordingSms implements SmsProvider {
  readonly name = 'recording';
  readonly sent: SmsMessage[] = [];
  async send(message: SmsMessage): Promise<void> {
    this.sent.push(message);
  }
}

/** A stand-in for a real QR payment service: its own pay URL, and its own idea of a valid signature. */
class FakeQrProvider implements PaymentProvider {
  readonly name = 'fake';
  readonly requests: QrPaymentRequest[] = [];
  static readonly SIGNATURE = 'f'.repeat(64);
  async createQrPayment(request: QrPaymentRequest) {
    this.requests.push(request);
    return { payUrl: `https://pay.example.test/${request.payId}`, qrCode: 'data:image/png;base64,AAAA' };
  }
  verifyNotification(n: PayNotification): boolean {
    return n.signature === FakeQrProvider.SIGNATURE;
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
      providers: { sms, payment: new FakeQrProvider() },
    });
  });
  afterAll(async () => {
    await testDb?.close();
  });

  it('wires the given providers: no console outbox, no sandbox', () => {
    expect(services.consoleSms).toBeNull();
    expect(services.sandbox).toBeNull();
  });

  it('hands SMS codes to the given provider, stamped by the given clock', async () => {
    const mobile = randomMobile();
    await services.accounts.requestSmsCode(mobile, SMS_PURPOSE.register, randomIp());
    expect(sms.sent.at(-1)).toMatchObject({ mobile, purpose: SMS_PURPOSE.register });
    const rows = await testDb.db.select({ createdAt: smsCodes.createdAt }).from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(rows.map((r) => r.createdAt.toISOString())).toEqual([fixedNow.toISOString()]);
  });
});

describe('the app with another payment provider', () => {
  const provider = new FakeQrProvider();
  const t = useMemberApp({ appOptions: { payProvider: provider } });

  it('takes QR payments through it, accepts its notifications, and serves no sandbox pages', async () => {
    const member = await newMember(t.app);
    const order = await bookStay(t.app, member.token, { rateCode: 'ADV', checkIn: dayFromToday(t.clock, 2), checkOut: dayFromToday(t.clock, 3) });
    const qr = expectSuccess(await withToken<{ payId: string; payUrl: string }>(t.app, 'POST', endpoints.orderpay.path, member.token, { revNo: order.revNo, code: 2 }));
    expect(qr?.payUrl).toBe(`https://pay.example.test/${qr?.payId}`);
    expect(provider.requests.at(-1)).toMatchObject({ payId: qr?.payId, amount: order.hold.totalAmount, method: 'alipay' });

    const notice = { payId: qr.payId, amount: order.hold.totalAmount, paidAt: t.clock.now().toISOString() };
    expectFailure(await call(t.app, 'POST', endpoints.payNotify.path, { body: { ...notice, signature: '0'.repeat(64) } }), 400);
    expectSuccess(await call(t.app, 'POST', endpoints.payNotify.path, { body: { ...notice, signature: FakeQrProvider.SIGNATURE } }));
    expect(expectSuccess(await orderDetail(t.app, member.token, order.id))).toMatchObject({ payResult: 1, payCode: 'alipay' });

    expectFailure(await call(t.app, 'GET', `/sandbox/pay/${qr.payId}`), 404);
  });
});
