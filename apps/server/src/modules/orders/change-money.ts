import { freeCancelDeadline, freeCancelDeadlineWording } from '@hotel/shared/cancel-policy';
import type { OrderRow } from './order.repository.ts';
import { firstNightCharge } from './stay-charge.ts';

type ChangedOrder = Pick<OrderRow, 'checkIn' | 'payment' | 'payResult' | 'isFreeCancel' | 'freeCancelHours' | 'totalAmount' | 'actualAmount' | 'nights' | 'roomQty'>;

/** What a change of a booking does to its money (issue 25; decision 0059). Whole CNY throughout. */
export interface ChangeMoney {
  /** What the order is worth after the change: the new stay plus any charge the terms keep. */
  newAmount: number;
  /** newAmount − the order's actualAmount before the change (negative when the stay got cheaper). */
  difference: number;
  /** To pay now against the change: the increase of a paid order (an unpaid one just owes its new amount). */
  toPay: number;
  /** To give back the way the guest paid: a paid order's reduction less the charge. */
  refund: number;
  /** What the plan's cancellation terms keep of a reduction. */
  charge: number;
  /** The rule applied, in Japanese, for the guest's screen, the amendment and the audit line. */
  rule: string;
}

export interface ChangeFacts {
  /** What the guest pays for the changed stay (promotion and any coupon that still applies taken off). */
  newActual: number;
  /** What the removed nights were worth as the guest paid for them (their discounted share). */
  removedValue: number;
  /** The first night's price per room as booked (the hold's), for the free-cancel charge. */
  firstNight: number | undefined;
  /** An earlier amendment of this booking already kept a charge: it is charged once per booking. */
  chargedBefore: boolean;
}

/**
 * The money of a change (decision 0059): a dearer stay costs the difference (paid now by a paid
 * order, owed with the new amount by an unpaid one); a cheaper one gives back the whole difference
 * before the plan's free-cancellation deadline and, after it, the difference less the plan's
 * cancellation charge: the first night at its discounted share (decision 0040's rule, stayCharge),
 * once per booking, never more than the removed nights were worth. A non-refundable plan keeps the
 * whole reduction; an unpaid prepaid order keeps nothing (no money was taken, as stayCharge says).
 */
export function changeMoney(order: ChangedOrder, facts: ChangeFacts, now: Date): ChangeMoney {
  const paid = order.payResult === 1;
  const reduction = Math.max(0, order.actualAmount - facts.newActual);
  if (reduction === 0) {
    const difference = facts.newActual - order.actualAmount;
    return { newAmount: facts.newActual, difference, toPay: paid ? difference : 0, refund: 0, charge: 0, rule: difference > 0 ? '差額のお支払い' : '差額なし' };
  }
  const { charge, rule } = reductionCharge(order, facts, reduction, now);
  const newAmount = facts.newActual + charge;
  return { newAmount, difference: newAmount - order.actualAmount, toPay: 0, refund: paid ? reduction - charge : 0, charge, rule };
}

function reductionCharge(order: ChangedOrder, facts: ChangeFacts, reduction: number, now: Date): { charge: number; rule: string } {
  if (order.payment === 'prepaid' && order.payResult === 0) return { charge: 0, rule: '未払いの事前決済: 差額の請求なし' };
  if (facts.chargedBefore) return { charge: 0, rule: 'キャンセル料は請求済み: 差額を全額返金' };
  if (!order.isFreeCancel) return { charge: reduction, rule: '返金不可プラン: 差額の返金なし' };
  const wording = freeCancelDeadlineWording(order.freeCancelHours);
  if (now < freeCancelDeadline(order.checkIn, order.freeCancelHours)) return { charge: 0, rule: `${wording}まで: 差額を全額返金` };
  const firstNight = firstNightCharge(order, facts.firstNight);
  return { charge: Math.min(firstNight, facts.removedValue, reduction), rule: `${wording}以降: 1泊目の室料を差し引いて返金` };
}
