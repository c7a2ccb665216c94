import type { SmsPurpose } from '@hotel/shared/schemas/user';
import type { SiteLanguage } from '@hotel/shared/site-language';
import { maskMobile } from './mask-mobile.ts';

export interface SmsMessage {
  /** National number, e.g. 13800138000. */
  mobile: string;
  purpose: SmsPurpose;
  /** The code, for providers that fill a registered template instead of sending `body`. */
  code: string;
  /** The full text in the guest's language. */
  body: string;
  /** The language of the page that asked (decision 0074): the provider's template in it, if one is registered. */
  language?: SiteLanguage;
}

/**
 * How a code leaves the server. send() resolves once the provider accepted the message and
 * rejects when it did not (preferably with an SmsDeliveryError); the caller then withdraws the
 * code and answers 503.
 * A real provider: implement this, add its name to SMS_PROVIDER in env.ts and build it where
 * The sms module's factory picks one (module.ts).
 */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
  /**
   * A notice that is not a code (booking confirmations, decision 0041). Resolves true once sent,
   * false when this provider has nothing to send it with (the Chinese providers send only
   * registered templates: without SMS_TEMPLATE_<EVENT> the event's SMS is skipped, not failed);
   * rejects like send() when the provider refused it. Optional: a provider without notices
   * leaves confirmations to e-mail.
   */
  sendNotice?(notice: SmsNotice): Promise<boolean>;
}

/** The confirmations' events (decision 0041), a change (0059), a payment link staff sent (decision 0059) and a fapiao issued or sent back (0071; no SMS_TEMPLATE for it yet: the Chinese providers skip it). */
export type SmsNoticeEvent = 'confirmed' | 'changed' | 'cancelled' | 'refunded' | 'paylink' | 'fapiao';

/** What a notice template's variables are filled from (notice-template.ts). */
export interface SmsNoticeFacts {
  hotelName: string;
  orderNo: string;
  /** YYYY-MM-DD. */
  checkIn: string;
  nights: number;
  /** Whole CNY: what the guest pays (after a change: for the new stay), or the refunded amount. */
  amount: number;
  /**
   * A payment link's token (paylink only): the template's fixed text holds the address before it
   * (`https://<site>/paylink/`), as the carriers accept links only in a template's own text.
   */
  token?: string;
}

export interface SmsNotice {
  mobile: string;
  event: SmsNoticeEvent;
  /** The full text in the guest's language, for providers that send free text (console). */
  body: string;
  /** The order's language (decision 0074): the provider's template in it, if one is registered. */
  language?: SiteLanguage;
  /** The same notice as template variables, for providers that fill a registered template. */
  facts: SmsNoticeFacts;
}

/**
 * Why a message was not sent, as far as the guest is concerned: the number cannot receive it,
 * the number hit the provider's per-number limit, or the service is unavailable (quota, balance,
 * credentials, templates, network: nothing the guest can fix).
 */
export type SmsRefusal = 'number' | 'number-limit' | 'unavailable';

/**
 * A provider's refusal, safe to log: provider name, a reason code (the provider's error code,
 * `http_<status>`, `timeout`, `network:<errno>`, `bad_response`) and the provider's request id.
 * Never the code, the credentials or the full number, so SDK errors (whose messages can carry the
 * request URL with every parameter) are never chained as `cause`.
 */
export class SmsDeliveryError extends Error {
  override readonly name = 'SmsDeliveryError';

  constructor(
    readonly provider: string,
    readonly reason: string,
    readonly refusal: SmsRefusal,
    mobile: string,
    readonly requestId?: string,
  ) {
    super(`${provider} did not accept the SMS to ${maskMobile(mobile)}: ${reason}`);
  }
}
