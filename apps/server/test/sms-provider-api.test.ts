import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { SMS_PURPOSE } from '@hotel/shared/schemas/user';
import { smsCodes, smsOutbox } from '@hotel/db/schema/sms';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/env.ts';
import { buildServices } from '../src/services.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { call, randomMobile, registration, requestCode } from './helpers/member-app.ts';
import { capturingLogger, useSmsStandIn } from './helpers/sms-stand-in.ts';
import { createTestDb, type TestDb } from './helpers/test-db.ts';
import { TEST_PASSWORD_COST } from './helpers/password-cost.ts';

const aliyunOk = () => ({ status: 200, json: { Code: 'OK', Message: 'OK', BizId: '900619746936498440^0', RequestId: 'REQ-OK' } });
const aliyunRefused = (code: string) => ({ status: 200, json: { Code: code, Message: 'refused', RequestId: 'REQ-REFUSED' } });
const tencentOk = () => ({ status: 200, json: { Response: { SendStatusSet: [{ Code: 'Ok', Message: 'send success', SerialNo: '5000:1' }], RequestId: 'REQ-TC' } } });

const aliyun = useSmsStandIn(aliyunOk);
const tencent = useSmsStandIn(tencentOk);
const logger = capturingLogger();
let testDb: TestDb;
let app: FastifyInstance;
let tencentApp: FastifyInstance;

/** The code the stand-in received in the last SendSms. */
const lastSentCode = () => (JSON.parse(aliyun.received.at(-1)?.url.searchParams.get('TemplateParam') ?? '{}') as { code?: string }).code;

beforeAll(async () => {
  testDb = await createTestDb();
  // What main.ts does: the environment, validated, picks and configures the provider.
  const env = loadEnv({ SMS_PROVIDER: 'aliyun', SMS_ACCESS_KEY_ID: 'LTAI5tApiTest', SMS_ACCESS_KEY_SECRET: 'api-test-secret', SMS_SIGN_NAME: 'フェルトン酒店', SMS_TEMPLATE_ID: 'SMS_100000009', SMS_ENDPOINT: aliyun.endpoint, SMS_TIMEOUT_MS: '1000' });
  app = await buildApp({ passwordCost: TEST_PASSWORD_COST, db: testDb.db, logger: { level: 'info', stream: logger.stream }, smsProvider: env.SMS_PROVIDER, smsSettings: env, demoMode: false });
  const tencentEnv = loadEnv({ SMS_PROVIDER: 'tencent', SMS_ACCESS_KEY_ID: 'AKIDApiTest', SMS_ACCESS_KEY_SECRET: 'api-test-key', SMS_SDK_APP_ID: '1400006666', SMS_SIGN_NAME: 'フェルトン酒店', SMS_TEMPLATE_LOGIN: '1110001', SMS_TEMPLATE_REGISTER: '1110002', SMS_ENDPOINT: tencent.endpoint });
  tencentApp = await buildApp({ passwordCost: TEST_PASSWORD_COST, db: testDb.db, smsProvider: tencentEnv.SMS_PROVIDER, smsSettings: tencentEnv, demoMode: false });
});
afterAll(async () => {
  await app?.close();
  await tencentApp?.close();
  await testDb?.close();
});

const codesFor = (mobile: string) => testDb.db.select({ id: smsCodes.id }).from(smsCodes).where(eq(smsCodes.mobile, mobile));
const register = (mobile: string, code: string) => call(app, 'POST', endpoints.register.path, { body: registration(mobile, code) });

