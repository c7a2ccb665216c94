import { ORDER_STATE } from './constants.ts';

/**
 * Receipts' rules without zod (decision 0070), for the pages' own JavaScript (decision 0055): the
 * history's link and the receipt form read them; the schemas (schemas/receipt.ts) build on them.
 */

export const RECEIPT_HONORIFICS = ['様', '御中'] as const;
export const DEFAULT_PROVISO = '宿泊代として';
export const RECEIPT_TEXT_MAX = 40;

/**
 * A receipt is given for money taken: a prepaid booking paid (not cancelled or lapsed), or a stay
 * completed (checked out, or closed by the completing job). The history's link and the API agree.
 */
export function receiptEligible(order: { payment: 'hotel' | 'prepaid'; payResult: number; state: number }): boolean {
  if (order.state === ORDER_STATE.completed) return true;
  return order.payment === 'prepaid' && order.payResult === 1 && order.state === ORDER_STATE.paid;
}
