import DysmsapiModule, { SendSmsRequest, type SendSmsResponseBody } from '@alicloud/dysmsapi20170525';
import GlobeModule, { SendMessageToGlobeRequest, type SendMessageToGlobeResponseBody } from '@alicloud/dysmsapi20180501';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import type { FastifyBaseLogger } from 'fastify';
import { commonJsDefault } from './commonjs-default.ts';
import { internationalNotConfigured, isInternationalMobile } from './international.ts';
import { maskMobile } from './mask-mobile.ts';
import { parseSmsEndpoint } from './sms-endpoint.ts';
import { noticeParams, noticeVariablesOf, type NoticeTemplates } from './notice-template.ts';
import { SmsDeliveryError, type SmsMessage, type SmsNotice, type SmsProvider, type SmsRefusal } from './sms-provider.ts';
import { noticeTemplateFor, templateFor, type NoticeTemplatesByLanguage, type SmsTemplates } from './sms-templates.ts';

const Dysmsapi = commonJsDefault(DysmsapiModule);
const Globe = commonJsDefault(GlobeModule);

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved sign name (签名). */
  signName: string;
  /** Template codes (SMS_xxxxxxxx), each with the one variable `${code}`. */
  templates: SmsTemplates;
  /** Notice template codes per event, each declaring `${hotel}`, `${order}`, `${checkin}`, `${nights}`, `${amount}` (a payment link's also `${token}`); an event without one is skipped. */
  noticeTemplates?: NoticeTemplates;
  /** The same events' templates in Chinese and English (SMS_TEMPLATE_<EVENT>_ZH / _EN), for guests whose language has one. */
  noticeTemplatesByLanguage?: NoticeTemplatesByLanguage;
  /** Host or http(s) URL; default the central endpoint dysmsapi.aliyuncs.com. */
  endpoint?: string;
  /** Connect and read timeout each; the SDK does not retry (SendSms is not idempotent). */
  timeoutMs: number;
  /**
   * International sending (decision 0078): numbers outside mainland China get the full text through
   * SendMessageToGlobe. Absent: international sending is off (SMS_INTERNATIONAL=off), and a code
   * to such a number is refused as a refusal of the number, a notice skipped.
   */
  globe?: AliyunGlobeConfig;
}

export interface AliyunGlobeConfig {
  /** Host or http(s) URL of the international API (SMS_GLOBE_ENDPOINT); default dysmsapi.ap-southeast-1.aliyuncs.com. */
  endpoint?: string;
  /** An approved sender ID (SMS_GLOBE_FROM); absent: the platform's default sender. */
  from?: string;
}

const DEFAULT_ENDPOINT = 'dysmsapi.aliyuncs.com';
/** The endpoint Alibaba Cloud's SendMessageToGlobe examples name (region ap-southeast-1). */
const DEFAULT_GLOBE_ENDPOINT = 'dysmsapi.ap-southeast-1.aliyuncs.com';

/** Codes that say something about the number itself; every other code means the service is unavailable to us. */
const REFUSALS: Record<string, SmsRefusal> = {
  'isv.MOBILE_NUMBER_ILLEGAL': 'number',
  'isv.PHONE_NUMBER_ILLEGAL': 'number',
  // Per-number flow control: 1 a minute, 5 an hour, 10 a day for one sign name by default.
  'isv.BUSINESS_LIMIT_CONTROL': 'number-limit',
};

/**
 * SendMessageToGlobe's ResponseCodes (the international error code list) that say something the
 * guest can act on: a malformed number or a country the service does not reach (check the
 * number), and the QPS limit (try again shortly). Everything else (balance, sender ID, content,
 * permissions, system) means the service is unavailable to us.
 */
const GLOBE_REFUSALS: Record<string, SmsRefusal> = {
  MOBILE_NUMBER_ILLEGAL: 'number',
  NOT_SUPPORTED_COUNTRY: 'number',
  QPS_LIMIT_CONTROL: 'number-limit',
};

/** SendMessageToGlobe's Type: a code is an OTP, everything else a notification. */
type GlobeType = 'OTP' | 'NOTIFY';