describe('GET /crsapi/v1/user/smscode with SMS_PROVIDER=aliyun', () => {
  it('sends the code through the provider (and only there): the code it received registers the member', async () => {
    const mobile = randomMobile();
    expectSuccess(await requestCode(app, mobile, SMS_PURPOSE.register));
    expect(aliyun.received.at(-1)?.url.searchParams.get('PhoneNumbers')).toBe(mobile);
    const code = lastSentCode();
    expect(code).toMatch(/^\d{6}$/);
    expect(await testDb.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile))).toEqual([]);
    expectSuccess(await register(mobile, code ?? ''));
  });

  it('answers 503 when the provider refuses, withdraws the code, and lets the guest ask again at once', async () => {
    const mobile = randomMobile();
    aliyun.answerNext(aliyunRefused('isv.AMOUNT_NOT_ENOUGH'));
    logger.lines.length = 0;
    const refused = await requestCode(app, mobile, SMS_PURPOSE.register);
    expectFailure(refused, 503);
    expect(refused.body.message).toBe(SERVER_MESSAGES.smsSendFailed);
    const refusedCode = lastSentCode() ?? '';
    expect(await codesFor(mobile)).toEqual([]);

    // The log names the reason and the masked number, never the code.
    const logged = logger.lines.join('');
    expect(logged).toContain('isv.AMOUNT_NOT_ENOUGH');
    expect(logged).toContain(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    expect(logged).not.toMatch(new RegExp(`(?<!\\d)${refusedCode}(?!\\d)`));

    // The code that never left is no code at all.
    const withRefused = await register(mobile, refusedCode);
    expectFailure(withRefused, 400);
    expect(withRefused.body.message).toBe(SERVER_MESSAGES.smsCodeInvalid);

    // No 60-second wait: the refused code does not count.
    expectSuccess(await requestCode(app, mobile, SMS_PURPOSE.register));
    expect(await codesFor(mobile)).toHaveLength(1);
  });

  it.each([
    ['isv.BUSINESS_LIMIT_CONTROL', SERVER_MESSAGES.smsNumberLimited],
    ['isv.MOBILE_NUMBER_ILLEGAL', SERVER_MESSAGES.smsNumberRefused],
    ['isv.SMS_TEMPLATE_ILLEGAL', SERVER_MESSAGES.smsSendFailed],
  ])('answers %s with 503 and its Japanese message', async (providerCode, message) => {
    const mobile = randomMobile();
    aliyun.answerNext(aliyunRefused(providerCode));
    const refused = await requestCode(app, mobile, SMS_PURPOSE.register);
    expectFailure(refused, 503);
    expect(refused.body.message).toBe(message);
    expect(await codesFor(mobile)).toEqual([]);
  });

  it('answers 503 when the provider does not answer in time, and withdraws the code', async () => {
    const mobile = randomMobile();
    aliyun.answerNext('hang');
    const refused = await requestCode(app, mobile, SMS_PURPOSE.register);
    expectFailure(refused, 503);
    expect(refused.body.message).toBe(SERVER_MESSAGES.smsSendFailed);
    expect(await codesFor(mobile)).toEqual([]);
  });

  it('has no GET /__dev/sms', async () => {
    expectFailure(await call(app, 'GET', '/__dev/sms', { query: { mobile: randomMobile() } }), 404);
  });
});

describe('GET /crsapi/v1/user/smscode with SMS_PROVIDER=tencent', () => {
  it('sends through Tencent Cloud with the purpose’s template and the number in E.164', async () => {
    const mobile = randomMobile();
    expectSuccess(await requestCode(tencentApp, mobile, SMS_PURPOSE.register));
    expect(JSON.parse(tencent.received.at(-1)?.body ?? '{}')).toMatchObject({ PhoneNumberSet: [`+86${mobile}`], TemplateId: '1110002', SmsSdkAppId: '1400006666' });
  });
});

describe('building a real SMS provider', () => {
  it('refuses to start without its settings (main.ts must pass smsSettings)', () => {
    const parts = { db: testDb.db, clock: () => new Date(), log: app.log };
    expect(() => buildServices({ ...parts, providers: { sms: 'aliyun' } })).toThrow('SMS_PROVIDER=aliyun, but buildApp got no smsSettings');
    expect(() => buildServices({ ...parts, providers: { sms: 'tencent' }, smsSettings: { SMS_REGION: 'ap-guangzhou', SMS_TIMEOUT_MS: 5000 } })).toThrow(
      'SMS_PROVIDER=tencent needs SMS_ACCESS_KEY_ID',
    );
  });
});
