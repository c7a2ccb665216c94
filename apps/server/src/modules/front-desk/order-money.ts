import type { Database } from '@hotel/db/client';

/** A refund as the desk shows it. */
export interface DeskRefundView {
  refundId: string;
  amount: number;
  status: string;
  reason: string;
  createdAt: Date;
}

/** An online payment of an order, with its refunds. */
export interface DeskPaymentView {
  payId: string;
  method: string;
  amount: number;
  status: string;
  paidAt: Date | null;
  refunds: DeskRefundView[];
}

/**
 * The money side of an order, which is pay's (payments, refunds): pay depends on orders, so orders
 * names what it needs here and the composition root hands in pay's OrderMoneyService.
 */
export interface OrderMoney {
  /** The order's online payments with their refunds, oldest first. */
  paymentsOf(orderId: number): Promise<DeskPaymentView[]>;
  /**
   * Stores refunds of up to `amount` over the order's paid online payments inside the caller's
   * transaction (the payment rows locked), under ids derived from each payment, so asking again
   * never refunds twice. Answers the refund ids to send after the commit and the amount stored.
   */
  storeRefund(tx: Database, input: RefundRequest): Promise<{ refundIds: string[]; amount: number }>;
  /** Sends stored refunds to the provider (after the commit); one the provider does not confirm is retried by reconciliation. */
  sendRefunds(refundIds: string[], now: Date): Promise<void>;
}

export interface RefundRequest {
  orderId: number;
  amount: number;
  reason: string;
  now: Date;
  /** Paid with the member card: the money goes back to this member's stored balance, in the same transaction (decision 0059). */
  memberCard?: number;
  /** Our refund id for each payment refunded (default: the closing refund's, one per payment). */
  refundIdOf?: (paymentId: number) => string;
}

/** Money received online for an order and not given back (failed refunds give nothing back). */
export function refundableOnline(payments: DeskPaymentView[]): number {
  return payments.filter((p) => p.status === 'paid').reduce((sum, p) => sum + p.amount - p.refunds.filter((r) => r.status !== 'failed').reduce((s, r) => s + r.amount, 0), 0);
}
