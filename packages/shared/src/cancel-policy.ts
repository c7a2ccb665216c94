import { FREE_CANCEL_HOUR } from './constants.ts';
import { hotelMoment } from './hotel-date.ts';
import { SERVER_MESSAGES } from './messages.ts';
import { DEFAULT_LANGUAGE, type SiteLanguage } from './site-language.ts';
import { stayTermsWords } from './stay-terms-words.ts';

/**
 * A rate's cancellation terms (docs/decisions/0021): free until `freeCancelHours` before 18:00
 * hotel time on the arrival day (0 = the spec's rule: until 18:00 on the arrival day), or
 * non-refundable. A plan carries them; a hold and an order keep a copy as booked. One home for
 * the deadline and the wording, used by the booking engine, the guest cancel path and the back
 * office's preview.
 */
export interface CancelTerms {
  isFreeCancel: boolean;
  payment: 'hotel' | 'prepaid';
  freeCancelHours?: number;
  cancelNote?: string;
}

/** Longest free-cancel window staff may set: 30 days. */
export const FREE_CANCEL_HOURS_MAX = 720;

const HOUR = 3_600_000;

/** The moment free cancellation ends for a stay arriving on `checkIn` (YYYY-MM-DD). */
export function freeCancelDeadline(checkIn: string, freeCancelHours = 0): Date {
  return new Date(hotelMoment(checkIn, `${FREE_CANCEL_HOUR}:00`).getTime() - freeCancelHours * HOUR);
}

/** 0 → ご到着日の18:00, 20 → ご到着前日の22:00, 72 → ご到着日の3日前の18:00 (in `lang`). */
export function freeCancelDeadlineWording(freeCancelHours = 0, lang: SiteLanguage = DEFAULT_LANGUAGE): string {
  const fromMidnight = FREE_CANCEL_HOUR - freeCancelHours;
  const daysBefore = Math.max(0, Math.ceil(-fromMidnight / 24));
  return stayTermsWords(lang).arrivalDeadline(daysBefore, fromMidnight + daysBefore * 24);
}

/** The change rule in words, for the plan list and the booking. */
export function changePolicyText(changesUntilHours: number | null, lang: SiteLanguage = DEFAULT_LANGUAGE): string {
  const words = stayTermsWords(lang);
  return changesUntilHours === null ? words.changeNever : words.changeAllowedUntil(freeCancelDeadlineWording(changesUntilHours, lang));
}

/** The rule in words, as guests see it on the rate and after booking (freeCancelRange); the plan's note is its own content. */
export function cancelPolicyText(terms: CancelTerms, lang: SiteLanguage = DEFAULT_LANGUAGE): string {
  const words = stayTermsWords(lang);
  const rule = terms.isFreeCancel
    ? words.freeCancelUntil(freeCancelDeadlineWording(terms.freeCancelHours, lang))
    : terms.payment === 'prepaid'
      ? words.nonRefundablePrepaid
      : words.nonCancellable;
  const note = terms.cancelNote?.trim();
  return note ? words.withNote(rule, note) : rule;
}

/** Guest cancel refusals that depend on the terms. */
export const CANCEL_POLICY_MESSAGES = {
  nonRefundable: 'このご予約は返金・キャンセル不可のプランのため、キャンセルできません',
  checkedIn: 'チェックイン済みのご予約はキャンセルできません。ホテルのフロントへお申し付けください',
} as const;

/** The refusal after the deadline; 0 hours keeps the spec rule's own message. */
export const cancelDeadlinePassedMessage = (freeCancelHours: number): string =>
  freeCancelHours === 0
    ? SERVER_MESSAGES.cancelDeadlinePassed
    : `${freeCancelDeadlineWording(freeCancelHours)}（現地時間）を過ぎたため、オンラインではキャンセルできません（初日1泊分の室料がかかります）。ホテルへ直接お問い合わせください`;

/**
 * Where an order stands with its cancellation terms now (decision 0040), as the orders module's
 * `cancelTermsNow` decides it; the guest cancel endpoint refuses or cancels by the same answer.
 * free: cancellable at no cost until the deadline; pastDeadline: the free window has passed (the
 * first night is charged, the hotel settles it); nonRefundable: never; unpaidPrepaid: free until
 * paid (then non-refundable); paid: paid at the hotel's desk, settled there; checkedIn: the stay
 * has begun; closed: cancelled, completed or expired.
 */
export type CancelTermsKind = 'free' | 'pastDeadline' | 'nonRefundable' | 'unpaidPrepaid' | 'paid' | 'checkedIn' | 'closed';

const HOTEL_OFFSET_MS = 8 * HOUR;

/** An instant as hotel wall-clock parts (China Standard Time, UTC+8, no daylight saving). */
function hotelParts(at: Date) {
  const shifted = new Date(at.getTime() + HOTEL_OFFSET_MS).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16), seconds: shifted.slice(16, 19) };
}

/** 2026-12-14T10:00:00Z → 2026-12-14T18:00:00+08:00: the hotel's own clock, whatever the reader's zone. */
export function hotelIsoString(at: Date): string {
  const { date, time, seconds } = hotelParts(at);
  return `${date}T${time}${seconds}+08:00`;
}

/** 2026-12-14T10:00:00Z → 2026年12月14日 18:00 (hotel time), in `lang`. */
export function hotelDateTimeJa(at: Date, lang: SiteLanguage = DEFAULT_LANGUAGE): string {
  const { date, time } = hotelParts(at);
  return stayTermsWords(lang).hotelDateTime(date, time);
}

/**
 * The member centre's sentence about changing an order that may change (decision 0059): until its
 * deadline in hotel time; `afterPayment` for an unpaid prepaid order, which is paid first.
 */
export function changeTermsSentence(deadline: Date, afterPayment: boolean, lang: SiteLanguage = DEFAULT_LANGUAGE): string {
  return stayTermsWords(lang).changeUntilDateTime(hotelDateTimeJa(deadline, lang), afterPayment);
}

/**
 * The one sentence the member centre shows about cancelling an order (decision 0040); null for
 * orders that are over (cancelled, completed, expired). `fee` is whole CNY for `roomQty` rooms.
 */
export function cancelTermsSentence(
  kind: CancelTermsKind,
  deadline: Date | null,
  fee: number,
  roomQty: number,
  formatAmount: (cny: number) => string,
  lang: SiteLanguage = DEFAULT_LANGUAGE,
): string | null {
  const words = stayTermsWords(lang).cancelSentence;
  switch (kind) {
    case 'free':
      return deadline ? words.freeUntil(hotelDateTimeJa(deadline, lang)) : words.freeNow;
    case 'pastDeadline':
      return words.pastDeadline(roomQty, formatAmount(fee));
    case 'closed':
      return null;
    default:
      return words[kind];
  }
}
