import { changeTermsSentence, freeCancelDeadline } from '@hotel/shared/cancel-policy';
import { ORDER_STATE } from '@hotel/shared/constants';
import { CHANGE_MESSAGES } from '@hotel/shared/messages';
import { translateMessage } from '@hotel/shared/message-translations/index';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '@hotel/shared/site-language';
import type { OrderChangeTerms } from '@hotel/shared/schemas/order';
import type { OrderRow } from './order.repository.ts';

export type ChangeTermsOrder = Pick<OrderRow, 'state' | 'payment' | 'payResult' | 'checkIn' | 'checkedInAt' | 'checkedOutAt' | 'roomsHeld' | 'changesUntilHours'> & Partial<Pick<OrderRow, 'source'>>;

const isOver = (order: ChangeTermsOrder) => (order.state !== ORDER_STATE.booked && order.state !== ORDER_STATE.paid) || order.checkedOutAt !== null;

/** The plan's rule as booked, which binds guests only: not once in house, never, or not after its deadline. */
function guestRefusal(order: ChangeTermsOrder, now: Date): string | null {
  if (order.checkedInAt) return CHANGE_MESSAGES.checkedIn;
  if (order.changesUntilHours === null) return CHANGE_MESSAGES.planNeverChanges;
  if (now >= changeDeadline(order)) return CHANGE_MESSAGES.changeDeadlinePassed;
  return null;
}

/** Until N hours before 18:00 hotel time on the arrival day: the same clock as free cancellation. */
const changeDeadline = (order: ChangeTermsOrder) => freeCancelDeadline(order.checkIn, order.changesUntilHours ?? 0);

/**
 * Which bookings may change, and until when (decision 0059): why a change of the order is refused
 * now (always a 409), or null. The one rule the change endpoints refuse by and the member centre
 * shows, so the page never offers what the endpoint would refuse. The order's own copy of the
 * plan's rule decides; staff are bound by the first two rules only.
 */
export function changeRefusal(order: ChangeTermsOrder, now: Date, by: 'member' | 'staff'): string | null {
  // Seeded history orders hold no rooms of their own (their nights are in the generated counts): nothing to move.
  if (isOver(order) || !order.roomsHeld) return CHANGE_MESSAGES.notChangeable;
  // The travel site holds a channel order: its changes come from the channel manager (decision 0063).
  if (order.source === 'channel') return CHANGE_MESSAGES.channelBooking;
  // An unpaid prepaid order's QR is for its amount: it is paid first, then changed.
  if (order.payment === 'prepaid' && order.payResult === 0) return CHANGE_MESSAGES.payFirst;
  return by === 'staff' ? null : guestRefusal(order, now);
}

/**
 * The answer as the member's order carries it (getAllOrder, getOrderDetail): whether the guest may
 * change it now, and the rule in a sentence (null once the order is over). An unpaid prepaid order
 * whose plan allows changes says it may change once paid; any other refusal reads as its message.
 */
export function toChangeTerms(order: ChangeTermsOrder, now: Date, lang: SiteLanguage = DEFAULT_LANGUAGE): OrderChangeTerms {
  if (isOver(order)) return { changeableNow: false, changeTermsText: null };
  const refusal = changeRefusal(order, now, 'member');
  if (refusal === null) return { changeableNow: true, changeTermsText: changeTermsSentence(changeDeadline(order), false, lang) };
  // A refusal reads as its message, in the guest's language as the API's refusals are (decision 0072).
  if (refusal !== CHANGE_MESSAGES.payFirst) return { changeableNow: false, changeTermsText: translateMessage(refusal, lang) };
  const unpaid = guestRefusal(order, now);
  return { changeableNow: false, changeTermsText: unpaid ? translateMessage(unpaid, lang) : changeTermsSentence(changeDeadline(order), true, lang) };
}
