import { ORDER_STATE, PAY_METHODS } from '@hotel/shared/constants';
import {
  STATEMENT_PAY_METHODS,
  type StatementPayMethod,
  type StatementPaymentLine,
  type StatementRefundLine,
  type StatementRefundState,
} from '@hotel/shared/schemas/statement';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '@hotel/shared/site-language';
import { refundReasonIn, STATEMENT_WORDS, type StatementWords } from '@hotel/shared/statement-words';
import { appliedChanges, closingFee, type StatementAmendment, type StatementOrder } from './statement-charges.ts';
import type { PaymentRow } from './payment.repository.ts';
import type { RefundRow } from './refund.repository.ts';

export type StatementPayment = Pick<PaymentRow, 'id' | 'payId' | 'orderId' | 'method' | 'amount' | 'status' | 'paidAt' | 'amendmentId'>;
export type StatementRefund = Pick<RefundRow, 'id' | 'refundId' | 'paymentId' | 'amount' | 'status' | 'reason' | 'createdAt' | 'completedAt'>;

/** Money that came in: a settled payment, or one that came for an order that could no longer take it (refund_due, owed back). */
export const moneyIn = (p: Pick<StatementPayment, 'status'>) => p.status === 'paid' || p.status === 'refund_due';

const iso = (at: Date | null) => at?.toISOString() ?? null;
const payLine = (words: StatementWords, method: StatementPayMethod, amount: number, at: Date | null, forChange: boolean, reference: string | null = null): StatementPaymentLine => ({
  method,
  label: words.payMethods[method],
  amount,
  at: iso(at),
  forChange,
  reference,
});
const refundState = (status: StatementRefund['status']): StatementRefundState => (status === 'succeeded' || status === 'failed' ? status : 'processing');
const refundLine = (
  words: StatementWords,
  method: StatementPayMethod,
  amount: number,
  at: Date | null,
  state: StatementRefundState,
  reason: string,
  reference: string | null = null,
): StatementRefundLine => ({
  method,
  label: words.payMethods[method],
  amount,
  at: iso(at),
  state,
  stateLabel: words.refundStates[state],
  reason,
  reference,
});

const paidByCard = (order: StatementOrder) => order.payResult === 1 && order.payCode === PAY_METHODS.memberCard.paycode;

/**
 * The order's own payment where no payments row records it (decision 0069): the member card and
 * the desk (staff booking paid now) mark the order paid without one, and seeded history orders
 * (roomsHeld false) predate their rows. Its amount is what the order was worth when it was paid:
 * the changes applied after that moved the money themselves (their toPay and refund).
 */
function ownPaymentMethod(order: StatementOrder, payments: readonly StatementPayment[]): StatementPayMethod | null {
  if (order.payResult !== 1 || order.payCode === null) return null;
  if (order.payCode === PAY_METHODS.memberCard.paycode) return 'card';
  if (order.payCode.startsWith('desk_')) return (STATEMENT_PAY_METHODS as readonly string[]).includes(order.payCode) ? (order.payCode as StatementPayMethod) : 'desk';
  const online = order.payCode === 'alipay' ? 'alipay' : order.payCode === 'wechat' ? 'wechat' : null;
  const hasRow = payments.some((p) => p.amendmentId === null && moneyIn(p));
  return online && !hasRow && !order.roomsHeld ? online : null;
}

export interface MoneyLines {
  payments: StatementPaymentLine[];
  refunds: StatementRefundLine[];
}

/**
 * Payments and refunds as the system recorded them: the payments and refunds rows (online), and
 * what moves money without a row: the member card and the desk (the order's payment, a change's
 * difference paid with 'card' or 'desk', a card order's refunds credited to the card when a change
 * made it cheaper or staff closed it). A pay-at-hotel stay checked out paid is settled at the hotel
 * for whatever was left (`owed`: the charges' sum).
 */
export function moneyLines(
  order: StatementOrder,
  amendments: readonly StatementAmendment[],
  payments: readonly StatementPayment[],
  refunds: readonly StatementRefund[],
  owed: number,
  lang: SiteLanguage = DEFAULT_LANGUAGE,
): MoneyLines {
  const words = STATEMENT_WORDS[lang];
  const lines: MoneyLines = { payments: [], refunds: [] };
  const changes = appliedChanges(amendments);
  const own = ownPaymentMethod(order, payments);
  if (own) {
    const later = changes.filter((c) => order.paidAt && c.settledAt && c.settledAt > order.paidAt);
    lines.payments.push(payLine(words, own, order.actualAmount - later.reduce((sum, c) => sum + c.toPay - c.refund, 0), order.paidAt, false));
  }
  const methodOf = new Map(payments.map((p) => [p.id, p.method]));
  for (const p of payments.filter(moneyIn).sort((a, b) => (a.paidAt?.getTime() ?? 0) - (b.paidAt?.getTime() ?? 0) || a.id - b.id)) {
    lines.payments.push(payLine(words, p.method, p.amount, p.paidAt, p.amendmentId !== null, p.payId));
  }
  for (const c of changes) {
    if (c.toPay > 0 && (c.paidWith === 'card' || c.paidWith === 'desk')) lines.payments.push(payLine(words, c.paidWith, c.toPay, c.settledAt, true));
    if (c.refund > 0 && paidByCard(order)) lines.refunds.push(refundLine(words, 'card', c.refund, c.settledAt, 'succeeded', words.refundReasons.change));
  }
  for (const r of [...refunds].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)) {
    const state = refundState(r.status);
    lines.refunds.push(refundLine(words, methodOf.get(r.paymentId) ?? 'desk', r.amount, state === 'succeeded' ? r.completedAt : r.createdAt, state, refundReasonIn(r.reason, lang), r.refundId));
  }
  // Staff closing a card order credit the card what the fee leaves (front desk close()).
  if (order.state === ORDER_STATE.cancelled && paidByCard(order) && order.memberId !== null) {
    const back = Math.max(0, order.actualAmount - closingFee(order));
    if (back > 0) lines.refunds.push(refundLine(words, 'card', back, order.cancelledAt, 'succeeded', order.noShowReason !== null ? words.refundReasons.noShow : words.refundReasons.cancelled));
  }
  // Checked out with no payment code: the desk settled what was left (checkOut marks it paid).
  if (order.payResult === 1 && order.payCode === null) {
    const left = owed - sum(lines.payments) + sum(lines.refunds.filter((r) => r.state === 'succeeded'));
    if (left > 0) lines.payments.push(payLine(words, 'hotel', left, order.checkedOutAt ?? order.paidAt, false));
  }
  return lines;
}

export const sum = (lines: readonly { amount: number }[]) => lines.reduce((total, l) => total + l.amount, 0);
