import type { FastifyBaseLogger } from 'fastify';
import { ORDER_STATE } from '@hotel/shared/constants';
import { NO_EVENTS, type EventPublisher } from '../../lib/domain-events.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { AmendmentService, OrderRow, PayableOrdersService } from '../orders/index.ts';
import type { PaymentRepository, PaymentRow } from './payment.repository.ts';

export type Settlement = 'paid' | 'refund_due' | 'replay';

/** True while an order can still take a payment: booked, unpaid, its deadline (if any) ahead. */
export function canStillBePaid(order: Pick<OrderRow, 'state' | 'payResult' | 'payDeadline'>, now: Date): boolean {
  return order.state === ORDER_STATE.booked && order.payResult === 0 && (!order.payDeadline || order.payDeadline > now);
}

/** Whether the provider's amount (fen) is exactly the payment's (whole CNY). */
export const sameAmount = (payment: PaymentRow, amountFen: number) => amountFen === payment.amount * 100;

/**
 * Money the provider confirmed (by notification, by a query from checkpayret, or by
 * reconciliation) settles the payment and the order exactly once, in one transaction. Money for
 * an order that can no longer be paid (expired, cancelled) marks the payment refund_due, left to
 * the staff. A replay finds the payment settled and changes nothing.
 */
export class SettlePayment {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly orders: PayableOrdersService,
    private readonly payments: PaymentRepository,
    private readonly log: FastifyBaseLogger,
    private readonly events: EventPublisher = NO_EVENTS,
    private readonly changes?: Pick<AmendmentService, 'applyPaid' | 'afterApplied'>,
  ) {}

  async settle(payment: PaymentRow, providerTradeNo: string | null, now: Date): Promise<Settlement> {
    if (payment.amendmentId !== null && this.changes) return this.settleChange(payment, payment.amendmentId, this.changes, providerTradeNo, now);
    const outcome = await this.inTransaction(async (tx) => {
      const paid = await this.orders.markPaid(tx, payment.orderId, payment.method, now);
      const settled = await this.payments.settle(tx, payment.payId, paid ? 'paid' : 'refund_due', providerTradeNo, now);
      if (!settled) throw new AlreadySettled();
      return paid ?? ('refund_due' as const);
    }).catch((error: unknown) => {
      if (error instanceof AlreadySettled) return 'replay' as const;
      throw error;
    });
    if (outcome !== 'replay') this.events.publish('paymentSettled', { method: payment.method, outcome: typeof outcome === 'object' ? 'paid' : outcome });
    if (typeof outcome === 'object') {
      this.orders.confirmPaid(outcome);
      return 'paid';
    }
    if (outcome === 'refund_due') {
      const order = await this.orders.describe(payment.orderId);
      this.log.warn({ payId: payment.payId, orderNo: order?.orderNo }, 'payment for an order that is no longer payable: refund due');
    }
    return outcome;
  }

  /**
   * A change's difference (decision 0059) settles its change: applied in the payment's transaction
   * while it is pending and its booking unchanged; otherwise (expired, withdrawn, the booking
   * cancelled meanwhile) the money is refund_due, left to the staff like a late order payment.
   */
  private async settleChange(
    payment: PaymentRow,
    amendmentId: number,
    changes: Pick<AmendmentService, 'applyPaid' | 'afterApplied'>,
    providerTradeNo: string | null,
    now: Date,
  ): Promise<Settlement> {
    const outcome = await this.inTransaction(async (tx) => {
      const applied = await changes.applyPaid(tx, amendmentId, payment.method, now);
      const settled = await this.payments.settle(tx, payment.payId, applied ? 'paid' : 'refund_due', providerTradeNo, now);
      if (!settled) throw new AlreadySettled();
      return applied ?? ('refund_due' as const);
    }).catch((error: unknown) => {
      if (error instanceof AlreadySettled) return 'replay' as const;
      throw error;
    });
    if (outcome === 'replay') return 'replay';
    this.events.publish('paymentSettled', { method: payment.method, outcome: outcome === 'refund_due' ? 'refund_due' : 'paid' });
    if (outcome === 'refund_due') {
      this.log.warn({ payId: payment.payId, amendmentId }, 'payment for a change that can no longer be applied: refund due');
      return 'refund_due';
    }
    await changes.afterApplied(outcome, now);
    return 'paid';
  }
}

/** Thrown inside the transaction so a replay rolls back the order update too. */
class AlreadySettled extends Error {}
