import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAY_LINK_MESSAGES } from '@hotel/shared/pay-link-messages';
import { guestConfirmations } from '@hotel/db/schema/confirmations';
import { orders } from '@hotel/db/schema/orders';
import { orderPayLinks } from '@hotel/db/schema/pay';
import { staff } from '@hotel/db/schema/staff';
import { ApiError } from '../src/lib/api-error.ts';
import type { SignedInStaff } from '../src/modules/staff/index.ts';
import { InProcessJobQueue } from '../src/jobs/in-process-queue.ts';
import { confirmationJobs, SEND_CONFIRMATION } from '../src/jobs/confirmation-jobs.ts';
import { loadEnv } from '../src/env.ts';
import { buildServices, type Services } from '../src/services.ts';
import { applyTestAmendment } from './helpers/amendments.ts';
import { dayFromToday, guest, holdRooms, newMember, submitOrder } from './helpers/booking.ts';
import { expectSuccess, rejectionOf } from './helpers/expectations.ts';
import { fakeGateways } from './helpers/fake-gateway.ts';
import { randomMobile, useMemberApp } from './helpers/member-app.ts';
import { acs3SignatureValid, capturingLogger, tc3SignatureValid, useSmsStandIn } from './helpers/sms-stand-in.ts';

const aliyunOk = () => ({ status: 200, json: { Code: 'OK', Message: 'OK', BizId: '900619746936498440^0', RequestId: 'REQ-ALIYUN' } });
const tencentOk = () => ({ status: 200, json: { Response: { SendStatusSet: [{ Code: 'Ok', Message: 'send success', SerialNo: '5000:1' }], RequestId: 'REQ-TENCENT' } } });

const aliyun = useSmsStandIn(aliyunOk);
const tencent = useSmsStandIn(tencentOk);
/** Aliyun's international API (SendMessageToGlobe) on its own endpoint. */
const globe = useSmsStandIn(() => ({ status: 200, json: { ResponseCode: 'OK', ResponseDescription: 'The SMS Send Request was accepted', RequestId: 'REQ-GLOBE', MessageId: '100803030001' } }));
const logger = capturingLogger();
// The app books (demo mode, console SMS, no dispatcher: its confirmations wait); the services
// below send them through the real providers' adapters against the stand-ins, on the same database.
const t = useMemberApp();
let viaAliyun: Services;
let viaTencent: Services;
/** Aliyun without SMS_TEMPLATE_PAYLINK: payment links cannot go by SMS. */
let viaAliyunWithoutLinks: Services;

const LINKS = { PUBLIC_URL: 'https://hotel.example.com' };
const COMMON = { SMS_ACCESS_KEY_SECRET: 'notice-test-secret', SMS_SIGN_NAME: 'フェルトン酒店', SMS_TIMEOUT_MS: '2000' };

