import { describe, expect, it } from 'vitest';
import { SMS_PURPOSE } from '@hotel/shared/schemas/user';
import { SmsDeliveryError, TencentSmsProvider, type NoticeTemplates, type SmsMessage, type SmsNotice, type TencentInternationalTemplates } from '../src/modules/sms/index.ts';
import { tencentConfig } from '../src/sms-settings.ts';
import { capturingLogger, refusedEndpoint, tc3SignatureValid, useSmsStandIn } from './helpers/sms-stand-in.ts';
import { rejectionOf } from './helpers/expectations.ts';

const SECRET_ID = 'AKIDtestSecretId000000000000000000000';
const SECRET_KEY = 'tencent-test-secret-key-0123456789';
const REQUEST_ID = 'a0b1c2d3-e4f5-4a6b-8c7d-0e1f2a3b4c5d';
const status = (code: string, message: string) => ({
  SerialNo: '5000:1045710669157053657849499619',
  PhoneNumber: '+8613800138000',
  Fee: 1,
  SessionContext: '',
  Code: code,
  Message: message,
  IsoCode: 'CN',
});
const ok = () => ({ status: 200, json: { Response: { SendStatusSet: [status('Ok', 'send success')], RequestId: REQUEST_ID } } });
/** A per-number failure: the call succeeded, the number's status says why nothing was sent. */
const statusRefused = (code: string) => ({ status: 200, json: { Response: { SendStatusSet: [status(code, 'refused')], RequestId: REQUEST_ID } } });
/** A failure of the whole call: Response.Error. */
const callRefused = (code: string) => ({ status: 200, json: { Response: { Error: { Code: code, Message: 'refused' }, RequestId: REQUEST_ID } } });

const standIn = useSmsStandIn(ok);
const logger = capturingLogger();

const JAPAN = '+819012345678';
const INTERNATIONAL: TencentInternationalTemplates = { login: '3330001', register: '3330002', notices: { confirmed: '4440001' } };

function provider(endpoint = standIn.endpoint, timeoutMs = 2000, noticeTemplates: NoticeTemplates = { confirmed: '2220001', refunded: '2220003' }, internationalTemplates: TencentInternationalTemplates | null = INTERNATIONAL) {
  return new TencentSmsProvider(
    {
      secretId: SECRET_ID,
      secretKey: SECRET_KEY,
      sdkAppId: '1400006666',
      signName: 'フェルトン酒店',
      templates: { login: '1110001', register: '1110002' },
      noticeTemplates,
      region: 'ap-guangzhou',
      endpoint,
      timeoutMs,
      ...(internationalTemplates ? { internationalTemplates } : {}),
    },
    logger.log,
  );
}

const message = (overrides: Partial<SmsMessage> = {}): SmsMessage => ({
  mobile: '13800138000',
  purpose: SMS_PURPOSE.login,
  code: '482913',
  body: '【フェルトン・ホテルズ】ログインの確認コードは482913です。',
  ...overrides,
});

const notice = (overrides: Partial<SmsNotice> = {}): SmsNotice => ({
  mobile: '13800138000',
  event: 'confirmed',
  body: '【フェルトン・ホテルズ】ご予約が確定しました。',
  facts: { hotelName: 'フェルトン・ホテル上海', orderNo: 'FO202611240123456789', checkIn: '2026-12-24', nights: 3, amount: 3840 },
  ...overrides,
});

const refusal = (promise: Promise<void>) => rejectionOf(promise, SmsDeliveryError);

