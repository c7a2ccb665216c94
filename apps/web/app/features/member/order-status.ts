import { ORDER_STATE } from '@hotel/shared/constants';
import type { Order, OrderRefund } from '@hotel/shared/schemas/order';
import type { MessageId } from '../../lib/i18n/messages.ts';

type OrderStatus = Pick<Order, 'state' | 'payResult' | 'paymentType'>;
/** The page's translate function (useT's, or a loader's routeTranslator), with the member namespace. */
type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

const STATE_LABELS: Record<number, MessageId> = {
  [ORDER_STATE.paid]: 'member.statePaid',
  [ORDER_STATE.cancelled]: 'member.stateCancelled',
  [ORDER_STATE.completed]: 'member.stateCompleted',
  [ORDER_STATE.expired]: 'member.stateExpired',
};

/**
 * The badge of a booking-history row. A booked order (state 0) reads by payment: paid, awaiting
 * online payment, or 現地払い: a pay-at-hotel order is confirmed and is settled at the front
 * desk, so it never becomes "paid" online and must not read as a debt.
 */
export function orderStateLabel(order: OrderStatus, t: Translate): string {
  if (order.state !== ORDER_STATE.booked) {
    const label = STATE_LABELS[order.state];
    return label ? t(label) : '';
  }
  if (order.payResult === 1) return t('member.statePaid');
  // The catalogue's paymentHotel is PAYMENT_LABELS.hotel in Japanese.
  return order.paymentType === 'hotel' ? t('member.paymentHotel') : t('member.stateAwaitingPayment');
}

/** An unpaid prepaid order still owes an online payment (the badge stands out). */
export function isPaymentDue(order: OrderStatus): boolean {
  return order.state === ORDER_STATE.booked && order.payResult === 0 && order.paymentType === 'prepaid';
}

/** The payment line of the row's details (PAYMENT_LABELS' words, then whether it is paid). */
export function orderPaymentLabel(order: OrderStatus, t: Translate): string {
  if (order.paymentType === 'hotel') return order.payResult === 1 ? t('member.paymentHotelPaid') : t('member.paymentHotelAtStay');
  return order.payResult === 1 ? t('member.paymentPrepaidPaid') : t('member.paymentPrepaidUnpaid');
}

/**
 * The refund line of the row's details, or null when nothing was refunded. Until the provider
 * confirms (and while staff retry a refused one) the guest reads 手続き中, with the amount
 * (`money`: the page's useFormat().money).
 */
export function orderRefundLabel(refund: OrderRefund, t: Translate, money: (amount: number) => string): string | null {
  if (!refund) return null;
  const amount = money(refund.amount);
  return refund.state === 'succeeded' ? t('member.refunded', { amount }) : t('member.refundInProgress', { amount });
}
