import { ORDER_STATE, PAYMENT_LABELS } from '@hotel/shared/constants';
import type { Order, OrderRefund } from '@hotel/shared/schemas/order';
import { formatCny } from '../../lib/money.ts';

type OrderStatus = Pick<Order, 'state' | 'payResult' | 'paymentType'>;

const STATE_LABELS: Record<number, string> = {
  [ORDER_STATE.paid]: 'お支払い済み',
  [ORDER_STATE.cancelled]: 'キャンセル済み',
  [ORDER_STATE.completed]: 'ご利用済み',
  [ORDER_STATE.expired]: '期限切れ',
};

/**
 * The badge of a booking-history row. A booked order (state 0) reads by payment: paid, awaiting
 * online payment, or 現地払い: a pay-at-hotel order is confirmed and is settled at the front
 * desk, so it never becomes "paid" online and must not read as a debt.
 */
export function orderStateLabel(order: OrderStatus): string {
  if (order.state !== ORDER_STATE.booked) return STATE_LABELS[order.state] ?? '';
  if (order.payResult === 1) return 'お支払い済み';
  return order.paymentType === 'hotel' ? PAYMENT_LABELS.hotel : 'お支払い待ち';
}

/** An unpaid prepaid order still owes an online payment (the badge stands out). */
export function isPaymentDue(order: OrderStatus): boolean {
  return order.state === ORDER_STATE.booked && order.payResult === 0 && order.paymentType === 'prepaid';
}

/** The payment line of the row's details. */
export function orderPaymentLabel(order: OrderStatus): string {
  if (order.paymentType === 'hotel') return order.payResult === 1 ? `${PAYMENT_LABELS.hotel}（お支払い済み）` : `${PAYMENT_LABELS.hotel}（ご滞在時にホテルでお支払い）`;
  return order.payResult === 1 ? `${PAYMENT_LABELS.prepaid}（お支払い済み）` : `${PAYMENT_LABELS.prepaid}（未払い）`;
}

/**
 * The refund line of the row's details, or null when nothing was refunded. Until the provider
 * confirms (and while staff retry a refused one) the guest reads 手続き中, with the amount.
 */
export function orderRefundLabel(refund: OrderRefund): string | null {
  if (!refund) return null;
  return refund.state === 'succeeded' ? `返金済み（${formatCny(refund.amount)}）` : `返金手続き中（${formatCny(refund.amount)}）`;
}
