import { partsTotal } from '@hotel/shared/taxes';
import { owedByOrder } from './statement-charges.ts';
import { moneyIn, sum } from './statement-money.ts';
import { buildStatement, stayParts, type StatementSources } from './statement.ts';

/** The refund ids the booking's own rules give: a closing's (order-money.service.ts) and a change's (change-refunds.ts). */
const DECIDED_REFUND = /^RF(O\d+|C\d+P\d+)$/;

export interface StatementViolation {
  orderId: number;
  orderNo: string;
  problem: string;
}

/**
 * The statement invariant (decision 0069) for one order: its statement agrees with the order and
 * with the payments and refunds tables. Each rule is checked against numbers the statement did not
 * produce itself (the order's columns, the rows), so a line lost or counted twice shows.
 */
export function statementProblems(sources: StatementSources): string[] {
  const { order, payments, refunds } = sources;
  const statement = buildStatement(sources);
  const { totals } = statement;
  const problems: string[] = [];
  const owed = owedByOrder(order);
  if (totals.charges !== owed) problems.push(`charge lines add up to ${totals.charges}, the order owes ${owed}`);
  const parts = stayParts(order);
  if (partsTotal(parts) !== order.actualAmount || Object.values(parts).some((p) => p < 0)) problems.push(`charge parts ${JSON.stringify(parts)} do not make actualAmount ${order.actualAmount}`);
  const rowsIn = payments.filter(moneyIn);
  const linesIn = statement.payments.filter((p) => p.reference !== null);
  if (sum(linesIn) !== sum(rowsIn) || linesIn.length !== rowsIn.length) problems.push(`payment lines from rows ${sum(linesIn)} (${linesIn.length}), the payments table ${sum(rowsIn)} (${rowsIn.length})`);
  const rowsBack = refunds.filter((r) => r.status === 'succeeded');
  const linesBack = statement.refunds.filter((r) => r.reference !== null && r.state === 'succeeded');
  if (sum(linesBack) !== sum(rowsBack) || statement.refunds.filter((r) => r.reference !== null).length !== refunds.length) {
    problems.push(`refund lines from rows ${sum(linesBack)}, the refunds table ${sum(rowsBack)} succeeded of ${refunds.length}`);
  }
  if (totals.paid !== sum(statement.payments) || totals.refunded !== sum(statement.refunds.filter((r) => r.state === 'succeeded'))) problems.push('totals differ from the lines');
  if (totals.balance !== totals.charges - totals.paid + totals.refunded) problems.push(`balance ${totals.balance} is not charges − paid + refunded`);
  // A refund no booking rule decided (RefundService.refund asked directly, the way staff give money
  // back by hand) may leave a paid booking owing on purpose; the statement shows it, the rule leaves it out.
  const byHand = sum(rowsBack.filter((r) => !DECIDED_REFUND.test(r.refundId)));
  if (order.payResult === 1 && totals.balance - byHand > 0) problems.push(`paid (payResult 1) but the guest still owes ${totals.balance - byHand}`);
  return problems;
}

/** Every order's problems, one violation per problem. */
export function statementViolations(all: readonly StatementSources[]): StatementViolation[] {
  return all.flatMap((sources) => statementProblems(sources).map((problem) => ({ orderId: sources.order.id, orderNo: sources.order.orderNo, problem })));
}
