import { describe, expect, it } from 'vitest';
import { SMS_PURPOSE } from '@hotel/shared/schemas/user';
import { AliyunSmsProvider, SmsDeliveryError, type AliyunGlobeConfig, type NoticeTemplates, type SmsMessage, type SmsNotice } from '../src/modules/sms/index.ts';
import { acs3SignatureValid, capturingLogger, refusedEndpoint, useSmsStandIn } from './helpers/sms-stand-in.ts';
import { rejectionOf } from './helpers/expectations.ts';
import { aliyunConfig } from '../src/sms-settings.ts';

const KEY_ID = 'LTAI5tTestKeyId0001';
const KEY_SECRET = 'aliyun-test-secret-0123456789abcdef';
const ok = () => ({ status: 200, json: { Code: 'OK', Message: 'OK', BizId: '900619746936498440^0', RequestId: 'F655A8D5-B967-440B-8683-DAD6FF8DE990' } });
/** Business failures come back as HTTP 200 with another Code. */
const refused = (code: string) => ({ status: 200, json: { Code: code, Message: 'refused', RequestId: 'A1B2C3D4-0000-0000-0000-000000000000' } });

const standIn = useSmsStandIn(ok);
/** SendMessageToGlobe's answer (dysmsapi 2018-05-01): ResponseCode instead of Code, also with HTTP 200 for refusals. */
const globeAnswer = (responseCode: string) => ({
  status: 200,
  json: { ResponseCode: responseCode, ResponseDescription: responseCode === 'OK' ? 'The SMS Send Request was accepted' : 'refused', RequestId: 'G-REQ-0001', MessageId: '1008030300****', Segments: '1', To: '819012345678' },
});
/** The international endpoint: its own host in production (dysmsapi.ap-southeast-1.aliyuncs.com), its own stand-in here. */
const globeStandIn = useSmsStandIn(() => globeAnswer('OK'));
const JAPAN = '+819012345678';
const logger = capturingLogger();

function provider(endpoint = standIn.endpoint, timeoutMs = 2000, noticeTemplates: NoticeTemplates = { confirmed: 'SMS_200000001' }, globe: AliyunGlobeConfig | null = { endpoint: globeStandIn.endpoint }) {
  return new AliyunSmsProvider(
    { accessKeyId: KEY_ID, accessKeySecret: KEY_SECRET, signName: 'フェルトン酒店', templates: { login: 'SMS_100000001', register: 'SMS_100000002' }, noticeTemplates, endpoint, timeoutMs, ...(globe ? { globe } : {}) },
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
  facts: { hotelName: 'フェルトン・グランドホテル上海外灘リバーサイド本館', orderNo: 'FO202611240123456789', checkIn: '2026-12-24', nights: 2, amount: 2560 },
  ...overrides,
});

const refusal = (promise: Promise<void>) => rejectionOf(promise, SmsDeliveryError);

