import { CANCEL_POLICY_MESSAGES, cancelDeadlinePassedMessage, cancelTermsSentence, freeCancelDeadline, hotelIsoString, type CancelTermsKind } from '@hotel/shared/cancel-policy';
import { ORDER_STATE } from '@hotel/shared/constants';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { formatMoney } from '@hotel/shared/language-format';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '@hotel/shared/site-language';
import type { OrderCancelTerms } from '@hotel/shared/schemas/order';
import type { OrderRow } from './order.repository.ts';
import { firstNightCharge } from './stay-charge.ts';

export type TermsOrder = Pick<
  OrderRow,
  'state' | 'payResult' | 'payment' | 'isFreeCancel' | 'freeCancelHours' | 'checkIn' | 'checkedInAt' | 'totalAmount' | 'actualAmount' | 'nights' | 'roomQty'
>;

export interface CancelTermsNow {
  kind: CancelTermsKind;
  /** End of free cancellation (null: no free window). */
  deadline: Date | null;
  /** Whole CNY the terms charge if the order were cancelled now. */
  feeNow: number;
  /** Why the guest cancel endpoint refuses now (always a 409), or null when it cancels. */
  refusal: string | null;
}

/**
 * The one rule for a guest cancelling their order (spec §9, decisions 0021, 0024, 0040): the guest
 * cancel endpoint refuses with `refusal`, and the member centre shows the same answer, so the page
 * can never promise what the endpoint would not do. The order's own copy of the terms decides.
 * Nothing paid online on a prepaid rate → free; pay at hotel → free until the order's deadline
 * (18:00 hotel time on the arrival day, or hours before it), then refused online with the first
 * night charged by the hotel; non-refundable → refused; paid, checked in, or over → refused.
 * `firstNight` is the first night's price per room as booked (the hold's), undefined when unknown:
 * it is only needed when the deadline has passed (`needsFirstNight`).
 */
export function cancelTermsNow(order: TermsOrder, now: Date, firstNight?: number): CancelTermsNow {
  const deadline = order.isFreeCancel ? freeCancelDeadline(order.checkIn, order.freeCancelHours) : null;
  const free = deadline !== null && now < deadline;
  // What the stay's terms charge now, paid or not: nothing in the free window, then the first night; everything when non-refundable.
  const charge = deadline === null ? order.actualAmount : free ? 0 : firstNightCharge(order, firstNight);
  if (order.state === ORDER_STATE.cancelled) return closed(SERVER_MESSAGES.orderAlreadyCancelled);
  if (order.state !== ORDER_STATE.booked && order.state !== ORDER_STATE.paid) return closed(SERVER_MESSAGES.orderNotCancellable);
  if (order.payResult === 1) {
    return order.payment === 'prepaid'
      ? { kind: 'nonRefundable', deadline: null, feeNow: order.actualAmount, refusal: SERVER_MESSAGES.prepaidNonRefundable }
      : { kind: 'paid', deadline, feeNow: charge, refusal: SERVER_MESSAGES.paidNotCancellableOnline };
  }
  if (order.state !== ORDER_STATE.booked) return closed(SERVER_MESSAGES.orderNotCancellable);
  if (order.checkedInAt) return { kind: 'checkedIn', deadline, feeNow: charge, refusal: CANCEL_POLICY_MESSAGES.checkedIn };
  // Prepaid and not paid yet: there is no money to keep, and the order lapses by itself if never paid.
  if (order.payment === 'prepaid') return { kind: 'unpaidPrepaid', deadline: null, feeNow: 0, refusal: null };
  if (deadline === null) return { kind: 'nonRefundable', deadline: null, feeNow: charge, refusal: CANCEL_POLICY_MESSAGES.nonRefundable };
  if (free) return { kind: 'free', deadline, feeNow: 0, refusal: null };
  return { kind: 'pastDeadline', deadline, feeNow: charge, refusal: cancelDeadlinePassedMessage(order.freeCancelHours) };
}

const closed = (refusal: string): CancelTermsNow => ({ kind: 'closed', deadline: null, feeNow: 0, refusal });

/** Whether the answer depends on the first night's price (a free-cancel rate past its deadline). */
export function needsFirstNight(order: TermsOrder, now: Date): boolean {
  const open = order.state === ORDER_STATE.booked || order.state === ORDER_STATE.paid;
  return open && order.isFreeCancel && now >= freeCancelDeadline(order.checkIn, order.freeCancelHours);
}

/** The answer as the member's order carries it (getAllOrder, getOrderDetail), its sentence in the guest's language. */
export function toCancelTerms(order: TermsOrder, terms: CancelTermsNow, lang: SiteLanguage = DEFAULT_LANGUAGE): OrderCancelTerms {
  return {
    cancelDeadline: terms.deadline ? hotelIsoString(terms.deadline) : null,
    cancellableNow: terms.refusal === null,
    cancelFeeNow: terms.feeNow,
    cancelTermsText: cancelTermsSentence(terms.kind, terms.deadline, terms.feeNow, order.roomQty, (cny) => formatMoney(cny, lang), lang),
  };
}
