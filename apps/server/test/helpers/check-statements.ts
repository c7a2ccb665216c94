import { asc } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { orderAmendments, orders } from '@hotel/db/schema/orders';
import { payments, refunds } from '@hotel/db/schema/pay';
import { statementViolations, type StatementViolation } from '../../src/modules/pay/statement-check.ts';

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/**
 * The statement invariant over a whole database (decision 0069): every order's statement is built
 * from its rows and checked (statement-check.ts). Read straight from the tables, four queries, so it
 * sees what the services wrote, not what they say. Returns the violations (none: an empty list).
 */
export async function checkStatements(db: Database): Promise<StatementViolation[]> {
  const [orderRows, amendmentRows, paymentRows, refundRows] = await Promise.all([
    db.select().from(orders).orderBy(asc(orders.id)),
    db.select().from(orderAmendments),
    db.select().from(payments),
    db.select().from(refunds),
  ]);
  const amendmentsOf = groupBy(amendmentRows, (a) => a.orderId);
  const paymentsOf = groupBy(paymentRows, (p) => p.orderId);
  const refundsOf = groupBy(refundRows, (r) => r.paymentId);
  return statementViolations(
    orderRows.map((order) => {
      const own = paymentsOf.get(order.id) ?? [];
      return { order, hotelName: '', amendments: amendmentsOf.get(order.id) ?? [], payments: own, refunds: own.flatMap((p) => refundsOf.get(p.id) ?? []) };
    }),
  );
}

/** Thrown at a test file's end when its database breaks the invariant: the file fails, naming each order. */
export async function assertStatements(db: Database): Promise<void> {
  const violations = await checkStatements(db);
  if (violations.length === 0) return;
  const shown = violations.slice(0, 20).map((v) => `  order ${v.orderId} ${v.orderNo}: ${v.problem}`);
  throw new Error(`statement invariant: ${violations.length} violation(s)\n${shown.join('\n')}${violations.length > 20 ? '\n  …' : ''}`);
}
