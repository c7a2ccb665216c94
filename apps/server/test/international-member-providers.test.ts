import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { LOGIN_MODE, SMS_PURPOSE, type LoginResult } from '@hotel/shared/schemas/user';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/env.ts';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import { guest, holdRooms, orderDetail, submitOrder } from './helpers/booking.ts';
import { expectSuccess } from './helpers/expectations.ts';
import { call, registration, requestCode } from './helpers/member-app.ts';
import { TEST_PASSWORD_COST } from './helpers/password-cost.ts';
import { capturingLogger, useSmsStandIn, type ReceivedRequest } from './helpers/sms-stand-in.ts';
import { createTestDb, type TestDb } from './helpers/test-db.ts';

/**
 * Issue 30's "done when": a guest with a Japanese mobile number becomes a member through the
 * production providers' international sending (stand-ins of Aliyun's SendMessageToGlobe and of
 * Tencent's SendSms with an international template), logs in and books a stay paid at the hotel.
 */
const globeOk = () => ({ status: 200, json: { ResponseCode: 'OK', ResponseDescription: 'The SMS Send Request was accepted', RequestId: 'G-REQ', MessageId: '1008030300', Segments: '1', To: '81' } });
const domesticOk = () => ({ status: 200, json: { Code: 'OK', Message: 'OK', BizId: '1^0', RequestId: 'REQ' } });
const tencentOk = () => ({ status: 200, json: { Response: { SendStatusSet: [{ Code: 'Ok', Message: 'send success', SerialNo: '5000:1' }], RequestId: 'REQ-TC' } } });

const aliyunDomestic = useSmsStandIn(domesticOk);
const aliyunGlobe = useSmsStandIn(globeOk);
const tencent = useSmsStandIn(tencentOk);
const logger = capturingLogger();
let testDb: TestDb;
let aliyunApp: FastifyInstance;
let tencentApp: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDb();
  const clock = () => new Date();
  // What main.ts does: the validated environment picks and configures the provider.
  const aliyunEnv = loadEnv({
    SMS_PROVIDER: 'aliyun',
    SMS_ACCESS_KEY_ID: 'LTAI5tIntlTest',
    SMS_ACCESS_KEY_SECRET: 'intl-test-secret',
    SMS_SIGN_NAME: 'フェルトン酒店',
    SMS_TEMPLATE_ID: 'SMS_100000009',
    SMS_ENDPOINT: aliyunDomestic.endpoint,
    SMS_GLOBE_ENDPOINT: aliyunGlobe.endpoint,
    SMS_TIMEOUT_MS: '2000',
  });
  aliyunApp = await buildApp({ passwordCost: TEST_PASSWORD_COST, db: testDb.db, clock, logger: { level: 'info', stream: logger.stream }, smsProvider: aliyunEnv.SMS_PROVIDER, smsSettings: aliyunEnv, demoMode: false });
  const tencentEnv = loadEnv({
    SMS_PROVIDER: 'tencent',
    SMS_ACCESS_KEY_ID: 'AKIDIntlTest',
    SMS_ACCESS_KEY_SECRET: 'intl-test-key',
    SMS_SDK_APP_ID: '1400006666',
    SMS_SIGN_NAME: 'フェルトン酒店',
    SMS_TEMPLATE_LOGIN: '1110001',
    SMS_TEMPLATE_REGISTER: '1110002',
    SMS_TEMPLATE_LOGIN_INTL: '2220001',
    SMS_TEMPLATE_REGISTER_INTL: '2220002',
    SMS_ENDPOINT: tencent.endpoint,
  });
  tencentApp = await buildApp({ passwordCost: TEST_PASSWORD_COST, db: testDb.db, clock, smsProvider: tencentEnv.SMS_PROVIDER, smsSettings: tencentEnv, demoMode: false });
});
afterAll(async () => {
  await aliyunApp?.close();
  await tencentApp?.close();
  await testDb?.close();
});

const japaneseMobile = () => `+81 80-${String(randomInt(1000, 10_000))}-${String(randomInt(1000, 10_000))}`;
const e164 = (typed: string) => typed.replace(/[\s-]/g, '');
/** All the request's parameters, query and form body alike (the SDKs put them either way). */
const paramsOf = (request: ReceivedRequest | undefined) => ({ ...Object.fromEntries(request?.url.searchParams ?? []), ...Object.fromEntries(new URLSearchParams(request?.body ?? '')) });
const codeIn = (text: string | undefined) => text?.match(/(?<!\d)(\d{6})(?!\d)/)?.[1] ?? '';

/** Registers with the code the provider was asked to send, logs in, books a night paid at the hotel and reads the booking back. */
async function becomeMemberAndBook(app: FastifyInstance, typed: string, lastCode: () => string, checkInDay: number) {
  expectSuccess(await requestCode(app, typed, SMS_PURPOSE.register));
  expectSuccess(await call(app, 'POST', endpoints.register.path, { body: registration(typed, lastCode(), { dialCode: '+81', Pwd: 'Travel2026' }) }));
  const login = await call<LoginResult>(app, 'POST', endpoints.login.path, { body: { mobile: e164(typed), Pwd: 'Travel2026', mode: LOGIN_MODE.password } });
  const token = expectSuccess(login).token!;
  const checkIn = addDays(hotelToday(), checkInDay);
  const hold = expectSuccess(await holdRooms(app, token, { checkIn, checkOut: addDays(checkIn, 1) }));
  const order = expectSuccess(await submitOrder(app, token, guest(hold.orderNo, { mobile: typed })));
  return expectSuccess(await orderDetail(app, token, order.id));
}

describe('a Japanese mobile number with the production providers', () => {
  it('Aliyun: the code goes through SendMessageToGlobe with the full text; the guest registers, logs in and books', async () => {
    const typed = japaneseMobile();
    const lastCode = () => codeIn(paramsOf(aliyunGlobe.received.at(-1)).Message);
    const booked = await becomeMemberAndBook(aliyunApp, typed, lastCode, 12);
    expect(aliyunDomestic.received).toEqual([]);
    const sent = paramsOf(aliyunGlobe.received[0]);
    expect(aliyunGlobe.received[0]?.headers['x-acs-action']).toBe('SendMessageToGlobe');
    expect(sent.To).toBe(e164(typed).slice(1));
    expect(sent.Message).toContain(lastCode());
    expect(booked).toMatchObject({ mobile: e164(typed) });
    // The log names the number masked only.
    expect(logger.lines.join('')).not.toContain(e164(typed).slice(1));
  });

  it('Tencent: the code goes to +E.164 with the international template and no sign name; the guest registers, logs in and books', async () => {
    const typed = japaneseMobile();
    const lastBody = () => JSON.parse(tencent.received.at(-1)?.body ?? '{}') as { PhoneNumberSet?: string[]; TemplateId?: string; SignName?: string; TemplateParamSet?: string[] };
    const booked = await becomeMemberAndBook(tencentApp, typed, () => lastBody().TemplateParamSet?.[0] ?? '', 13);
    expect(lastBody()).toMatchObject({ PhoneNumberSet: [e164(typed)], TemplateId: '2220002' });
    expect(lastBody().SignName).toBeUndefined();
    expect(booked).toMatchObject({ mobile: e164(typed) });
  });
});
