import { ORDER_STATE } from '@hotel/shared/constants';
import type { StatementChargeLine } from '@hotel/shared/schemas/statement';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '@hotel/shared/site-language';
import { STATEMENT_WORDS } from '@hotel/shared/statement-words';
import type { AmendmentRow, OrderRow } from '../orders/index.ts';

export type StatementOrder = Pick<
  OrderRow,
  | 'id'
  | 'orderNo'
  | 'hotelCode'
  | 'roomTypeName'
  | 'rateName'
  | 'checkIn'
  | 'checkOut'
  | 'nights'
  | 'roomQty'
  | 'payment'
  | 'state'
  | 'payResult'
  | 'payCode'
  | 'paidAt'
  | 'roomsHeld'
  | 'memberId'
  | 'nightlyPrices'
  | 'totalAmount'
  | 'discountAmount'
  | 'promotionAmount'
  | 'couponAmount'
  | 'actualAmount'
  | 'cancelledAt'
  | 'checkedOutAt'
  | 'noShowReason'
  | 'noShowCharge'
  | 'cancelCharge'
  | 'taxRules'
  | 'charges'
>;

export type StatementAmendment = Pick<AmendmentRow, 'id' | 'state' | 'toPay' | 'refund' | 'charge' | 'paidWith' | 'settledAt'>;

/** The applied changes in the order they were applied (settledAt, then id). */
export function appliedChanges(amendments: readonly StatementAmendment[]): StatementAmendment[] {
  return amendments
    .filter((a) => a.state === 'applied')
    .sort((a, b) => (a.settledAt?.getTime() ?? 0) - (b.settledAt?.getTime() ?? 0) || a.id - b.id);
}

const line = (kind: StatementChargeLine['kind'], label: string, amount: number): StatementChargeLine => ({ kind, label, date: null, rooms: null, unitPrice: null, amount });

/**
 * What the order is worth, line by line, the way the system priced it: each night as sold (the
 * order's nightlyPrices × rooms), the fee a change kept (applyIn adds the last applied change's
 * charge to totalAmount), the discounts taken off. A cancelled order then takes its stay off and
 * keeps the fee the desk decided (cancelCharge, noShowCharge; a guest's own cancellation never
 * charges); an expired one takes its stay off. The lines add up to what the order says is owed.
 */
export function chargeLines(order: StatementOrder, amendments: readonly StatementAmendment[], lang: SiteLanguage = DEFAULT_LANGUAGE): StatementChargeLine[] {
  const words = STATEMENT_WORDS[lang];
  const lines: StatementChargeLine[] = [];
  const changeFee = appliedChanges(amendments).at(-1)?.charge ?? 0;
  if (order.nightlyPrices && order.nightlyPrices.length > 0) {
    for (const night of order.nightlyPrices) {
      lines.push({ kind: 'night', label: words.night, date: night.date, rooms: order.roomQty, unitPrice: night.price, amount: night.price * order.roomQty });
    }
  } else {
    // Seeded history orders kept no price per night: the stay as one line, as it was sold.
    lines.push({ ...line('night', words.nights(order.nights), order.totalAmount - changeFee), rooms: order.roomQty });
  }
  if (changeFee > 0) lines.push(line('change_fee', words.changeFee, changeFee));
  if (order.promotionAmount > 0) lines.push(line('promotion', words.promotion, -order.promotionAmount));
  if (order.couponAmount > 0) lines.push(line('coupon', words.coupon, -order.couponAmount));
  // Seeded orders carry a discount without naming it.
  const otherDiscount = order.discountAmount - order.promotionAmount - order.couponAmount;
  if (otherDiscount > 0) lines.push(line('discount', words.discount, -otherDiscount));
  if (order.state === ORDER_STATE.cancelled) {
    const noShow = order.noShowReason !== null;
    lines.push(line('stay_cancelled', noShow ? words.cancelledByNoShow : words.cancelled, -order.actualAmount));
    const fee = closingFee(order);
    if (fee > 0) lines.push(line(noShow ? 'no_show_fee' : 'cancel_fee', noShow ? words.noShowFee : words.cancelFee, fee));
  } else if (order.state === ORDER_STATE.expired) {
    lines.push(line('stay_cancelled', words.expired, -order.actualAmount));
  }
  return lines;
}

/** The fee a cancelled order keeps: the no-show or staff cancellation charge; nothing for a guest's own cancellation. */
export function closingFee(order: Pick<StatementOrder, 'noShowReason' | 'noShowCharge' | 'cancelCharge'>): number {
  return (order.noShowReason !== null ? order.noShowCharge : order.cancelCharge) ?? 0;
}

/** What the order says the guest owes in all: the stay for a live or completed order, the fee for a cancelled one, nothing once expired. */
export function owedByOrder(order: StatementOrder): number {
  if (order.state === ORDER_STATE.cancelled) return closingFee(order);
  if (order.state === ORDER_STATE.expired) return 0;
  return order.actualAmount;
}
