import { ORDER_STATE, PAYMENT_LABELS } from '@hotel/shared/constants';
import type { OrderStatement } from '@hotel/shared/schemas/statement';
import { DEFAULT_TAX_RULES, splitIncluded, TAX_INCLUDED_LABEL, type ChargeParts } from '@hotel/shared/taxes';
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

const STATE_LABELS: Record<number, string> = {
  [ORDER_STATE.paid]: 'お支払い済み',
  [ORDER_STATE.cancelled]: 'キャンセル済み',
  [ORDER_STATE.completed]: 'ご利用済み',
  [ORDER_STATE.expired]: '期限切れ',
};

/** The guest's words for the order's state (the booking history's badge). */
function stateLabel(order: StatementOrder): string {
  if (order.state !== ORDER_STATE.booked) return STATE_LABELS[order.state] ?? '';
  if (order.payResult === 1) return 'お支払い済み';
  return order.payment === 'hotel' ? PAYMENT_LABELS.hotel : 'お支払い待ち';
}

/** What the stay's amount is made of: as sold (order.charges), else the default rules' split of it (orders before issue 28). */
export function stayParts(order: Pick<StatementOrder, 'actualAmount' | 'charges' | 'taxRules'>): ChargeParts {
  return order.charges ?? splitIncluded(order.actualAmount, order.taxRules ?? DEFAULT_TAX_RULES);
}

/**
 * A booking's statement (ご利用明細, decision 0069): the charges as the system priced them
 * (statement-charges.ts), the payments and refunds as it recorded them (statement-money.ts), and
 * the balance: charges − paid + refunded, positive when the guest owes it. Pure: the invariant
 * (statement-check.ts) builds it for every order of a database.
 */
export function buildStatement({ order, hotelName, amendments, payments, refunds }: StatementSources): OrderStatement {
  const charges = chargeLines(order, amendments);
  const chargesTotal = sum(charges);
  const money = moneyLines(order, amendments, payments, refunds, chargesTotal);
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
    stateLabel: stateLabel(order),
    charges,
    breakdown: { stayAmount: order.actualAmount, ...parts, label: TAX_INCLUDED_LABEL },
    payments: money.payments,
    refunds: money.refunds,
    totals: { charges: chargesTotal, paid, refunded, balance },
    note: balanceNote(order, balance, money.refunds.some((r) => r.state === 'processing')),
  };
}

/** One sentence on where the balance stands, in the guest's words. */
function balanceNote(order: StatementOrder, balance: number, refundInProcess: boolean): string | null {
  if (balance > 0) {
    if (order.payment === 'prepaid' && order.state === ORDER_STATE.booked) return '残額はお支払い期限までにオンラインでお支払いください。';
    return order.state === ORDER_STATE.cancelled ? '残額はホテルにお支払いください。' : '残額はご滞在時にホテルでお支払いください。';
  }
  if (balance < 0) return refundInProcess ? '返金の手続き中です。お手元に届くまで数日かかる場合があります。' : '差額はホテルからお客様にご返金します。';
  return null;
}
