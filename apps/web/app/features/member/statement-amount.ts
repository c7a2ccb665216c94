import type { MessageId } from '../../lib/i18n/messages.ts';

type Money = (amount: number) => string;

/** A statement amount (`money`: the page's useFormat().money): discounts and what a cancellation took off read with a minus sign (−300元). */
export const signedMoney = (amount: number, money: Money) => (amount < 0 ? `−${money(-amount)}` : money(amount));

/** The balance in words (the page's `t`, namespace statement): what the guest still owes, what is owed back to them, or settled. */
export function balanceWords(balance: number, t: (id: MessageId) => string, money: Money): { label: string; amount: string } {
  if (balance > 0) return { label: t('statement.balanceDue'), amount: money(balance) };
  if (balance < 0) return { label: t('statement.balanceRefund'), amount: money(-balance) };
  return { label: t('statement.balanceSettled'), amount: money(0) };
}
