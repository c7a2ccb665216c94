import type { SiteLanguage } from '@hotel/shared/site-language';
import { takeOff, type ChargeParts } from '@hotel/shared/taxes';
import { receiptEligible as eligibleByState } from '@hotel/shared/receipt-rules';
import type { OrderStatement } from '@hotel/shared/schemas/statement';

/** What a receipt reads of an order (orders' OrderRow satisfies it). */
export interface ReceiptOrder {
  id: number;
  orderNo: string;
  hotelCode: string;
  memberId: number | null;
  revUser: string;
  payment: 'hotel' | 'prepaid';
  payResult: number;
  payCode: string | null;
  state: number;
  checkedOutAt: Date | null;
  actualAmount: number;
  roomTypeName: string;
  roomQty: number;
  checkIn: string;
  checkOut: string;
  nights: number;
  /** The guest's language (orders.language): the receipt's printed words, staff-issued ones too (decision 0074). */
  language?: SiteLanguage;
}

/**
 * A receipt is given for money taken: a prepaid booking paid and not cancelled or lapsed, or any
 * stay checked out or completed (decision 0070). Cancelled and no-show orders are not eligible,
 * so their charges never appear on a receipt.
 */
export function receiptEligible(order: Pick<ReceiptOrder, 'payment' | 'payResult' | 'state' | 'checkedOutAt'>): boolean {
  return order.checkedOutAt !== null || eligibleByState(order);
}

/** What a receipt reads of the order's statement (decision 0069): its payment and refund lines and totals. */
export type ReceiptMoneySource = Pick<OrderStatement, 'payments' | 'refunds' | 'totals'>;

/**
 * The receipt's amount and method, as the statement has them (no second reckoning of the money):
 * what was paid less what was given back (a cheaper change, a refund), and the methods of the
 * payments that took it, in the order they were made.
 */
export function receiptMoney(statement: ReceiptMoneySource): { amount: number; paymentMethod: string } {
  const methods = [...new Set(statement.payments.filter((p) => p.amount > 0).map((p) => p.label))];
  return { amount: Math.max(0, statement.totals.paid - statement.totals.refunded), paymentMethod: methods.join('・') };
}

/** The amount's breakdown: the order's charges, less in the same proportions when the amount is lower. */
export function receiptCharges(charges: ChargeParts, actualAmount: number, amount: number): ChargeParts {
  return amount < actualAmount ? takeOff(charges, actualAmount - amount) : charges;
}
