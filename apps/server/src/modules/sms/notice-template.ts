import type { SmsNotice, SmsNoticeEvent } from './sms-provider.ts';

/** Registered notice templates per event (SMS_TEMPLATE_CONFIRMED, _CHANGED, _CANCELLED, _REFUNDED, _PAYLINK); an event without one is not sent. */
export type NoticeTemplates = Partial<Record<SmsNoticeEvent, string>>;

/**
 * The variables every notice template declares, in this order (Tencent's `{1}`…`{5}`; Aliyun's
 * `${hotel}` … `${amount}` by name). One fixed set for every event keeps the README's
 * instructions to whoever registers the templates short: every template declares all five.
 */
export const NOTICE_VARIABLES = ['hotel', 'order', 'checkin', 'nights', 'amount'] as const;
/**
 * A payment link's template (SMS_TEMPLATE_PAYLINK, decision 0059) declares the same five and a
 * sixth, the link's token (Tencent `{6}`, Aliyun `${token}`): 43 characters of base64url.
 */
export const PAYLINK_VARIABLES = [...NOTICE_VARIABLES, 'token'] as const;
export type NoticeVariable = (typeof PAYLINK_VARIABLES)[number];
/** The values of a notice's variables: the five always, the token for a payment link. */
export type NoticeParams = Record<(typeof NOTICE_VARIABLES)[number], string> & { token?: string };

/** The variables of an event's template, in their order. */
export const noticeVariablesOf = (event: SmsNotice['event']): readonly NoticeVariable[] => (event === 'paylink' ? PAYLINK_VARIABLES : NOTICE_VARIABLES);

/**
 * The longest a hotel name may be. Aliyun allows 35 characters per variable of a notification
 * template; Tencent fewer by default (longer lengths are asked for when the template is registered):
 * 20 is the shortest limit a registered "other" variable gets, and every other value is shorter
 * (order number 20, date 10, nights ≤ 3, amount ≤ 9 digits).
 */
export const HOTEL_NAME_MAX = 20;

/** Characters, not UTF-16 units: the providers count each character once, and a cut must not split a surrogate pair. */
function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * The values of a notice's variables. Free text (the hotel name) is cleaned of line breaks and of
 * 【】, which the carriers read as a second signature, then cut to HOTEL_NAME_MAX; the amount is
 * digits only (a currency sign belongs in the template's fixed text, as both providers require).
 */
export function noticeParams(notice: SmsNotice): NoticeParams {
  const { facts } = notice;
  const hotel = facts.hotelName.replace(/[【】]/g, '').replace(/\s+/g, ' ').trim();
  return {
    hotel: truncate(hotel, HOTEL_NAME_MAX),
    order: facts.orderNo,
    checkin: facts.checkIn.replaceAll('-', '/'),
    nights: String(facts.nights),
    amount: String(Math.round(facts.amount)),
    ...(notice.event === 'paylink' ? { token: facts.token ?? '' } : {}),
  };
}
