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
} as const;

/** The refusal after the deadline; 0 hours keeps the spec rule's own message. */
export const cancelDeadlinePassedMessage = (freeCancelHours: number): string =>
  freeCancelHours === 0
    ? SERVER_MESSAGES.cancelDeadlinePassed
    : `${freeCancelDeadlineWording(freeCancelHours)}（現地時間）を過ぎたため、オンラインではキャンセルできません（初日1泊分の室料がかかります）。ホテルへ直接お問い合わせください`;