/**
 * Alibaba Cloud SMS (dysmsapi 2017-05-25, SendSms) through the official SDK, which signs with
 * ACS3-HMAC-SHA256. The code is the template parameter `{"code":"123456"}`; the number is the
 * plain 11-digit mainland number. Anything but Code "OK" rejects with an SmsDeliveryError.
 * Notices (decision 0041) go through the event's registered template with its named variables.
 * A +E.164 number of another country goes through the international API instead (dysmsapi
 * 2018-05-01, SendMessageToGlobe, decision 0078), which takes no template: the full text.
 */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';
  private readonly client: InstanceType<typeof Dysmsapi>;
  private readonly globe: InstanceType<typeof Globe> | null;

  constructor(
    private readonly config: AliyunSmsConfig,
    private readonly log: FastifyBaseLogger,
  ) {
    this.client = new Dysmsapi(this.clientConfig(config.endpoint ?? DEFAULT_ENDPOINT));
    this.globe = config.globe ? new Globe(this.clientConfig(config.globe.endpoint ?? DEFAULT_GLOBE_ENDPOINT)) : null;
  }

  /** The SDKs' settings for one endpoint; both APIs sign with the same AccessKey. */
  private clientConfig(endpoint: string): $OpenApiUtil.Config {
    const { protocol, host } = parseSmsEndpoint(endpoint);
    return new $OpenApiUtil.Config({
      accessKeyId: this.config.accessKeyId,
      accessKeySecret: this.config.accessKeySecret,
      endpoint: host,
      protocol,
      connectTimeout: this.config.timeoutMs,
      readTimeout: this.config.timeoutMs,
    });
  }

  async send(message: SmsMessage): Promise<void> {
    if (isInternationalMobile(message.mobile)) {
      if (!this.globe) throw internationalNotConfigured(this.name, message.mobile);
      await this.sendToGlobe(this.globe, message.mobile, message.body, 'OTP', { purpose: message.purpose });
      return;
    }
    const templateCode = templateFor(this.config.templates, message.purpose, message.language);
    await this.sendSms(message.mobile, templateCode, { code: message.code }, { purpose: message.purpose });
  }

  async sendNotice(notice: SmsNotice): Promise<boolean> {
    if (isInternationalMobile(notice.mobile)) {
      if (!this.globe) return false;
      await this.sendToGlobe(this.globe, notice.mobile, notice.body, 'NOTIFY', { purpose: 'notice', event: notice.event });
      return true;
    }
    const templateCode = noticeTemplateFor(this.config.noticeTemplates, this.config.noticeTemplatesByLanguage, notice.event, notice.language);
    if (!templateCode) return false;
    const params = noticeParams(notice);
    const named = Object.fromEntries(noticeVariablesOf(notice.event).map((name) => [name, params[name] ?? '']));
    await this.sendSms(notice.mobile, templateCode, named, { purpose: 'notice', event: notice.event });
    return true;
  }

  /** One SendSms; the log line carries the masked number and `about`, never the parameters. */
  private async sendSms(mobile: string, templateCode: string, params: Record<string, string>, about: Record<string, unknown>): Promise<void> {
    const request = new SendSmsRequest({
      phoneNumbers: mobile,
      signName: this.config.signName,
      templateCode,
      templateParam: JSON.stringify(params),
    });
    let body: SendSmsResponseBody | undefined;
    try {
      ({ body } = await this.client.sendSms(request));
    } catch (error) {
      const { reason, requestId } = failureOf(error);
      throw new SmsDeliveryError(this.name, reason, REFUSALS[reason] ?? 'unavailable', mobile, requestId);
    }
    if (body?.code !== 'OK') {
      const reason = body?.code || 'bad_response';
      throw new SmsDeliveryError(this.name, reason, REFUSALS[reason] ?? 'unavailable', mobile, body?.requestId);
    }
    this.log.info({ sms: { provider: this.name, mobile: maskMobile(mobile), ...about, requestId: body.requestId, bizId: body.bizId } }, 'SMS accepted');
  }

  /** One SendMessageToGlobe: To is the number with its country code and no '+'; logged like sendSms, never the text. */
  private async sendToGlobe(globe: InstanceType<typeof Globe>, mobile: string, text: string, type: GlobeType, about: Record<string, unknown>): Promise<void> {
    const request = new SendMessageToGlobeRequest({ to: mobile.slice(1), message: text, type, ...(this.config.globe?.from ? { from: this.config.globe.from } : {}) });
    let body: SendMessageToGlobeResponseBody | undefined;
    try {
      ({ body } = await globe.sendMessageToGlobe(request));
    } catch (error) {
      const { reason, requestId } = failureOf(error);
      throw new SmsDeliveryError(this.name, reason, GLOBE_REFUSALS[reason] ?? 'unavailable', mobile, requestId);
    }
    if (body?.responseCode !== 'OK') {
      const reason = body?.responseCode || 'bad_response';
      throw new SmsDeliveryError(this.name, reason, GLOBE_REFUSALS[reason] ?? 'unavailable', mobile, body?.requestId);
    }
    this.log.info({ sms: { provider: this.name, api: 'globe', mobile: maskMobile(mobile), ...about, requestId: body.requestId, messageId: body.messageId } }, 'SMS accepted');
  }
}

/**
 * A reason code for an exception of the SDK, from its fields only: its messages may hold the
 * request URL, whose query carries the number and the code.
 */
function failureOf(error: unknown): { reason: string; requestId?: string } {
  const e = (error ?? {}) as { name?: unknown; code?: unknown; statusCode?: unknown; requestId?: unknown };
  const requestId = typeof e.requestId === 'string' && e.requestId !== 'undefined' ? e.requestId : undefined;
  // ClientError / ServerError / ThrottlingError: HTTP 4xx/5xx with the provider's code, when it sent one.
  if (typeof e.statusCode === 'number') {
    const code = typeof e.code === 'string' && e.code !== 'undefined' ? e.code : '';
    return { reason: code || `http_${e.statusCode}`, requestId };
  }
  if (typeof e.name === 'string' && e.name.includes('Timeout')) return { reason: 'timeout' };
  if (typeof e.code === 'string' && /^E[A-Z]+$/.test(e.code)) return { reason: `network:${e.code}` };
  if (error instanceof SyntaxError) return { reason: 'bad_response' };
  return { reason: 'unknown' };
}
