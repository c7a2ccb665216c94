import type { Database } from '@hotel/db/client';
import { NO_EVENTS, type EventPublisher } from '../../lib/domain-events.ts';
import type { DeskPaymentView, OrderMoney, RefundRequest } from '../front-desk/index.ts';
import type { MemberWalletService } from '../user/index.ts';
import type { PaymentRepository } from './payment.repository.ts';
import type { RefundRepository } from './refund.repository.ts';
import type { RefundService } from './refund.service.ts';

/** Refund ids are ours (≤ 32, A–Z 0–9): one per payment for the order's closing, never two. */
const closingRefundId = (paymentId: number) => `RFO${paymentId}`;

/**
 * What the front desk may do with an order's money: read its payments and refunds, and
 * refund what a cancellation or no-show gives back. The refund is stored in the desk's own
 * transaction (the order's change, its audit line and the refund commit together) and sent to the
 * provider after the commit; reconciliation sends any the provider has not confirmed.
 */
export class OrderMoneyService implements OrderMoney {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly refunds: RefundRepository,
    private readonly refundService: RefundService,
    private readonly wallet: Pick<MemberWalletService, 'credit'>,
    private readonly events: EventPublisher = NO_EVENTS,
  ) {}

  async paymentsOf(orderId: number): Promise<DeskPaymentView[]> {
    const rows = await this.payments.listOfOrder(orderId);
    const refunds = await this.refunds.listOfPayments(rows.map((p) => p.id));
    return rows.map((p) => ({
      payId: p.payId,
      method: p.method,
      amount: p.amount,
      status: p.status,
      paidAt: p.paidAt,
      refunds: refunds
        .filter((r) => r.paymentId === p.id)
        .map((r) => ({
          refundId: r.refundId,
          amount: r.amount,
          status: r.status,
          reason: r.reason,
          createdAt: r.createdAt,
        })),
    }));
  }

  async storeRefund(tx: Database, input: RefundRequest): Promise<{ refundIds: string[]; amount: number }> {
    if (input.memberCard !== undefined) {
      if (input.amount < 1) return { refundIds: [], amount: 0 };
      const credited = await this.wallet.credit(tx, input.memberCard, input.amount, input.now);
      return { refundIds: [], amount: credited ? input.amount : 0 };
    }
    const refundIdOf = input.refundIdOf ?? closingRefundId;
    let left = input.amount;
    const refundIds: string[] = [];
    for (const listed of await this.payments.listOfOrder(input.orderId, tx)) {
      if (left <= 0) break;
      const payment = await this.payments.lockByPayId(tx, listed.payId);
      if (payment?.status !== 'paid') continue;
      const refundId = refundIdOf(payment.id);
      if (await this.refunds.findByRefundId(refundId, tx)) continue;
      const amount = Math.min(left, payment.amount - (await this.refunds.committedAmount(tx, payment.id)));
      if (amount < 1) continue;
      await this.refunds.insert(tx, {
        refundId,
        paymentId: payment.id,
        amount,
        reason: input.reason.slice(0, 80),
        now: input.now,
      });
      // Told at once: the desk's transaction that stores it is the desk's, not ours.
      this.events.publish('refundRequested', {});
      refundIds.push(refundId);
      left -= amount;
    }
    return { refundIds, amount: input.amount - left };
  }

  async sendRefunds(refundIds: string[], now: Date): Promise<void> {
    for (const refundId of refundIds) {
      const refund = await this.refunds.findByRefundId(refundId);
      if (refund) await this.refundService.follow(refund, now);
    }
  }
}
