import { and, asc, desc, eq, inArray, lte, ne, sum } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { payments, refunds, type RefundStatus } from '@hotel/db/schema/pay';

export type RefundRow = typeof refunds.$inferSelect;

export interface RefundUpdate {
  status: RefundStatus;
  failure?: string | null;
  providerRefundNo?: string | null;
}

export class RefundRepository {
  constructor(private readonly db: Database) {}

  async findByRefundId(refundId: string, tx: Database = this.db): Promise<RefundRow | undefined> {
    const [row] = await tx.select().from(refunds).where(eq(refunds.refundId, refundId)).limit(1);
    return row;
  }

  /** Whole CNY already given back or on its way (every refund that has not failed). */
  async committedAmount(tx: Database, paymentId: number): Promise<number> {
    const [row] = await tx
      .select({ total: sum(refunds.amount) })
      .from(refunds)
      .where(and(eq(refunds.paymentId, paymentId), ne(refunds.status, 'failed')));
    return Number(row?.total ?? 0);
  }

  async insert(tx: Database, refund: { refundId: string; paymentId: number; amount: number; reason: string; now: Date }): Promise<RefundRow> {
    const [row] = await tx
      .insert(refunds)
      .values({ refundId: refund.refundId, paymentId: refund.paymentId, amount: refund.amount, reason: refund.reason, createdAt: refund.now, updatedAt: refund.now })
      .returning();
    return row!;
  }

  /**
   * Records what the provider said. A finished refund (succeeded, failed) never changes again,
   * so a late answer to an earlier call cannot undo it.
   */
  async update(refundId: string, change: RefundUpdate, now: Date): Promise<RefundRow | undefined> {
    const finished = change.status === 'succeeded' || change.status === 'failed';
    const [row] = await this.db
      .update(refunds)
      .set({ ...change, updatedAt: now, ...(finished ? { completedAt: now } : {}) })
      .where(and(eq(refunds.refundId, refundId), inArray(refunds.status, ['requested', 'processing'])))
      .returning();
    return row ?? (await this.findByRefundId(refundId));
  }

  /** Refunds the provider has not finished, untouched since `cutoff`. */
  listOpenUpdatedBefore(cutoff: Date, limit: number): Promise<RefundRow[]> {
    return this.db
      .select()
      .from(refunds)
      .where(and(inArray(refunds.status, ['requested', 'processing']), lte(refunds.updatedAt, cutoff)))
      .orderBy(asc(refunds.updatedAt))
      .limit(limit);
  }

  /** Every refund of these payments, oldest first. */
  listOfPayments(paymentIds: number[]): Promise<RefundRow[]> {
    if (paymentIds.length === 0) return Promise.resolve([]);
    return this.db.select().from(refunds).where(inArray(refunds.paymentId, paymentIds)).orderBy(asc(refunds.id));
  }

  /** The latest refund of each order's payments (refunds and payments are both pay's tables). */
  async latestForOrders(orderIds: number[]): Promise<Map<number, RefundRow>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.db
      .select({ orderId: payments.orderId, refund: refunds })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(inArray(payments.orderId, orderIds))
      .orderBy(desc(refunds.createdAt), desc(refunds.id));
    const latest = new Map<number, RefundRow>();
    for (const { orderId, refund } of rows) if (!latest.has(orderId)) latest.set(orderId, refund);
    return latest;
  }
}
