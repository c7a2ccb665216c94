import type { CancelTerms } from '@hotel/shared/cancel-policy';
import type { SiteLanguage } from '@hotel/shared/site-language';
import type { OwedConfirmation, StayFacts } from '../orders/index.ts';
import type { AmendmentFacts } from './amendment-facts.ts';

/** What a confirmation is about (decisions 0041, 0059). */
export type ConfirmationEvent = OwedConfirmation['event'];

/** Everything a confirmation says, read from the order and its hotel when the job sends it. */
export interface ConfirmationView extends StayFacts {
  event: ConfirmationEvent;
  /** checkInTime / checkOutTime: the hotel's "15:00" and "12:00" (decision 0036), null when it has none. */
  hotel: { name: string; address: string; zipCode: string; tel: string; checkInTime: string | null; checkOutTime: string | null };
  /** The rate's cancellation terms as booked, in Japanese words (cancelPolicyText). */
  cancelTerms: string;
  /** The same terms as data, for the words of another language; without them the Japanese words are told. */
  cancelPolicy?: CancelTerms;
  /** The order's language (orders.language, decision 0072): what the mail is written in; Japanese when absent. */
  language?: SiteLanguage;
  /** A refund event: the refunded amount (whole CNY). */
  refundAmount?: number;
  /** How many changes the booking has had (orders.amendment_count): the calendar file's SEQUENCE. */
  amendmentCount: number;
  /** A change event: the change told, when orders' port found it (without it the mail tells the order as it now is). */
  change?: AmendmentFacts;
}

export const yuan = (amount: number) => `${amount.toLocaleString('ja-JP')}元`;

/**
 * The unique key of an order event's confirmation, which the hotel's notice of it shares:
 * `<orderNo>/confirmed`, `<orderNo>/cancelled`, `<orderNo>/refunded/<refundId>`,
 * `<orderNo>/changed/A<amendmentId>` (each applied change is told once).
 */
export function confirmationKey(owed: OwedConfirmation): string {
  switch (owed.event) {
    case 'changed':
      // Without its amendment every change of an order would share one key and only the first be told.
      if (owed.amendmentId === undefined) throw new Error(`a change of ${owed.orderNo} owed without its amendment id`);
      return `${owed.orderNo}/changed/A${owed.amendmentId}`;
    case 'refunded':
      return [owed.orderNo, owed.event, owed.refund?.refundId].filter(Boolean).join('/');
    default:
      return `${owed.orderNo}/${owed.event}`;
  }
}
