import { PAY_METHODS } from '@hotel/shared/constants';
import type { ChangeRefunds } from '../orders/index.ts';
import type { OrderMoneyService } from './order-money.service.ts';

/** A change's refund id per payment (≤ 32, A–Z 0–9): one per change and payment, never two. */
const changeRefundId = (amendmentId: number) => (paymentId: number) => `RFC${amendmentId}P${paymentId}`;

/**
 * Orders' ChangeRefunds port (decision 0059): a cheaper change gives its money back the way the
 * booking was paid, in the change's transaction: to the member card's balance, or as refunds of
 * its online payments stored under ids of this change (asked twice, stored once) and sent after commit.
 */
export function changeRefunds(money: OrderMoneyService): ChangeRefunds {
  return {
    async store(tx, { order, amendmentId, amount, reason, now }) {
      const card = order.payCode === PAY_METHODS.memberCard.paycode && order.memberId !== null ? order.memberId : undefined;
      const stored = await money.storeRefund(tx, { orderId: order.id, amount, reason, now, memberCard: card, refundIdOf: changeRefundId(amendmentId) });
      return stored.refundIds;
    },
    send: (refundIds, now) => money.sendRefunds(refundIds, now),
  };
}
