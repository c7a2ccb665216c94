import type { FastifyBaseLogger } from 'fastify';
import { GatewayError } from './payment-gateway.ts';
import type { PaymentGateways } from './payment-gateways.ts';
import type { PaymentRepository, PaymentRow } from './payment.repository.ts';
import { sameAmount, type SettlePayment } from './settle-payment.ts';

/** checkpayret asks the provider about a payment at most this often, and not before it is this old. */
export const CHECK_INTERVAL_MS = 5_000;

/**
 * The pollers' side of settling (an order's checkpayret, a payment link's, a change's): asks the
 * provider about each pending payment, at most once per CHECK_INTERVAL_MS however many polls run
 * in parallel, and settles a paid one like a notification. A provider error only means "not yet".
 */
export class PendingTrades {
  constructor(
    private readonly gateways: PaymentGateways,
    private readonly payments: PaymentRepository,
    private readonly settlement: SettlePayment,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** True when one of them settled. */
  async settleAnyPaid(pending: PaymentRow[], now: Date): Promise<boolean> {
    const since = new Date(now.getTime() - CHECK_INTERVAL_MS);
    for (const payment of pending) {
      const gateway = this.gateways[payment.method];
      if (!gateway || !(await this.payments.claimCheck(payment.payId, now, since, since))) continue;
      try {
        const trade = await gateway.queryTrade(payment.payId);
        if (trade.state !== 'paid') continue;
        if (!sameAmount(payment, trade.amountFen)) {
          this.log.error({ payId: payment.payId, ours: payment.amount * 100, theirs: trade.amountFen }, 'provider reports another amount: not settled');
          continue;
        }
        await this.settlement.settle(payment, trade.providerTradeNo, now);
        return true;
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        this.log.warn({ payId: payment.payId, code: error.code, reason: error.message }, 'querying the trade failed');
      }
    }
    return false;
  }
}