beforeAll(() => {
  // As main.ts does: the environment, validated, configures the provider. Aliyun has no cancellation or change template.
  const aliyunSettings = { ...COMMON, SMS_PROVIDER: 'aliyun', SMS_ACCESS_KEY_ID: 'LTAI5tNotice', SMS_TEMPLATE_ID: 'SMS_100000009', SMS_TEMPLATE_CONFIRMED: 'SMS_200000001', SMS_TEMPLATE_REFUNDED: 'SMS_200000003', SMS_ENDPOINT: aliyun.endpoint, SMS_GLOBE_ENDPOINT: globe.endpoint };
  const aliyunEnv = loadEnv({ ...aliyunSettings, SMS_TEMPLATE_PAYLINK: 'SMS_200000009' });
  const withoutLinks = loadEnv(aliyunSettings);
  const tencentEnv = loadEnv({
    ...COMMON,
    SMS_PROVIDER: 'tencent',
    SMS_ACCESS_KEY_ID: 'AKIDNotice',
    SMS_SDK_APP_ID: '1400006666',
    SMS_TEMPLATE_ID: '1110009',
    SMS_TEMPLATE_CONFIRMED: '2220001',
    SMS_TEMPLATE_CHANGED: '2220004',
    SMS_TEMPLATE_CANCELLED: '2220002',
    SMS_TEMPLATE_REFUNDED: '2220003',
    SMS_TEMPLATE_PAYLINK: '2220009',
    SMS_TEMPLATE_CONFIRMED_INTL: '4440001',
    SMS_ENDPOINT: tencent.endpoint,
  });
  viaAliyun = buildServices({ db: t.db, clock: t.clock.now, log: logger.log, providers: { sms: aliyunEnv.SMS_PROVIDER, payment: fakeGateways() }, smsSettings: aliyunEnv, paySettings: LINKS });
  viaTencent = buildServices({ db: t.db, clock: t.clock.now, log: logger.log, providers: { sms: tencentEnv.SMS_PROVIDER, payment: fakeGateways() }, smsSettings: tencentEnv, paySettings: LINKS });
  viaAliyunWithoutLinks = buildServices({ db: t.db, clock: t.clock.now, log: logger.log, providers: { sms: withoutLinks.SMS_PROVIDER, payment: fakeGateways() }, smsSettings: withoutLinks });
});

/** A member books two nights at pay-at-hotel; the booking owes `<orderNo>/confirmed`. */
async function book() {
  const member = await newMember(t.app);
  const mobile = randomMobile();
  const checkIn = dayFromToday(t.clock, 5);
  const hold = expectSuccess(await holdRooms(t.app, member.token, { rateCode: 'BAR', checkIn, checkOut: dayFromToday(t.clock, 7) }));
  const order = expectSuccess(await submitOrder(t.app, member.token, guest(hold.orderNo, { mobile, email: undefined })));
  return { mobile, order, checkIn, amount: hold.totalAmount };
}

/** A change applied to the booking (one night longer, 500 元 dearer) and its confirmation owed, as orders owe it (decision 0059). */
async function change(services: Services, order: { id: number; orderNo: string }, amount: number) {
  const checkOut = dayFromToday(t.clock, 8);
  const { amendment } = await applyTestAmendment(t.db, order.id, { after: { checkOut, nights: 3, totalAmount: amount + 500, actualAmount: amount + 500 }, now: t.clock.now() });
  return services.confirmations.owe(t.db, { orderId: order.id, orderNo: order.orderNo, event: 'changed', amendmentId: amendment.id });
}

/** A booking whose guest's mobile is another country's (as the booking form stores it: +E.164). */
async function bookAbroad(mobile = '+819012345678') {
  const booked = await book();
  await t.db.update(orders).set({ mobile }).where(eq(orders.id, booked.order.id));
  return { ...booked, mobile };
}

const rowOf = async (key: string) => (await t.db.select().from(guestConfirmations).where(eq(guestConfirmations.key, key)))[0];

