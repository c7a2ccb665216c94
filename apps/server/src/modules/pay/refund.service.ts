import type { FastifyBaseLogger } from 'fastify';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { OrderRefund } from '@hotel/shared/schemas/order';
import { ApiError, badRequest, notFound } from '../../lib/api-error.ts';
import { newReference } from '../../lib/references.ts';
import { NO_EVENTS, type EventPublisher } from '../../lib/domain-events.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import { NO_CONFIRMATIONS, type OrderConfirmations } from '../orders/index.ts';
import { GatewayError, type RefundState } from './payment-gateway.ts';
import type { PaymentGateways } from './payment-gateways.ts';
import type { PaymentRepository } from './payment.repository.ts';
import type { RefundRepository, RefundRow } from './refund.repository.ts';

export interface RefundInput {
  payId: string;
  /** Ours, sent to the provider (out_request_no / out_refund_no): the same id never pays twice. Absent: a new one. */
  refundId?: string;
  /** Whole CNY; absent: what is left of the payment. */
  amount?: number;
  /** Shown to the payer by the provider (WeChat allows 80 characters). */
  reason: string;
}

const REFUND_ID = /^[A-Z0-9]{1,32}$/;
const REASON_MAX = 80;

/**
 * Money back on a QR payment, once per refund id. The refund is stored first, in a transaction
 * that locks the payment row (so parallel refunds of one payment cannot exceed it), and only then
 * sent to the provider, outside the transaction, under the stored id: the providers refund an id
 * at most once, so asking again (a repeat, a retry after a timeout, reconciliation) is safe.
 * Staff start refunds (the back office); the guest sees the latest one on the order.
 */
export class RefundService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly payments: PaymentRepository,
    private readonly refunds: RefundRepository,
    private readonly gateways: PaymentGateways,
    private readonly log: FastifyBaseLogger,
    private readonly confirmations: OrderConfirmations = NO_CONFIRMATIONS,
    private readonly events: EventPublisher = NO_EVENTS,
  ) {}

  async refund(input: RefundInput, now: Date): Promise<RefundRow> {
    const refundId = input.refundId ?? newReference('RF', now);
    const reason = input.reason.trim();
    if (!REFUND_ID.test(refundId) || !reason || reason.length > REASON_MAX) throw badRequest(SERVER_MESSAGES.refundInvalid);
    if (input.amount !== undefined && (!Number.isInteger(input.amount) || input.amount < 1)) throw badRequest(SERVER_MESSAGES.refundInvalid);

    const known = await this.refunds.findByRefundId(refundId);
    if (known) return this.repeat(known, input.payId, now);

    let stored = false;
    const refund = await this.inTransaction(async (tx) => {
      const payment = await this.payments.lockByPayId(tx, input.payId);
      if (!payment) throw notFound(SERVER_MESSAGES.paymentNotFound);
      if (!this.gateways[payment.method]) throw new ApiError(503, SERVER_MESSAGES.payGatewayUnavailable);
      // A parallel request with this id committed while we waited for the lock.
      const raced = await this.refunds.findByRefundId(refundId, tx);
      if (raced) return raced;
      if (payment.status !== 'paid' && payment.status !== 'refund_due') throw new ApiError(409, SERVER_MESSAGES.refundNotAllowed);
      const committed = await this.refunds.committedAmount(tx, payment.id);
      const amount = input.amount ?? payment.amount - committed;
      if (amount < 1 || committed + amount > payment.amount) throw new ApiError(409, SERVER_MESSAGES.refundExceedsPayment);
      const inserted = await this.refunds.insert(tx, { refundId, paymentId: payment.id, amount, reason, now });
      stored = true;
      return inserted;
    });
    if (stored) this.events.publish('refundRequested', {});
    return this.send(refund, now);
  }

  /** The same refund id again: the stored refund, sent again while the provider has not finished it. */
  private async repeat(refund: RefundRow, payId: string, now: Date): Promise<RefundRow> {
    const payment = await this.payments.findById(refund.paymentId);
    if (payment?.payId !== payId) throw new ApiError(409, SERVER_MESSAGES.refundInvalid);
    return this.send(refund, now);
  }

  /**
   * Asks the provider to refund (requested: again under the same id, which it refunds at most
   * once) or how the refund stands (processing), and records the answer. Finished refunds are
   * returned as they are. A provider error leaves the refund as it was: reconciliation asks again.
   */
  async follow(refund: RefundRow, now: Date): Promise<RefundRow | undefined> {
    if (refund.status === 'processing') {
      const payment = await this.payments.findById(refund.paymentId);
      const gateway = payment && this.gateways[payment.method];
      if (!payment || !gateway) return refund;
      const state = await gateway.queryRefund(payment.payId, refund.refundId);
      return this.record(refund, state, now);
    }
    return this.send(refund, now);
  }

  private async send(refund: RefundRow, now: Date): Promise<RefundRow> {
    if (refund.status !== 'requested' && refund.status !== 'processing') return refund;
    const payment = await this.payments.findById(refund.paymentId);
    const gateway = payment && this.gateways[payment.method];
    if (!payment || !gateway) return refund;
    try {
      const state = await gateway.refund({ payId: payment.payId, refundId: refund.refundId, refundFen: refund.amount * 100, totalFen: payment.amount * 100, reason: refund.reason });
      return (await this.record(refund, state, now)) ?? refund;
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      this.log.warn({ payId: payment.payId, refundId: refund.refundId, code: error.code, reason: error.message }, 'refund not confirmed by the provider: kept as requested, reconciliation retries');
      return refund;
    }
  }

  private async record(refund: RefundRow, state: RefundState, now: Date): Promise<RefundRow | undefined> {
    const updated = await this.refunds.update(refund.refundId, { status: state.state, failure: state.state === 'failed' ? state.reason : null }, now);
    if (updated?.status === 'succeeded') {
      const payment = await this.payments.findById(updated.paymentId);
      // The guest hears of it (decision 0041); the refund itself stands whatever happens to the message.
      if (payment) await this.confirmations.oweRefund(payment.orderId, { refundId: updated.refundId, amount: updated.amount }).catch((error: unknown) => this.log.error({ err: error, refundId: updated.refundId }, 'refund confirmation not owed'));
    }
    if (state.state === 'failed') this.log.error({ refundId: refund.refundId, reason: state.reason }, 'the provider refused a refund');
    return updated;
  }

  /** The latest refund of each order, as the order API shows it. */
  async refundsOfOrders(orderIds: number[]): Promise<Map<number, OrderRefund>> {
    const latest = await this.refunds.latestForOrders(orderIds);
    return new Map([...latest].map(([orderId, row]) => [orderId, { state: row.status, amount: row.amount }]));
  }
}
