import { formatCny } from '../../lib/money.ts';

/** A statement amount: discounts and what a cancellation took off read with a minus sign (−300元). */
export const signedCny = (amount: number) => (amount < 0 ? `−${formatCny(-amount)}` : formatCny(amount));

/** The balance in words: what the guest still owes, what is owed back to them, or settled. */
export function balanceWords(balance: number): { label: string; amount: string } {
  if (balance > 0) return { label: 'お支払い残額', amount: formatCny(balance) };
  if (balance < 0) return { label: 'ご返金予定額', amount: formatCny(-balance) };
  return { label: '精算済み', amount: formatCny(0) };
}