describe('confirmation SMS through Aliyun (decision 0041)', () => {
  it('sends the confirmed template with the five named variables, signed, and logs the number masked', async () => {
    const { mobile, order, checkIn, amount } = await book();
    logger.lines.length = 0;
    await viaAliyun.confirmations.deliver(`${order.orderNo}/confirmed`);
    expect(aliyun.received).toHaveLength(1);
    const [request] = aliyun.received;
    expect(request?.headers['x-acs-action']).toBe('SendSms');
    const query = Object.fromEntries(request?.url.searchParams ?? []);
    expect(query).toMatchObject({ PhoneNumbers: mobile, SignName: 'フェルトン酒店', TemplateCode: 'SMS_200000001' });
    const params = JSON.parse(query.TemplateParam ?? '{}') as Record<string, string>;
    expect(Object.keys(params)).toEqual(['hotel', 'order', 'checkin', 'nights', 'amount']);
    expect(params).toMatchObject({ order: order.orderNo, checkin: checkIn.replaceAll('-', '/'), nights: '2', amount: String(amount) });
    expect(params.hotel?.length).toBeGreaterThan(0);
    expect(Array.from(params.hotel ?? '').length).toBeLessThanOrEqual(20);
    expect(request && acs3SignatureValid(request, COMMON.SMS_ACCESS_KEY_SECRET)).toBe(true);
    expect(await rowOf(`${order.orderNo}/confirmed`)).toMatchObject({ smsState: 'sent', mailState: 'skipped', sentAt: expect.any(Date) });
    const logged = logger.lines.join('');
    expect(logged).toContain(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    expect(logged).not.toContain(mobile);
  });

  it('skips the SMS of an event without its template: no request, no error, done', async () => {
    const { order } = await book();
    const key = await viaAliyun.confirmations.owe(t.db, { orderId: order.id, orderNo: order.orderNo, event: 'cancelled' });
    await viaAliyun.confirmations.deliver(key!);
    expect(aliyun.received).toHaveLength(0);
    expect(await rowOf(key!)).toMatchObject({ smsState: 'skipped', attempts: 1, sentAt: expect.any(Date) });
  });

  it('skips the SMS of a booking change without SMS_TEMPLATE_CHANGED, like the other events', async () => {
    const { order, amount } = await book();
    const key = await change(viaAliyun, order, amount);
    expect(key).toMatch(new RegExp(`^${order.orderNo}/changed/A\\d+$`));
    await viaAliyun.confirmations.deliver(key!);
    expect(aliyun.received).toHaveLength(0);
    expect(await rowOf(key!)).toMatchObject({ event: 'changed', smsState: 'skipped', sentAt: expect.any(Date) });
  });

  it('a refused send fails the channel and the job retries it until the provider accepts', async () => {
    const { order } = await book();
    const key = await viaAliyun.confirmations.owe(t.db, { orderId: order.id, orderNo: order.orderNo, event: 'refunded', refund: { refundId: 'RF-NOTICE-1', amount: 1234 } });
    const queue = new InProcessJobQueue({ log: pino({ level: 'silent' }), stopTimeoutMs: 10_000 });
    await queue.start(confirmationJobs({ confirmations: viaAliyun.confirmations, log: logger.log }, { retryDelaySeconds: 1 }).filter((job) => job.name === SEND_CONFIRMATION));
    try {
      aliyun.answerNext({ status: 200, json: { Code: 'isv.AMOUNT_NOT_ENOUGH', Message: 'refused', RequestId: 'REQ-REFUSED' } });
      await queue.send(SEND_CONFIRMATION, { key: key! });
      await expect.poll(async () => (await rowOf(key!))?.sentAt, { timeout: 10_000, interval: 100 }).toBeInstanceOf(Date);
    } finally {
      await queue.stop();
    }
    expect(aliyun.received).toHaveLength(2);
    expect(await rowOf(key!)).toMatchObject({ smsState: 'sent', attempts: 2 });
    const params = JSON.parse(aliyun.received[1]?.url.searchParams.get('TemplateParam') ?? '{}') as Record<string, string>;
    expect(aliyun.received[1]?.url.searchParams.get('TemplateCode')).toBe('SMS_200000003');
    // A refund tells the refunded amount, digits only (the currency is the template's text).
    expect(params.amount).toBe('1234');
  });
});

describe('confirmation SMS through Tencent (decision 0041)', () => {
  it.each([
    ['confirmed', '2220001'],
    ['cancelled', '2220002'],
  ] as const)('sends the %s template with TemplateParamSet in the documented order, TC3-signed', async (event, templateId) => {
    const { mobile, order, checkIn, amount } = await book();
    const key = event === 'confirmed' ? `${order.orderNo}/confirmed` : await viaTencent.confirmations.owe(t.db, { orderId: order.id, orderNo: order.orderNo, event });
    await viaTencent.confirmations.deliver(key!);
    expect(tencent.received).toHaveLength(1);
    const [request] = tencent.received;
    const body = JSON.parse(request?.body ?? '{}') as { TemplateParamSet: string[] };
    expect(body).toMatchObject({ PhoneNumberSet: [`+86${mobile}`], SmsSdkAppId: '1400006666', SignName: 'フェルトン酒店', TemplateId: templateId });
    expect(body.TemplateParamSet).toEqual([expect.any(String), order.orderNo, checkIn.replaceAll('-', '/'), '2', String(amount)]);
    expect(Array.from(body.TemplateParamSet[0] ?? '').length).toBeGreaterThan(0);
    expect(Array.from(body.TemplateParamSet[0] ?? '').length).toBeLessThanOrEqual(20);
    expect(request && tc3SignatureValid(request, COMMON.SMS_ACCESS_KEY_SECRET)).toBe(true);
    expect(await rowOf(key!)).toMatchObject({ smsState: 'sent' });
  });

  it('sends a booking change through SMS_TEMPLATE_CHANGED with the same five variables, telling the new stay', async () => {
    const { mobile, order, checkIn, amount } = await book();
    const key = await change(viaTencent, order, amount);
    await viaTencent.confirmations.deliver(key!);
    expect(tencent.received).toHaveLength(1);
    const body = JSON.parse(tencent.received[0]?.body ?? '{}') as { TemplateParamSet: string[] };
    expect(body).toMatchObject({ PhoneNumberSet: [`+86${mobile}`], TemplateId: '2220004' });
    expect(body.TemplateParamSet).toEqual([expect.any(String), order.orderNo, checkIn.replaceAll('-', '/'), '3', String(amount + 500)]);
    expect(await rowOf(key!)).toMatchObject({ smsState: 'sent' });
  });

  it('a per-number refusal fails the channel: deliver throws, the row stays unsent for the retry', async () => {
    const { order } = await book();
    tencent.answerNext({ status: 200, json: { Response: { SendStatusSet: [{ Code: 'LimitExceeded.PhoneNumberDailyLimit', Message: 'limit', SerialNo: '' }], RequestId: 'REQ-LIMIT' } } });
    const key = `${order.orderNo}/confirmed`;
    await expect(viaTencent.confirmations.deliver(key)).rejects.toThrow(/tencent did not accept the SMS to \d{3}\*+\d{4}: LimitExceeded/);
    expect(await rowOf(key)).toMatchObject({ smsState: 'pending', sentAt: null, attempts: 1 });
    await viaTencent.confirmations.deliver(key);
    expect(await rowOf(key)).toMatchObject({ smsState: 'sent', sentAt: expect.any(Date), attempts: 2 });
  });
});

describe('confirmation SMS to a number outside mainland China (decision 0078)', () => {
  it('Aliyun sends the confirmation\'s full text through SendMessageToGlobe, logging the number masked only', async () => {
    const { mobile, order } = await bookAbroad();
    logger.lines.length = 0;
    await viaAliyun.confirmations.deliver(`${order.orderNo}/confirmed`);
    expect(aliyun.received).toHaveLength(0);
    expect(globe.received).toHaveLength(1);
    const [request] = globe.received;
    expect(request?.headers['x-acs-action']).toBe('SendMessageToGlobe');
    const query = Object.fromEntries(request?.url.searchParams ?? []);
    expect(query).toMatchObject({ To: '819012345678', Type: 'NOTIFY' });
    expect(query.Message).toContain(order.orderNo);
    expect(request && acs3SignatureValid(request, COMMON.SMS_ACCESS_KEY_SECRET)).toBe(true);
    expect(await rowOf(`${order.orderNo}/confirmed`)).toMatchObject({ smsState: 'sent' });
    expect(logger.lines.join('')).not.toContain(mobile.slice(1));
  });

  it('Tencent sends through the event\'s international template without a sign name, and skips an event that has none', async () => {
    const { mobile, order } = await bookAbroad();
    await viaTencent.confirmations.deliver(`${order.orderNo}/confirmed`);
    expect(tencent.received).toHaveLength(1);
    const body = JSON.parse(tencent.received[0]?.body ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ PhoneNumberSet: [mobile], SmsSdkAppId: '1400006666', TemplateId: '4440001' });
    expect(body).not.toHaveProperty('SignName');
    expect(await rowOf(`${order.orderNo}/confirmed`)).toMatchObject({ smsState: 'sent' });
    // SMS_TEMPLATE_CANCELLED is set, but only for mainland numbers: abroad the SMS is skipped.
    const key = await viaTencent.confirmations.owe(t.db, { orderId: order.id, orderNo: order.orderNo, event: 'cancelled' });
    await viaTencent.confirmations.deliver(key!);
    expect(tencent.received).toHaveLength(1);
    expect(await rowOf(key!)).toMatchObject({ smsState: 'skipped' });
  });
});

