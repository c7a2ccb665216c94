import { freeCancelDeadline, freeCancelDeadlineWording } from '@hotel/shared/cancel-policy';
import type { OrderRow } from './order.repository.ts';

export interface StayCharge {
  /** Whole CNY the policy allows the hotel to keep or collect. */
  charge: number;
  /** The rule applied, in Japanese, for the screen and the audit line. */
  rule: string;
}

type ChargedOrder = Pick<OrderRow, 'checkIn' | 'payment' | 'payResult' | 'isFreeCancel' | 'freeCancelHours' | 'totalAmount' | 'actualAmount' | 'nights' | 'roomQty'>;

/**
 * What a cancellation or a no-show may charge (spec §9, docs/decisions/0024): a free-cancel rate
 * costs nothing until the order's own deadline (18:00 hotel time on the arrival day, or the hours
 * before it its rate plan gave: the deadline the guest was shown, decision 0040), then the first
 * night's room fee (for every room); a non-refundable rate costs everything. A prepaid order never paid costs nothing:
 * there is no money to keep, and it would have lapsed anyway. `firstNight` is the first night's
 * price per room as booked (the hold's), undefined for orders without one (seeded history).
 */
export function stayCharge(order: ChargedOrder, now: Date, firstNight: number | undefined): StayCharge {
  if (order.payment === 'prepaid' && order.payResult === 0) return { charge: 0, rule: '未払いの事前決済: 請求なし' };
  if (!order.isFreeCancel) return { charge: order.actualAmount, rule: '返金不可プラン: 全額' };
  const wording = freeCancelDeadlineWording(order.freeCancelHours);
  if (now < freeCancelDeadline(order.checkIn, order.freeCancelHours)) return { charge: 0, rule: `${wording}まで無料` };
  const discounted = order.totalAmount > order.actualAmount ? '（割引後）' : '';
  return { charge: firstNightCharge(order, firstNight), rule: `${wording}以降: 1泊目の室料${discounted}` };
}

/**
 * The first night's room fee for every room, never more than the order: what a free-cancel rate
 * charges past its deadline (the guest's terms, decision 0040, and the desk's rule above). The
 * night is charged at what the guest pays for it: a promotion or coupon (decision 0042) took
 * actualAmount / totalAmount of every night's price, so the first night keeps that share, rounded
 * down (never a yuan more than the discounted stay would cost).
 */
export function firstNightCharge(order: Pick<OrderRow, 'totalAmount' | 'actualAmount' | 'nights' | 'roomQty'>, firstNight: number | undefined): number {
  // Without the hold's prices (seeded history): an even share of what was paid, per room.
  if (firstNight === undefined) return Math.min(order.actualAmount, Math.ceil(order.actualAmount / Math.max(1, order.nights) / Math.max(1, order.roomQty)) * order.roomQty);
  const night = firstNight * order.roomQty;
  const paidShare = order.totalAmount > order.actualAmount ? Math.floor((night * order.actualAmount) / order.totalAmount) : night;
  return Math.min(order.actualAmount, paidShare);
}
