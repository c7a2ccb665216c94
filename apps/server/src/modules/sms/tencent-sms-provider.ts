import type { FastifyBaseLogger } from 'fastify';
import { SMS_PURPOSE } from '@hotel/shared/schemas/user';
import { sms } from 'tencentcloud-sdk-nodejs-sms';
import { internationalNotConfigured, isInternationalMobile } from './international.ts';
import { maskMobile } from './mask-mobile.ts';
import { parseSmsEndpoint } from './sms-endpoint.ts';
import { noticeParams, noticeVariablesOf, type NoticeTemplates } from './notice-template.ts';
import { SmsDeliveryError, type SmsMessage, type SmsNotice, type SmsProvider, type SmsRefusal } from './sms-provider.ts';
import { noticeTemplateFor, templateFor, type NoticeTemplatesByLanguage, type SmsTemplates } from './sms-templates.ts';

const SmsClient = sms.v20210111.Client;
type SendSmsResponse = Awaited<ReturnType<InstanceType<typeof SmsClient>['SendSms']>>;

export interface TencentSmsConfig {
  secretId: string;
  secretKey: string;
  /** SmsSdkAppId of the SMS application, e.g. 1400006666. */
  sdkAppId: string;
  /** The approved sign name (签名). */
  signName: string;
  /** Template ids (digits), each with the one variable `{1}`. */
  templates: SmsTemplates;
  /** Notice template ids per event, each declaring `{1}`…`{5}` in NOTICE_VARIABLES order (a payment link's also `{6}`, the token); an event without one is skipped. */
  noticeTemplates?: NoticeTemplates;
  /** The same events' templates in Chinese and English (SMS_TEMPLATE_<EVENT>_ZH / _EN), for guests whose language has one. */
  noticeTemplatesByLanguage?: NoticeTemplatesByLanguage;
  /** API region: ap-guangzhou, ap-beijing or ap-nanjing. */
  region: string;
  /**
   * Host or http(s) URL; default sms.tencentcloudapi.com. The SDK signs for the service named by
   * the host's first label, so a real endpoint must start with `sms.`.
   */
  endpoint?: string;
  /** Whole-request timeout. */
  timeoutMs: number;
  /**
   * Approved international/HK-Macao-Taiwan templates (decision 0078), the only ones Tencent sends
   * to numbers outside mainland China: per purpose (SMS_TEMPLATE_LOGIN_INTL …) and per notice
   * event (SMS_TEMPLATE_CONFIRMED_INTL …), with the same variables as the mainland ones. Absent
   * (SMS_INTERNATIONAL=off) or without the purpose's template: a code to such a number is refused
   * as a refusal of the number, a notice skipped.
   */
  internationalTemplates?: TencentInternationalTemplates;
}

export interface TencentInternationalTemplates {
  login?: string;
  register?: string;
  notices?: NoticeTemplates;
}

const DEFAULT_ENDPOINT = 'sms.tencentcloudapi.com';

/** Codes that say something about the number itself; every other code means the service is unavailable to us. */
const REFUSALS: Record<string, SmsRefusal> = {
  'InvalidParameterValue.IncorrectPhoneNumber': 'number',
  // Unsubscribed, or on a carrier's do-not-disturb list.
  'FailedOperation.PhoneNumberInBlacklist': 'number',
  'LimitExceeded.PhoneNumberThirtySecondLimit': 'number-limit',
  'LimitExceeded.PhoneNumberOneHourLimit': 'number-limit',
  'LimitExceeded.PhoneNumberDailyLimit': 'number-limit',
  'LimitExceeded.PhoneNumberSameContentDailyLimit': 'number-limit',
};

/**
 * Tencent Cloud SMS (2021-01-11, SendSms) through the official SDK, which signs with
 * TC3-HMAC-SHA256. The number goes in E.164 (+86…), the code is TemplateParamSet ["123456"].
 * A +E.164 number of another country goes through the same call with an international template
 * and without SignName, which the document requires for mainland SMS only (decision 0078).
 * A Response.Error (auth, parameters, quota) or a SendStatusSet entry whose Code is not "Ok"
 * (limits, bad number, balance) rejects with an SmsDeliveryError.
 * Notices (decision 0041) go through the event's registered template, its variables in NOTICE_VARIABLES order.
 */