describe('payment link SMS (SMS_TEMPLATE_PAYLINK, decision 0059)', () => {
  const front = async (): Promise<SignedInStaff> => {
    const [row] = await t.db.select().from(staff).where(eq(staff.email, 'front@demo.felton'));
    return { sessionId: 0, staffId: row!.id, email: row!.email, name: row!.displayName, role: 'front_desk', hotels: ['pro001'] };
  };
  const tokenOf = async (orderId: number, token: string) => (await t.db.select().from(orderPayLinks).where(eq(orderPayLinks.orderId, orderId))).map((l) => l.tokenHash).includes(createHash('sha256').update(token).digest('hex'));

  it('Aliyun: the five notice variables and ${token}, the link\'s 43 characters, whose hash is the stored one', async () => {
    const { mobile, order, checkIn, amount } = await book();
    const sent = await viaAliyun.payLinks.issue(await front(), { hotel: 'pro001', orderNo: order.orderNo, via: 'sms' }, t.clock.now());
    expect(sent.sentTo).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    const query = Object.fromEntries(aliyun.received.at(-1)?.url.searchParams ?? []);
    expect(query).toMatchObject({ PhoneNumbers: mobile, TemplateCode: 'SMS_200000009' });
    const params = JSON.parse(query.TemplateParam ?? '{}') as Record<string, string>;
    expect(Object.keys(params)).toEqual(['hotel', 'order', 'checkin', 'nights', 'amount', 'token']);
    expect(params).toMatchObject({ order: order.orderNo, checkin: checkIn.replaceAll('-', '/'), nights: '2', amount: String(amount) });
    expect(params.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await tokenOf(order.id, params.token!)).toBe(true);
    expect(logger.lines.join('')).not.toContain(params.token);
  });

  it('Tencent: {1}–{6} in that order, the token last', async () => {
    const { order } = await book();
    await viaTencent.payLinks.issue(await front(), { hotel: 'pro001', orderNo: order.orderNo, via: 'sms' }, t.clock.now());
    const body = JSON.parse(tencent.received.at(-1)?.body ?? '{}') as { TemplateId: string; TemplateParamSet: string[] };
    expect(body.TemplateId).toBe('2220009');
    expect(body.TemplateParamSet).toHaveLength(6);
    expect(body.TemplateParamSet[1]).toBe(order.orderNo);
    expect(await tokenOf(order.id, body.TemplateParamSet[5]!)).toBe(true);
  });

  it('without the template: refused with a Japanese 409, nothing sent, no link left', async () => {
    const { order } = await book();
    const error = await rejectionOf(viaAliyunWithoutLinks.payLinks.issue(await front(), { hotel: 'pro001', orderNo: order.orderNo, via: 'sms' }, t.clock.now()), ApiError);
    expect(error).toMatchObject({ statusCode: 409, message: PAY_LINK_MESSAGES.smsTemplateMissing });
    expect(aliyun.received).toHaveLength(0);
    expect(await t.db.select().from(orderPayLinks).where(eq(orderPayLinks.orderId, order.id))).toEqual([]);
  });
});
