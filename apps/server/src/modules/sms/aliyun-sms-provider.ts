import DysmsapiModule, { SendSmsRequest, type SendSmsResponseBody } from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import type { FastifyBaseLogger } from 'fastify';
import { commonJsDefault } from './commonjs-default.ts';
import { maskMobile } from './mask-mobile.ts';
import { parseSmsEndpoint } from './sms-endpoint.ts';
import { noticeParams, noticeVariablesOf, type NoticeTemplates } from './notice-template.ts';
import { SmsDeliveryError, type SmsMessage, type SmsNotice, type SmsProvider, type SmsRefusal } from './sms-provider.ts';
import { noticeTemplateFor, templateFor, type NoticeTemplatesByLanguage, type SmsTemplates } from './sms-templates.ts';

const Dysmsapi = commonJsDefault(DysmsapiModule);

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
}

const DEFAULT_ENDPOINT = 'dysmsapi.aliyuncs.com';

/** Codes that say something about the number itself; every other code means the service is unavailable to us. */
const REFUSALS: Record<string, SmsRefusal> = {
  'isv.MOBILE_NUMBER_ILLEGAL': 'number',
  'isv.PHONE_NUMBER_ILLEGAL': 'number',
  // Per-number flow control: 1 a minute, 5 an hour, 10 a day for one sign name by default.
  'isv.BUSINESS_LIMIT_CONTROL': 'number-limit',
};

/**
 * Alibaba Cloud SMS (dysmsapi 2017-05-25, SendSms) through the official SDK, which signs with
 * ACS3-HMAC-SHA256. The code is the template parameter `{"code":"123456"}`; the number is the
 * plain 11-digit mainland number. Anything but Code "OK" rejects with an SmsDeliveryError.
 * Notices (decision 0041) go through the event's registered template with its named variables.
 */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';
  private readonly client: InstanceType<typeof Dysmsapi>;

  constructor(
    private readonly config: AliyunSmsConfig,
    private readonly log: FastifyBaseLogger,
  ) {
    const { protocol, host } = parseSmsEndpoint(config.endpoint ?? DEFAULT_ENDPOINT);
    this.client = new Dysmsapi(
      new $OpenApiUtil.Config({
        accessKeyId: config.accessKeyId,
        accessKeySecret: config.accessKeySecret,
        endpoint: host,
        protocol,
        connectTimeout: config.timeoutMs,
        readTimeout: config.timeoutMs,
      }),
    );
  }

  async send(message: SmsMessage): Promise<void> {
    const templateCode = templateFor(this.config.templates, message.purpose, message.language);
    await this.sendSms(message.mobile, templateCode, { code: message.code }, { purpose: message.purpose });
  }

  async sendNotice(notice: SmsNotice): Promise<boolean> {
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