export class TencentSmsProvider implements SmsProvider {
  readonly name = 'tencent';
  private readonly client: InstanceType<typeof SmsClient>;

  constructor(
    private readonly config: TencentSmsConfig,
    private readonly log: FastifyBaseLogger,
  ) {
    const { protocol, host } = parseSmsEndpoint(config.endpoint ?? DEFAULT_ENDPOINT);
    this.client = new SmsClient({
      credential: { secretId: config.secretId, secretKey: config.secretKey },
      region: config.region,
      profile: { httpProfile: { endpoint: host, protocol: `${protocol}://`, reqMethod: 'POST', reqTimeout: config.timeoutMs / 1000 } },
    });
  }

  async send(message: SmsMessage): Promise<void> {
    if (isInternationalMobile(message.mobile)) {
      const templateId = this.config.internationalTemplates?.[message.purpose === SMS_PURPOSE.register ? 'register' : 'login'];
      if (!templateId) throw internationalNotConfigured(this.name, message.mobile);
      await this.sendSms(message.mobile, templateId, [message.code], { purpose: message.purpose });
      return;
    }
    const templateId = templateFor(this.config.templates, message.purpose, message.language);
    await this.sendSms(message.mobile, templateId, [message.code], { purpose: message.purpose });
  }

  async sendNotice(notice: SmsNotice): Promise<boolean> {
    const templateId = isInternationalMobile(notice.mobile)
      ? this.config.internationalTemplates?.notices?.[notice.event]
      : noticeTemplateFor(this.config.noticeTemplates, this.config.noticeTemplatesByLanguage, notice.event, notice.language);
    if (!templateId) return false;
    const params = noticeParams(notice);
    await this.sendSms(notice.mobile, templateId, noticeVariablesOf(notice.event).map((name) => params[name] ?? ''), { purpose: 'notice', event: notice.event });
    return true;
  }

  /**
   * One SendSms; the log line carries the masked number and `about`, never the parameters. A
   * mainland number gets +86 and the sign name; another country's is already +E.164 and goes unsigned.
   */
  private async sendSms(mobile: string, templateId: string, params: string[], about: Record<string, unknown>): Promise<void> {
    const international = isInternationalMobile(mobile);
    let response: SendSmsResponse;
    try {
      response = await this.client.SendSms({
        PhoneNumberSet: [international ? mobile : `+86${mobile}`],
        SmsSdkAppId: this.config.sdkAppId,
        ...(international ? {} : { SignName: this.config.signName }),
        TemplateId: templateId,
        TemplateParamSet: params,
      });
    } catch (error) {
      const { reason, requestId } = failureOf(error);
      throw new SmsDeliveryError(this.name, reason, REFUSALS[reason] ?? 'unavailable', mobile, requestId);
    }
    const status = response.SendStatusSet?.[0];
    if (status?.Code !== 'Ok') {
      const reason = status?.Code || 'bad_response';
      throw new SmsDeliveryError(this.name, reason, REFUSALS[reason] ?? 'unavailable', mobile, response.RequestId);
    }
    this.log.info({ sms: { provider: this.name, mobile: maskMobile(mobile), ...about, requestId: response.RequestId, serialNo: status.SerialNo } }, 'SMS accepted');
  }
}

/**
 * A reason code for the SDK's TencentCloudSDKHttpException: the API's error code, else the HTTP
 * status, else what went wrong on the way (its message is node-fetch's, e.g. "network timeout at …").
 */
function failureOf(error: unknown): { reason: string; requestId?: string } {
  const e = (error ?? {}) as { code?: unknown; httpCode?: unknown; requestId?: unknown; message?: unknown };
  const requestId = typeof e.requestId === 'string' && e.requestId ? e.requestId : undefined;
  if (typeof e.code === 'string' && e.code) return { reason: e.code, requestId };
  if (typeof e.httpCode === 'number') return { reason: `http_${e.httpCode}`, requestId };
  const message = typeof e.message === 'string' ? e.message : '';
  if (/timeout/i.test(message)) return { reason: 'timeout' };
  const errno = /\b(E[A-Z]{3,})\b/.exec(message)?.[1];
  if (errno) return { reason: `network:${errno}` };
  if (/json/i.test(message)) return { reason: 'bad_response' };
  return { reason: 'unknown' };
}
