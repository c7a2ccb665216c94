import type { FastifyBaseLogger } from 'fastify';
import type { PayableOrdersService } from '../orders/index.ts';
import type { PaymentGateways } from './payment-gateways.ts';
import type { PaymentRepository, PaymentRow } from './payment.repository.ts';
import { tradeExpiry } from './payment.service.ts';
import type { RefundRepository, RefundRow } from './refund.repository.ts';
import type { RefundService } from './refund.service.ts';
import { canStillBePaid, sameAmount, type SettlePayment } from './settle-payment.ts';

/** A pending payment is asked about once it is this old (its notification should have come). */
export const PENDING_AFTER_MS = 3 * 60_000;
/** A settled payment is compared with the provider once, this long after it settled. */
export const SETTLED_AFTER_MS = 60_000;
/** An unfinished refund is asked about again when it has not changed for this long. */
export const REFUND_AFTER_MS = 60_000;
/** Rows per kind per run: a run stays short however far behind it is; the next run goes on. */
export const RECONCILE_BATCH = 50;

/**
 * Who hears of a difference besides the log (decision 0043: an alert to the group administrator,
 * owed once per payment and kind however often a run finds it). Implemented by the notices module.
 */
export interface DifferenceAlerts {
  paymentDifference(difference: { payId: string; orderNo: string | undefined; what: 'amount' | 'settled'; ours: unknown; theirs: unknown }): Promise<void>;
}

export interface ReconciliationResult {
  settled: number;
  closed: number;
  confirmed: number;
  differences: number;
  refundsUpdated: number;
  errors: number;
}

/**
 * Compares our payments with the providers' (main.ts runs it every minute): settles pending
 * payments whose notification never came, closes the trades of orders that can no longer be paid,
 * checks each settled payment once, and follows refunds the provider has not finished. Every
 * difference is one structured log line (payId, orderNo, ours, theirs); an error on one payment
 * is logged and the batch goes on.
 */
export class PaymentReconciliationService {
  constructor(
    private readonly gateways: PaymentGateways,
    private readonly payments: PaymentRepository,
    private readonly refundRows: RefundRepository,
    private readonly refunds: RefundService,
    private readonly orders: PayableOrdersService,
    private readonly settlement: SettlePayment,
    private readonly log: FastifyBaseLogger,
    private readonly alerts: DifferenceAlerts | null = null,
  ) {}

  async run(now: Date): Promise<ReconciliationResult> {
    const result: ReconciliationResult = { settled: 0, closed: 0, confirmed: 0, differences: 0, refundsUpdated: 0, errors: 0 };
    const each = async <T extends { id: number }>(rows: T[], work: (row: T) => Promise<void>, what: string) => {
      for (const row of rows) {
        try {
          await work(row);
        } catch (error) {
          result.errors += 1;
          this.log.error({ err: error, id: row.id, ...('payId' in row ? { payId: row.payId } : {}), ...('refundId' in row ? { refundId: row.refundId } : {}) }, `reconciliation: ${what} failed`);
        }
      }
    };
    const before = (ms: number) => new Date(now.getTime() - ms);
    await each(await this.payments.listPendingCreatedBefore(before(PENDING_AFTER_MS), RECONCILE_BATCH), (p) => this.pending(p, now, result), 'a pending payment');
    await each(await this.payments.listUnreconciledPaidBefore(before(SETTLED_AFTER_MS), RECONCILE_BATCH), (p) => this.settled(p, now, result), 'a settled payment');
    await each(await this.refundRows.listOpenUpdatedBefore(before(REFUND_AFTER_MS), RECONCILE_BATCH), (r) => this.refund(r, now, result), 'a refund');
    return result;
  }

  /** Paid at the provider → settle; not paid while the order can no longer be paid → close the trade. */
  private async pending(payment: PaymentRow, now: Date, result: ReconciliationResult): Promise<void> {
    const gateway = this.gateways[payment.method];
    if (!gateway) return;
    const trade = await gateway.queryTrade(payment.payId);
    const order = await this.orders.findById(payment.orderId);
    const orderNo = order?.orderNo;
    if (trade.state === 'paid') {
      if (!sameAmount(payment, trade.amountFen)) {
        result.differences += 1;
        this.log.error({ payId: payment.payId, orderNo, ours: payment.amount * 100, theirs: trade.amountFen }, 'reconciliation: provider reports another amount; not settled');
        await this.alert({ payId: payment.payId, orderNo, what: 'amount', ours: { amountFen: payment.amount * 100 }, theirs: { amountFen: trade.amountFen } });
        return;
      }
      const outcome = await this.settlement.settle(payment, trade.providerTradeNo, now);
      if (outcome !== 'replay') {
        result.settled += 1;
        this.log.warn({ payId: payment.payId, orderNo, ours: 'pending', theirs: 'paid', outcome }, 'reconciliation: settled a payment whose notification did not arrive');
      }
      return;
    }
    const lapsed = !order || !canStillBePaid(order, now) || tradeExpiry(order, payment) <= now;
    if (trade.state === 'closed' || lapsed) {
      if (trade.state !== 'closed') await gateway.closeTrade(payment.payId);
      if (await this.payments.close(payment.payId, now)) result.closed += 1;
    }
  }

  /** Once per settled payment: the provider must say paid, for our amount. */
  private async settled(payment: PaymentRow, now: Date, result: ReconciliationResult): Promise<void> {
    const gateway = this.gateways[payment.method];
    if (!gateway) return;
    const trade = await gateway.queryTrade(payment.payId);
    const agrees = trade.state === 'paid' && sameAmount(payment, trade.amountFen);
    if (agrees) result.confirmed += 1;
    else {
      result.differences += 1;
      const order = await this.orders.describe(payment.orderId);
      const ours = { status: payment.status, amountFen: payment.amount * 100 };
      const theirs = trade.state === 'paid' ? { state: trade.state, amountFen: trade.amountFen } : { state: trade.state };
      this.log.error({ payId: payment.payId, orderNo: order?.orderNo, ours, theirs }, 'reconciliation: the provider disagrees with a settled payment');
      await this.alert({ payId: payment.payId, orderNo: order?.orderNo, what: 'settled', ours, theirs });
    }
    await this.payments.markReconciled(payment.id, now);
  }

  /** An alert that cannot be owed (database trouble) must not stop the run: the log line above stands. */
  private async alert(difference: Parameters<DifferenceAlerts['paymentDifference']>[0]): Promise<void> {
    await this.alerts?.paymentDifference(difference).catch((error: unknown) => this.log.error({ err: error, payId: difference.payId }, 'reconciliation: alert not owed'));
  }

  private async refund(refund: RefundRow, now: Date, result: ReconciliationResult): Promise<void> {
    const before = refund.status;
    const after = await this.refunds.follow(refund, now);
    if (after && after.status !== before) result.refundsUpdated += 1;
  }
}
