import { and, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { orders } from '@hotel/db/schema/orders';
import { ORDER_STATE } from '@hotel/shared/constants';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id'>;

export interface OrderFilter {
  /** undefined: every state. */
  state?: number;
  count: number;
  /** Booked from / until (inclusive), as instants. */
  createdFrom?: Date;
  createdBefore?: Date;
  orderNo?: string;
}

export class OrderRepository {
  constructor(private readonly db: Database) {}

  async insert(tx: Database, order: NewOrder): Promise<{ id: number }> {
    const [row] = await tx.insert(orders).values(order).returning({ id: orders.id });
    return row!;
  }

  listForMember(memberId: number, f: OrderFilter): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.memberId, memberId),
          f.state === undefined ? undefined : eq(orders.state, f.state),
          f.createdFrom ? gte(orders.createdAt, f.createdFrom) : undefined,
          f.createdBefore ? lt(orders.createdAt, f.createdBefore) : undefined,
          f.orderNo ? eq(orders.orderNo, f.orderNo) : undefined,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(f.count);
  }

  async findForMember(memberId: number, where: { id: number } | { revNo: string } | { orderNo: string }): Promise<OrderRow | undefined> {
    const key = 'id' in where ? eq(orders.id, where.id) : 'revNo' in where ? eq(orders.revNo, where.revNo) : eq(orders.orderNo, where.orderNo);
    const [row] = await this.db.select().from(orders).where(and(key, eq(orders.memberId, memberId))).limit(1);
    return row;
  }

  /** Prepaid orders of the member still waiting for payment (booked, unpaid, deadline ahead), in the caller's transaction. */
  async countAwaitingPayment(tx: Database, memberId: number, now: Date): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(orders)
      .where(
        and(
          eq(orders.memberId, memberId),
          eq(orders.state, ORDER_STATE.booked),
          eq(orders.payResult, 0),
          eq(orders.payment, 'prepaid'),
          gt(orders.payDeadline, now),
        ),
      );
    return row?.n ?? 0;
  }

  /** The order row, locked until the caller's transaction `tx` ends (markPaid waits on it). */
  async lockById(tx: Database, id: number): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1).for('update');
    return row;
  }

  /** A channel order still booked and not checked in, locked until the caller's transaction `tx` ends (decision 0063). */
  async lockOpenChannelOrder(tx: Database, orderNo: string): Promise<OrderRow | undefined> {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.orderNo, orderNo), eq(orders.source, 'channel'), inArray(orders.state, [ORDER_STATE.booked, ORDER_STATE.paid]), isNull(orders.checkedInAt)))
      .limit(1)
      .for('update');
    return row;
  }

  /** Writes a locked order's new columns (a channel reservation's new version or its cancellation). */
  async rewrite(tx: Database, id: number, columns: Partial<NewOrder>): Promise<void> {
    await tx.update(orders).set(columns).where(eq(orders.id, id));
  }

  async findById(id: number): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id)).limit(1);
    return row;
  }

  /** Unpaid and booked → cancelled; undefined when the order was not in that state any more. */
  async cancel(tx: Database, id: number, now: Date) {
    const [row] = await tx
      .update(orders)
      .set({ state: ORDER_STATE.cancelled, cancelledAt: now, updatedAt: now })
      .where(and(eq(orders.id, id), eq(orders.state, ORDER_STATE.booked), eq(orders.payResult, 0)))
      .returning();
    return row;
  }

  /** An unpaid prepaid order past its deadline → expired. */
  async expire(tx: Database, id: number, now: Date) {
    const [row] = await tx
      .update(orders)
      .set({ state: ORDER_STATE.expired, updatedAt: now })
      .where(and(eq(orders.id, id), eq(orders.state, ORDER_STATE.booked), eq(orders.payResult, 0), isNotNull(orders.payDeadline), lte(orders.payDeadline, now)))
      .returning();
    return row;
  }

  async listExpiredIds(now: Date, limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.state, ORDER_STATE.booked), eq(orders.payResult, 0), isNotNull(orders.payDeadline), lte(orders.payDeadline, now)))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /**
   * Unpaid → paid, exactly once: only a booked, unpaid order whose pay deadline (if any) has not
   * passed. undefined when it was not payable any more.
   */
  async markPaid(tx: Database, id: number, payCode: string, now: Date) {
    const [row] = await tx
      .update(orders)
      .set({ payResult: 1, state: ORDER_STATE.paid, payCode, paidAt: now, updatedAt: now })
      .where(
        and(
          eq(orders.id, id),
          eq(orders.state, ORDER_STATE.booked),
          eq(orders.payResult, 0),
          or(isNull(orders.payDeadline), gt(orders.payDeadline, now)),
        ),
      )
      .returning({ id: orders.id, orderNo: orders.orderNo, hotelCode: orders.hotelCode });
    return row;
  }
}
