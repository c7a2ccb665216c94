import { FREE_CANCEL_HOUR } from './constants.ts';
import { hotelMoment } from './hotel-date.ts';
import { SERVER_MESSAGES } from './messages.ts';

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

/** 0 → ご到着日の18:00, 20 → ご到着前日の22:00, 72 → ご到着日の3日前の18:00. */
export function freeCancelDeadlineWording(freeCancelHours = 0): string {
  const fromMidnight = FREE_CANCEL_HOUR - freeCancelHours;
  const daysBefore = Math.max(0, Math.ceil(-fromMidnight / 24));
  const hour = fromMidnight + daysBefore * 24;
  const day = daysBefore === 0 ? 'ご到着日' : daysBefore === 1 ? 'ご到着前日' : `ご到着日の${daysBefore}日前`;
  return `${day}の${hour}:00`;
}

/** The change rule in words, for the plan list and the booking. */
export function changePolicyText(changesUntilHours: number | null): string {
  return changesUntilHours === null ? 'ご予約内容の変更はできません' : `${freeCancelDeadlineWording(changesUntilHours)}（現地時間）までご予約内容を変更できます`;
}

/** The rule in words, as guests see it on the rate and after booking (freeCancelRange). */
export function cancelPolicyText(terms: CancelTerms): string {
  const note = terms.cancelNote?.trim() ? `。${terms.cancelNote.trim()}` : '';
  if (terms.isFreeCancel) {
    return `${freeCancelDeadlineWording(terms.freeCancelHours)}（現地時間）まで無料でキャンセルできます。以降のキャンセルは初日1泊分の室料がかかります${note}`;
  }
  const rule = terms.payment === 'prepaid' ? '事前決済・返金不可：ご予約後のキャンセル・変更はできません' : 'キャンセル不可：ご予約後のキャンセル・変更はできません';
  return `${rule}${note}`;
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

/** 2026-12-14T10:00:00Z → 2026年12月14日 18:00 (hotel time). */
export function hotelDateTimeJa(at: Date): string {
  const { date, time } = hotelParts(at);
  const [y, m, d] = date.split('-');
  return `${y}年${Number(m)}月${Number(d)}日 ${time}`;
}

/**
 * The member centre's sentence about changing an order that may change (decision 0059): until its
 * deadline in hotel time; `afterPayment` for an unpaid prepaid order, which is paid first.
 */
export function changeTermsSentence(deadline: Date, afterPayment: boolean): string {
  return `${afterPayment ? 'お支払い完了後、' : ''}${hotelDateTimeJa(deadline)}（現地時間）までご予約内容を変更できます`;
}

/**
 * The one sentence the member centre shows about cancelling an order (decision 0040); null for
 * orders that are over (cancelled, completed, expired). `fee` is whole CNY for `roomQty` rooms.
 */
export function cancelTermsSentence(kind: CancelTermsKind, deadline: Date | null, fee: number, roomQty: number, formatAmount: (cny: number) => string): string | null {
  const rooms = roomQty > 1 ? `（${roomQty}室）` : '';
  switch (kind) {
    case 'free':
      return deadline ? `${hotelDateTimeJa(deadline)}（現地時間）まで無料でキャンセルできます` : '今なら無料でキャンセルできます';
    case 'pastDeadline':
      return `今キャンセルすると 1泊分${rooms} ${formatAmount(fee)} がかかります（無料キャンセルの期限を過ぎたため、ホテルへ直接ご連絡ください）`;
    case 'nonRefundable':
      return '返金不可のため、キャンセルできません';
    case 'unpaidPrepaid':
      return 'お支払い前のため、今なら無料でキャンセルできます（お支払い後は返金不可）';
    case 'paid':
      return 'お支払い済みのため、オンラインではキャンセルできません。ホテルへ直接ご連絡ください';
    case 'checkedIn':
      return 'チェックイン済みのため、キャンセルできません';
    case 'closed':
      return null;
  }
}
