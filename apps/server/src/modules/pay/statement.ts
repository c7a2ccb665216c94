import { ORDER_STATE } from '@hotel/shared/constants';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '@hotel/shared/site-language';
import { STATEMENT_WORDS, type StatementWords } from '@hotel/shared/statement-words';
import type { OrderStatement } from '@hotel/shared/schemas/statement';
import { DEFAULT_TAX_RULES, splitIncluded, type ChargeParts } from '@hotel/shared/taxes';
import { chargeLines, type StatementAmendment, type StatementOrder } from './statement-charges.ts';
import { moneyLines, sum, type StatementPayment, type StatementRefund } from './statement-money.ts';

/** Everything a statement is made from: the order, its changes, its payments and their refunds. */
export interface StatementSources {
  order: StatementOrder;
  hotelName: string;
  amendments: readonly StatementAmendment[];
  payments: readonly StatementPayment[];
  refunds: readonly StatementRefund[];
}

/** The guest's words for the order's state (the booking history's badge). */
function stateLabel(order: StatementOrder, words: StatementWords): string {
  if (order.state === ORDER_STATE.paid) return words.states.paid;
  if (order.state === ORDER_STATE.cancelled) return words.states.cancelled;
  if (order.state === ORDER_STATE.completed) return words.states.completed;
  if (order.state === ORDER_STATE.expired) return words.states.expired;
  if (order.state !== ORDER_STATE.booked) return '';
  if (order.payResult === 1) return words.states.paid;
  return order.payment === 'hotel' ? words.states.payAtHotel : words.states.awaitingPayment;
}

/** What the stay's amount is made of: as sold (order.charges), else the default rules' split of it (orders before issue 28). */
export function stayParts(order: Pick<StatementOrder, 'actualAmount' | 'charges' | 'taxRules'>): ChargeParts {
  return order.charges ?? splitIncluded(order.actualAmount, order.taxRules ?? DEFAULT_TAX_RULES);
}

/**
 * A booking's statement (ご利用明細, decision 0069): the charges as the system priced them
 * (statement-charges.ts), the payments and refunds as it recorded them (statement-money.ts), and
 * the balance: charges − paid + refunded, positive when the guest owes it. Pure: the invariant
 * (statement-check.ts) builds it for every order of a database. Worded in `lang` (decision 0075): Japanese for staff and papers.
 */
export function buildStatement({ order, hotelName, amendments, payments, refunds }: StatementSources, lang: SiteLanguage = DEFAULT_LANGUAGE): OrderStatement {
  const words = STATEMENT_WORDS[lang];
  const charges = chargeLines(order, amendments, lang);
  const chargesTotal = sum(charges);
  const money = moneyLines(order, amendments, payments, refunds, chargesTotal, lang);
  const paid = sum(money.payments);
  const refunded = sum(money.refunds.filter((r) => r.state === 'succeeded'));
  const balance = chargesTotal - paid + refunded;
  const parts = stayParts(order);
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    hotelCode: order.hotelCode,
    hotelName,
    roomTypeName: order.roomTypeName,
    rateName: order.rateName,
    checkIn: order.checkIn,
    checkOut: order.checkOut,
    nights: order.nights,
    roomQty: order.roomQty,
    payment: order.payment,
    state: order.state,
    stateLabel: stateLabel(order, words),
    charges,
    breakdown: { stayAmount: order.actualAmount, ...parts, label: words.taxIncluded },
    payments: money.payments,
    refunds: money.refunds,
    totals: { charges: chargesTotal, paid, refunded, balance },
    note: balanceNote(order, balance, money.refunds.some((r) => r.state === 'processing'), words),
  };
}

/** One sentence on where the balance stands, in the guest's words. */
function balanceNote(order: StatementOrder, balance: number, refundInProcess: boolean, words: StatementWords): string | null {
  if (balance > 0) {
    if (order.payment === 'prepaid' && order.state === ORDER_STATE.booked) return words.notes.payOnline;
    return order.state === ORDER_STATE.cancelled ? words.notes.payHotelCancelled : words.notes.payAtStay;
  }
  if (balance < 0) return refundInProcess ? words.notes.refundInProcess : words.notes.refundFromHotel;
  return null;
}
