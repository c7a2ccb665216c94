import { takeOff, type ChargeParts } from '@hotel/shared/taxes';
import { receiptEligible as eligibleByState } from '@hotel/shared/receipt-rules';

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
}

/** An order's payment as pay records it (the front desk's DeskPaymentView satisfies it). */
export interface ReceiptPayment {
  amount: number;
  status: string;
  refunds: { amount: number; status: string }[];
}

/**
 * A receipt is given for money taken: a prepaid booking paid and not cancelled or lapsed, or any
 * stay checked out or completed (decision 0070). Cancelled and no-show orders are not eligible,
 * so their charges never appear on a receipt.
 */
export function receiptEligible(order: Pick<ReceiptOrder, 'payment' | 'payResult' | 'state' | 'checkedOutAt'>): boolean {
  return order.checkedOutAt !== null || eligibleByState(order);
}

/**
 * The receipt's amount, the one place it is decided: for a paid prepaid booking what its online
 * payments took less what their refunds gave back (a cheaper change refunds part); a booking paid
 * otherwise (member card, at the desk, at the hotel) its amount as it stands.
 */
export function receiptAmount(order: Pick<ReceiptOrder, 'payment' | 'payResult' | 'actualAmount'>, payments: readonly ReceiptPayment[]): number {
  const paid = payments.filter((p) => p.status === 'paid');
  if (order.payment !== 'prepaid' || order.payResult !== 1 || paid.length === 0) return order.actualAmount;
  const taken = paid.reduce((sum, p) => sum + p.amount, 0);
  const given = paid.flatMap((p) => p.refunds).filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.amount, 0);
  return Math.max(0, taken - given);
}

/** The amount's breakdown: the order's charges, less in the same proportions when the amount is lower. */
export function receiptCharges(charges: ChargeParts, actualAmount: number, amount: number): ChargeParts {
  return amount < actualAmount ? takeOff(charges, actualAmount - amount) : charges;
}

const METHOD_LABELS: Record<string, string> = {
  alipay: 'Alipay（支付宝）',
  wechat: 'WeChat Pay（微信支付）',
  card: '会員カード（プリペイド残高）',
  desk_cash: 'フロント精算（現金）',
  desk_card: 'フロント精算（クレジットカード）',
  desk_alipay: 'フロント精算（Alipay）',
  desk_wechat: 'フロント精算（WeChat Pay）',
};

/**
 * How the money was taken, in Japanese: the pay code orders keep (online, member card, at the desk
 * when staff booked), else a pay-at-hotel stay settled at the front desk (現地払い).
 */
export function paymentMethodLabel(order: Pick<ReceiptOrder, 'payment' | 'payCode'>): string {
  const known = order.payCode ? METHOD_LABELS[order.payCode] : undefined;
  if (known) return known;
  return order.payment === 'hotel' ? '現地払い（フロント精算）' : '事前決済';
}