describe('Tencent Cloud SMS adapter against a stand-in', () => {
  it('sends SendSms (2021-01-11) with +86 number, app id, sign name, login template and the code, TC3-signed', async () => {
    await provider().send(message());
    expect(standIn.received).toHaveLength(1);
    const [request] = standIn.received;
    expect(request?.method).toBe('POST');
    expect(request?.headers['x-tc-action']).toBe('SendSms');
    expect(request?.headers['x-tc-version']).toBe('2021-01-11');
    expect(request?.headers['x-tc-region']).toBe('ap-guangzhou');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      PhoneNumberSet: ['+8613800138000'],
      SmsSdkAppId: '1400006666',
      SignName: 'フェルトン酒店',
      TemplateId: '1110001',
      TemplateParamSet: ['482913'],
    });
    expect(request?.headers.authorization).toMatch(new RegExp(`^TC3-HMAC-SHA256 Credential=${SECRET_ID}/\\d{4}-\\d{2}-\\d{2}/[^/]+/tc3_request, SignedHeaders=content-type;host, Signature=[0-9a-f]{64}$`));
    expect(request && tc3SignatureValid(request, SECRET_KEY)).toBe(true);
    expect(request && tc3SignatureValid(request, 'another-secret')).toBe(false);
  });

  it('uses the registration template for registration codes', async () => {
    await provider().send(message({ purpose: SMS_PURPOSE.register, code: '000917' }));
    expect(JSON.parse(standIn.received[0]?.body ?? '')).toMatchObject({ TemplateId: '1110002', TemplateParamSet: ['000917'] });
  });

  it('logs the acceptance with the number masked, without the code or the key', async () => {
    logger.lines.length = 0;
    await provider().send(message());
    const logged = logger.lines.join('');
    expect(logged).toContain('138****8000');
    expect(logged).toContain(REQUEST_ID);
    for (const secret of [/13800138000/, /(?<!\d)482913(?!\d)/, new RegExp(SECRET_KEY)]) expect(logged).not.toMatch(secret);
  });

  it.each([
    ['LimitExceeded.PhoneNumberDailyLimit', 'number-limit'],
    ['LimitExceeded.PhoneNumberThirtySecondLimit', 'number-limit'],
    ['LimitExceeded.PhoneNumberOneHourLimit', 'number-limit'],
    ['InvalidParameterValue.IncorrectPhoneNumber', 'number'],
    ['FailedOperation.PhoneNumberInBlacklist', 'number'],
    ['FailedOperation.InsufficientBalanceInSmsPackage', 'unavailable'],
    ['FailedOperation.TemplateIncorrectOrUnapproved', 'unavailable'],
  ])('rejects a SendStatusSet entry with Code %s (%s)', async (code, kind) => {
    standIn.answerNext(statusRefused(code));
    const error = await refusal(provider().send(message()));
    expect(error).toMatchObject({ provider: 'tencent', reason: code, refusal: kind, requestId: REQUEST_ID });
    expect(error.message).toBe(`tencent did not accept the SMS to 138****8000: ${code}`);
  });

  it.each([
    ['AuthFailure.SignatureFailure', 'unavailable'],
    ['AuthFailure.SecretIdNotFound', 'unavailable'],
    ['RequestLimitExceeded', 'unavailable'],
    ['LimitExceeded.PhoneNumberDailyLimit', 'number-limit'],
    ['InvalidParameterValue.IncorrectPhoneNumber', 'number'],
  ])('rejects a Response.Error with Code %s (%s)', async (code, kind) => {
    standIn.answerNext(callRefused(code));
    expect(await refusal(provider().send(message()))).toMatchObject({ reason: code, refusal: kind, requestId: REQUEST_ID });
  });

  it('rejects an answer without a send status', async () => {
    standIn.answerNext({ status: 200, json: { Response: { SendStatusSet: [], RequestId: REQUEST_ID } } });
    expect(await refusal(provider().send(message()))).toMatchObject({ reason: 'bad_response', refusal: 'unavailable' });
  });

  it('rejects an HTTP 500, once (no retry)', async () => {
    standIn.answerNext({ status: 500, json: {} });
    expect(await refusal(provider().send(message()))).toMatchObject({ reason: 'http_500', refusal: 'unavailable' });
    expect(standIn.received).toHaveLength(1);
  });

  it('rejects when the endpoint does not answer in time', async () => {
    standIn.answerNext('hang');
    const started = Date.now();
    expect(await refusal(provider(standIn.endpoint, 300).send(message()))).toMatchObject({ reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('rejects when the connection is refused', async () => {
    expect(await refusal(provider(await refusedEndpoint()).send(message()))).toMatchObject({ reason: 'network:ECONNREFUSED' });
  });

  it('sends a notice through its event template, TemplateParamSet ordered hotel, order, check-in, nights, amount', async () => {
    expect(await provider().sendNotice(notice({ event: 'refunded', facts: { ...notice().facts, amount: 1200 } }))).toBe(true);
    const [request] = standIn.received;
    expect(JSON.parse(request?.body ?? '')).toEqual({
      PhoneNumberSet: ['+8613800138000'],
      SmsSdkAppId: '1400006666',
      SignName: 'フェルトン酒店',
      TemplateId: '2220003',
      TemplateParamSet: ['フェルトン・ホテル上海', 'FO202611240123456789', '2026/12/24', '3', '1200'],
    });
    expect(request && tc3SignatureValid(request, SECRET_KEY)).toBe(true);
  });

  it('sends nothing for an event without a template (false: the channel is skipped)', async () => {
    expect(await provider().sendNotice(notice({ event: 'cancelled' }))).toBe(false);
    expect(standIn.received).toHaveLength(0);
  });

  it('rejects a refused notice, logging nothing with the full number', async () => {
    standIn.answerNext(statusRefused('FailedOperation.TemplateIncorrectOrUnapproved'));
    logger.lines.length = 0;
    const error = await refusal(provider().sendNotice(notice()).then(() => undefined));
    expect(error).toMatchObject({ provider: 'tencent', reason: 'FailedOperation.TemplateIncorrectOrUnapproved', refusal: 'unavailable' });
    expect(logger.lines.join('')).not.toContain('13800138000');
  });

  it('sends a code to another country with its +E.164 number and the international template, without a sign name (the document asks it for mainland SMS only)', async () => {
    await provider().send(message({ mobile: JAPAN }));
    await provider().send(message({ mobile: JAPAN, purpose: SMS_PURPOSE.register, code: '000917' }));
    const [login, register] = standIn.received.map((request) => JSON.parse(request.body) as Record<string, unknown>);
    expect(login).toEqual({ PhoneNumberSet: [JAPAN], SmsSdkAppId: '1400006666', TemplateId: '3330001', TemplateParamSet: ['482913'] });
    expect(register).toMatchObject({ PhoneNumberSet: [JAPAN], TemplateId: '3330002', TemplateParamSet: ['000917'] });
    expect(register).not.toHaveProperty('SignName');
    expect(standIn.received[0] && tc3SignatureValid(standIn.received[0], SECRET_KEY)).toBe(true);
  });

  it('keeps a mainland number on +86, the sign name and the mainland template beside the international ones', async () => {
    await provider().send(message());
    expect(JSON.parse(standIn.received[0]?.body ?? '')).toEqual({ PhoneNumberSet: ['+8613800138000'], SmsSdkAppId: '1400006666', SignName: 'フェルトン酒店', TemplateId: '1110001', TemplateParamSet: ['482913'] });
  });

  it('refuses a code to another country without an international template for its purpose, as a refusal of the number, sending nothing', async () => {
    const loginOnly = provider(standIn.endpoint, 2000, undefined, { login: '3330001' });
    expect(await refusal(loginOnly.send(message({ mobile: JAPAN, purpose: SMS_PURPOSE.register })))).toMatchObject({ provider: 'tencent', reason: 'international_not_configured', refusal: 'number' });
    const off = provider(standIn.endpoint, 2000, undefined, null);
    const error = await refusal(off.send(message({ mobile: JAPAN })));
    expect(error).toMatchObject({ reason: 'international_not_configured', refusal: 'number' });
    expect(error.message).not.toContain('819012345678');
    expect(standIn.received).toHaveLength(0);
  });

  it('logs an international acceptance without the full number or the code', async () => {
    logger.lines.length = 0;
    await provider().send(message({ mobile: JAPAN }));
    const logged = logger.lines.join('');
    expect(logged).toContain(REQUEST_ID);
    for (const secret of [/819012345678/, /(?<!\d)482913(?!\d)/]) expect(logged).not.toMatch(secret);
  });

  it('maps an international number\'s refusals like a mainland one\'s', async () => {
    standIn.answerNext(statusRefused('InvalidParameterValue.IncorrectPhoneNumber'));
    expect(await refusal(provider().send(message({ mobile: JAPAN })))).toMatchObject({ refusal: 'number' });
    standIn.answerNext(statusRefused('LimitExceeded.PhoneNumberDailyLimit'));
    expect(await refusal(provider().send(message({ mobile: JAPAN })))).toMatchObject({ refusal: 'number-limit' });
  });

  it('sends a notice to another country through the event\'s international template, unsigned; skips an event without one', async () => {
    expect(await provider().sendNotice(notice({ mobile: JAPAN, language: 'en' }))).toBe(true);
    expect(JSON.parse(standIn.received[0]?.body ?? '')).toEqual({
      PhoneNumberSet: [JAPAN],
      SmsSdkAppId: '1400006666',
      TemplateId: '4440001',
      TemplateParamSet: ['フェルトン・ホテル上海', 'FO202611240123456789', '2026/12/24', '3', '3840'],
    });
    // refunded has a mainland template but no international one: never the mainland one abroad.
    expect(await provider().sendNotice(notice({ mobile: JAPAN, event: 'refunded' }))).toBe(false);
    expect(await provider(standIn.endpoint, 2000, undefined, null).sendNotice(notice({ mobile: JAPAN }))).toBe(false);
    expect(standIn.received).toHaveLength(1);
  });

  it('builds the international templates from SMS_TEMPLATE_<PURPOSE>_INTL, none with SMS_INTERNATIONAL=off', () => {
    const base = { SMS_ACCESS_KEY_ID: SECRET_ID, SMS_ACCESS_KEY_SECRET: SECRET_KEY, SMS_SDK_APP_ID: '1400006666', SMS_SIGN_NAME: 'フェルトン酒店', SMS_TEMPLATE_ID: '1110001' };
    const intl = { SMS_TEMPLATE_LOGIN_INTL: '3330001', SMS_TEMPLATE_REGISTER_INTL: '3330002', SMS_TEMPLATE_CONFIRMED_INTL: '4440001', SMS_TEMPLATE_PAYLINK_INTL: '4440005' };
    expect(tencentConfig({ ...base, ...intl }).internationalTemplates).toEqual({ login: '3330001', register: '3330002', notices: { confirmed: '4440001', paylink: '4440005' } });
    expect(tencentConfig(base).internationalTemplates).toEqual({ notices: {} });
    expect(tencentConfig({ ...base, ...intl, SMS_INTERNATIONAL: 'off' }).internationalTemplates).toBeUndefined();
  });
});