describe('Alibaba Cloud SMS adapter against a stand-in', () => {
  it('sends SendSms with the number, sign name, login template and the code as TemplateParam, signed with the access key', async () => {
    await provider().send(message());
    expect(standIn.received).toHaveLength(1);
    const [request] = standIn.received;
    expect(request?.method).toBe('POST');
    expect(request?.headers['x-acs-action']).toBe('SendSms');
    expect(request?.headers['x-acs-version']).toBe('2017-05-25');
    const query = Object.fromEntries(request?.url.searchParams ?? []);
    expect(query).toEqual({ PhoneNumbers: '13800138000', SignName: 'フェルトン酒店', TemplateCode: 'SMS_100000001', TemplateParam: '{"code":"482913"}' });
    expect(request?.headers.authorization).toMatch(new RegExp(`^ACS3-HMAC-SHA256 Credential=${KEY_ID},SignedHeaders=[^,]*x-acs-action[^,]*,Signature=[0-9a-f]{64}$`));
    expect(request && acs3SignatureValid(request, KEY_SECRET)).toBe(true);
    expect(request && acs3SignatureValid(request, 'another-secret')).toBe(false);
  });

  it('uses the registration template for registration codes', async () => {
    await provider().send(message({ purpose: SMS_PURPOSE.register, code: '000917' }));
    const query = standIn.received[0]?.url.searchParams;
    expect(query?.get('TemplateCode')).toBe('SMS_100000002');
    expect(query?.get('TemplateParam')).toBe('{"code":"000917"}');
  });

  it('logs the acceptance with the number masked, without the code or the key', async () => {
    logger.lines.length = 0;
    await provider().send(message());
    const logged = logger.lines.join('');
    expect(logged).toContain('138****8000');
    expect(logged).toContain('F655A8D5-B967-440B-8683-DAD6FF8DE990');
    for (const secret of [/13800138000/, /(?<!\d)482913(?!\d)/, new RegExp(KEY_SECRET)]) expect(logged).not.toMatch(secret);
  });

  it.each([
    ['isv.BUSINESS_LIMIT_CONTROL', 'number-limit'],
    ['isv.MOBILE_NUMBER_ILLEGAL', 'number'],
    ['isv.AMOUNT_NOT_ENOUGH', 'unavailable'],
    ['isv.OUT_OF_SERVICE', 'unavailable'],
    ['isv.SMS_TEMPLATE_ILLEGAL', 'unavailable'],
    ['isv.SMS_SIGNATURE_ILLEGAL', 'unavailable'],
    ['isp.SYSTEM_ERROR', 'unavailable'],
  ])('rejects an HTTP 200 answer with Code %s (%s)', async (code, kind) => {
    standIn.answerNext(refused(code));
    const error = await refusal(provider().send(message()));
    expect(error).toMatchObject({ provider: 'aliyun', reason: code, refusal: kind, requestId: 'A1B2C3D4-0000-0000-0000-000000000000' });
    expect(error.message).toBe(`aliyun did not accept the SMS to 138****8000: ${code}`);
  });

  it('rejects an authentication failure (HTTP 404 InvalidAccessKeyId.NotFound) with its code', async () => {
    standIn.answerNext({ status: 404, json: { Code: 'InvalidAccessKeyId.NotFound', Message: 'Specified access key is not found.', RequestId: 'R-404' } });
    expect(await refusal(provider().send(message()))).toMatchObject({ reason: 'InvalidAccessKeyId.NotFound', refusal: 'unavailable' });
  });

  it('rejects throttling (HTTP 400 Throttling.User)', async () => {
    standIn.answerNext({ status: 400, json: { Code: 'Throttling.User', Message: 'Request was denied due to user flow control.', RequestId: 'R-400' } });
    expect(await refusal(provider().send(message()))).toMatchObject({ reason: 'Throttling.User', refusal: 'unavailable' });
  });

  it('rejects an HTTP 500 without a code, and does not retry (SendSms is not idempotent)', async () => {
    standIn.answerNext({ status: 500, json: {} });
    expect(await refusal(provider().send(message()))).toMatchObject({ reason: 'http_500', refusal: 'unavailable' });
    expect(standIn.received).toHaveLength(1);
  });

  it('rejects when the endpoint does not answer in time, without leaking the request URL', async () => {
    standIn.answerNext('hang');
    const started = Date.now();
    const error = await refusal(provider(standIn.endpoint, 300).send(message()));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error.reason).toBe('timeout');
    expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toMatch(/482913|13800138000/);
  });

  it('rejects when the connection is refused', async () => {
    const error = await refusal(provider(await refusedEndpoint()).send(message()));
    expect(error.reason).toBe('network:ECONNREFUSED');
  });

  it('sends a notice through its event template with the five named variables, the hotel name cut to 20 characters', async () => {
    expect(await provider().sendNotice(notice())).toBe(true);
    const [request] = standIn.received;
    const query = Object.fromEntries(request?.url.searchParams ?? []);
    expect(query).toMatchObject({ PhoneNumbers: '13800138000', SignName: 'フェルトン酒店', TemplateCode: 'SMS_200000001' });
    expect(JSON.parse(query.TemplateParam ?? '')).toEqual({ hotel: 'フェルトン・グランドホテル上海外灘リバ…', order: 'FO202611240123456789', checkin: '2026/12/24', nights: '2', amount: '2560' });
    expect(request && acs3SignatureValid(request, KEY_SECRET)).toBe(true);
  });

  it('sends a guest the template of their language where one is registered, the default one otherwise (decision 0074)', async () => {
    const config = aliyunConfig({
      SMS_ACCESS_KEY_ID: KEY_ID,
      SMS_ACCESS_KEY_SECRET: KEY_SECRET,
      SMS_SIGN_NAME: 'フェルトン酒店',
      SMS_TEMPLATE_LOGIN: 'SMS_100000001',
      SMS_TEMPLATE_REGISTER: 'SMS_100000002',
      SMS_TEMPLATE_LOGIN_ZH: 'SMS_100000011',
      SMS_TEMPLATE_CONFIRMED: 'SMS_200000001',
      SMS_TEMPLATE_CONFIRMED_EN: 'SMS_200000021',
      SMS_ENDPOINT: standIn.endpoint,
      SMS_TIMEOUT_MS: 2000,
    });
    const localized = new AliyunSmsProvider(config, logger.log);
    await localized.send(message({ language: 'zh' }));
    await localized.send(message({ language: 'en' }));
    await localized.send(message({ purpose: SMS_PURPOSE.register, language: 'zh' }));
    await localized.sendNotice(notice({ language: 'en' }));
    await localized.sendNotice(notice({ language: 'zh' }));
    await localized.sendNotice(notice());
    expect(standIn.received.map((request) => request.url.searchParams.get('TemplateCode'))).toEqual([
      'SMS_100000011',
      'SMS_100000001',
      'SMS_100000002',
      'SMS_200000021',
      'SMS_200000001',
      'SMS_200000001',
    ]);
  });

  it('sends nothing for an event without a template (false: the channel is skipped)', async () => {
    expect(await provider().sendNotice(notice({ event: 'refunded' }))).toBe(false);
    expect(await provider(standIn.endpoint, 2000, {}).sendNotice(notice())).toBe(false);
    expect(standIn.received).toHaveLength(0);
  });

  it('rejects a refused notice like a code, naming the number masked only', async () => {
    standIn.answerNext(refused('isv.SMS_TEMPLATE_ILLEGAL'));
    logger.lines.length = 0;
    const error = await refusal(provider().sendNotice(notice()).then(() => undefined));
    expect(error).toMatchObject({ provider: 'aliyun', reason: 'isv.SMS_TEMPLATE_ILLEGAL', refusal: 'unavailable' });
    expect(error.message).not.toContain('13800138000');
    expect(logger.lines.join('')).not.toContain('13800138000');
  });

  it('sends a code to another country through SendMessageToGlobe on its own endpoint: To without "+", the full text, Type OTP, signed', async () => {
    const text = '[Felton Hotels] Your log-in code is 482913. It expires in 10 minutes. Do not share this code with anyone.';
    await provider().send(message({ mobile: JAPAN, body: text, language: 'en' }));
    expect(standIn.received).toHaveLength(0);
    expect(globeStandIn.received).toHaveLength(1);
    const [request] = globeStandIn.received;
    expect(request?.method).toBe('POST');
    expect(request?.headers['x-acs-action']).toBe('SendMessageToGlobe');
    expect(request?.headers['x-acs-version']).toBe('2018-05-01');
    const sent = { ...Object.fromEntries(request?.url.searchParams ?? []), ...Object.fromEntries(new URLSearchParams(request?.body ?? '')) };
    expect(sent).toEqual({ To: '819012345678', Message: text, Type: 'OTP' });
    expect(request && acs3SignatureValid(request, KEY_SECRET)).toBe(true);
  });

  it('sends the Japanese text as it is, with the sender ID when one is set, and a mainland number still through SendSms', async () => {
    const text = '【フェルトン・ホテルズ】会員登録の確認コードは000917です。10分以内に入力してください。';
    await provider(standIn.endpoint, 2000, undefined, { endpoint: globeStandIn.endpoint, from: 'FeltonHtl' }).send(message({ mobile: JAPAN, purpose: SMS_PURPOSE.register, code: '000917', body: text }));
    expect(globeStandIn.received[0]?.url.searchParams.get('Message')).toBe(text);
    expect(globeStandIn.received[0]?.url.searchParams.get('From')).toBe('FeltonHtl');
    await provider().send(message());
    expect(globeStandIn.received).toHaveLength(1);
    expect(standIn.received[0]?.headers['x-acs-action']).toBe('SendSms');
    expect(standIn.received[0]?.url.searchParams.get('PhoneNumbers')).toBe('13800138000');
  });

  it('logs an international acceptance without the full number or the text', async () => {
    logger.lines.length = 0;
    await provider().send(message({ mobile: JAPAN }));
    const logged = logger.lines.join('');
    expect(logged).toContain('G-REQ-0001');
    expect(logged).toContain('SMS accepted');
    for (const secret of [/819012345678/, /(?<!\d)482913(?!\d)/, /ログインの確認コード/]) expect(logged).not.toMatch(secret);
  });

  it.each([
    ['MOBILE_NUMBER_ILLEGAL', 'number'],
    ['NOT_SUPPORTED_COUNTRY', 'number'],
    ['QPS_LIMIT_CONTROL', 'number-limit'],
    ['AMOUNT_NOT_ENOUGH', 'unavailable'],
    ['INVALID_SENDERID', 'unavailable'],
    ['SMS_CONTENT_ILLEGAL', 'unavailable'],
    ['SYSTEM_ERROR', 'unavailable'],
  ])('rejects a SendMessageToGlobe answer with ResponseCode %s (%s), naming the number masked only', async (code, kind) => {
    globeStandIn.answerNext(globeAnswer(code));
    const error = await refusal(provider().send(message({ mobile: JAPAN })));
    expect(error).toMatchObject({ provider: 'aliyun', reason: code, refusal: kind, requestId: 'G-REQ-0001' });
    expect(error.message).not.toContain('819012345678');
  });

  it('rejects a SendMessageToGlobe HTTP failure like SendSms does', async () => {
    globeStandIn.answerNext({ status: 404, json: { Code: 'InvalidAccessKeyId.NotFound', Message: 'Specified access key is not found.', RequestId: 'R-404' } });
    expect(await refusal(provider().send(message({ mobile: JAPAN })))).toMatchObject({ reason: 'InvalidAccessKeyId.NotFound', refusal: 'unavailable' });
    globeStandIn.answerNext({ status: 500, json: {} });
    expect(await refusal(provider().send(message({ mobile: JAPAN })))).toMatchObject({ reason: 'http_500', refusal: 'unavailable' });
    expect(globeStandIn.received).toHaveLength(2);
  });

  it('with international sending off, refuses a code to another country as a refusal of the number and skips its notices, sending nothing', async () => {
    const off = provider(standIn.endpoint, 2000, undefined, null);
    expect(await refusal(off.send(message({ mobile: JAPAN })))).toMatchObject({ provider: 'aliyun', reason: 'international_not_configured', refusal: 'number' });
    expect(await off.sendNotice(notice({ mobile: JAPAN }))).toBe(false);
    expect(standIn.received).toHaveLength(0);
    expect(globeStandIn.received).toHaveLength(0);
  });

  it('sends a notice to another country as its full text (Type NOTIFY), also for an event without a mainland template', async () => {
    const text = '[Felton Hotels] Your booking FO202611240123456789 is confirmed: check-in 2026-12-24, 2 nights, CNY 2560.';
    expect(await provider().sendNotice(notice({ mobile: JAPAN, body: text, language: 'en' }))).toBe(true);
    expect(await provider().sendNotice(notice({ mobile: JAPAN, event: 'refunded', body: text }))).toBe(true);
    expect(standIn.received).toHaveLength(0);
    expect(globeStandIn.received.map((request) => Object.fromEntries(request.url.searchParams))).toEqual([
      { To: '819012345678', Message: text, Type: 'NOTIFY' },
      { To: '819012345678', Message: text, Type: 'NOTIFY' },
    ]);
  });

  it('builds the international settings from the environment: SMS_GLOBE_ENDPOINT and SMS_GLOBE_FROM, none with SMS_INTERNATIONAL=off', () => {
    const base = { SMS_ACCESS_KEY_ID: KEY_ID, SMS_ACCESS_KEY_SECRET: KEY_SECRET, SMS_SIGN_NAME: 'フェルトン酒店', SMS_TEMPLATE_ID: 'SMS_100000001' };
    expect(aliyunConfig(base).globe).toEqual({ endpoint: undefined, from: undefined });
    expect(aliyunConfig({ ...base, SMS_GLOBE_ENDPOINT: 'dysmsapi.ap-southeast-1.aliyuncs.com', SMS_GLOBE_FROM: 'Felton' }).globe).toEqual({ endpoint: 'dysmsapi.ap-southeast-1.aliyuncs.com', from: 'Felton' });
    expect(aliyunConfig({ ...base, SMS_INTERNATIONAL: 'off', SMS_GLOBE_FROM: 'Felton' }).globe).toBeUndefined();
  });
});
