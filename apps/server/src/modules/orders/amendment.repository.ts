import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { orderAmendments, orders, type AmendmentState } from '@hotel/db/schema/orders';
import type { OrderRow } from './order.repository.ts';

export type AmendmentRow = typeof orderAmendments.$inferSelect;
export type NewAmendment = Omit<typeof orderAmendments.$inferInsert, 'id' | 'state' | 'settledAt' | 'paidWith'>;

/** The order's columns an applied change rewrites (decision 0059): the stay, its terms, its price. */
export type ChangedOrderFields = Pick<
  OrderRow,
  | 'checkIn'
  | 'checkOut'
  | 'nights'
  | 'roomTypeCode'
  | 'roomTypeName'
  | 'rateCode'
  | 'rateName'
  | 'roomQty'
  | 'adultNum'
  | 'childrenNum'
  | 'breakfast'
  | 'payment'
  | 'isFreeCancel'
  | 'freeCancelHours'
  | 'cancelNote'
  | 'changesUntilHours'
  | 'nightlyPrices'
  | 'totalAmount'
  | 'charges'
  | 'discountAmount'
  | 'actualAmount'
  | 'promotionId'
  | 'promotionAmount'
  | 'couponId'
  | 'couponAmount'
>;

/** order_amendments (decision 0059): changes of bookings, pending until settled. */
export class AmendmentRepository {
  constructor(private readonly db: Database) {}

  /** undefined when the order has a pending amendment already (the partial unique index decides). */
  async insertPending(tx: Database, row: NewAmendment): Promise<AmendmentRow | undefined> {
    const [inserted] = await tx.insert(orderAmendments).values(row).onConflictDoNothing().returning();
    return inserted;
  }

  async findById(id: number, db: Database = this.db): Promise<AmendmentRow | undefined> {
    const [row] = await db.select().from(orderAmendments).where(eq(orderAmendments.id, id)).limit(1);
    return row;
  }

  async findPendingOfOrder(orderId: number, db: Database = this.db): Promise<AmendmentRow | undefined> {
    const [row] = await db
      .select()
      .from(orderAmendments)
      .where(and(eq(orderAmendments.orderId, orderId), eq(orderAmendments.state, 'pending')))
      .limit(1);
    return row;
  }

  /** pending → `state`, once; undefined when it was not pending any more (someone else settled it). */
  async settle(tx: Database, id: number, state: Exclude<AmendmentState, 'pending'>, now: Date, paidWith: string | null = null): Promise<AmendmentRow | undefined> {
    const [row] = await tx
      .update(orderAmendments)
      .set({ state, settledAt: now, paidWith })
      .where(and(eq(orderAmendments.id, id), eq(orderAmendments.state, 'pending')))
      .returning();
    return row;
  }

  /** Pending amendments past their minutes, oldest first (the release pass). */
  async listExpiredIds(now: Date, limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: orderAmendments.id })
      .from(orderAmendments)
      .where(and(eq(orderAmendments.state, 'pending'), lte(orderAmendments.expiresAt, now)))
      .orderBy(asc(orderAmendments.expiresAt))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /** An order's amendments, newest first (its 変更履歴). */
  listOfOrder(orderId: number): Promise<AmendmentRow[]> {
    return this.db.select().from(orderAmendments).where(eq(orderAmendments.orderId, orderId)).orderBy(desc(orderAmendments.createdAt), desc(orderAmendments.id));
  }

  /** Whether an applied change of the order kept a charge already (charged once per booking). */
  async chargedBefore(orderId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: orderAmendments.id })
      .from(orderAmendments)
      .where(and(eq(orderAmendments.orderId, orderId), eq(orderAmendments.state, 'applied'), gt(orderAmendments.charge, 0)))
      .limit(1);
    return row !== undefined;
  }

  /**
   * Rewrites the order to the change's stay in the change's transaction, only while it is still the
   * stay the change was made from (`amendmentCount` unchanged) and open (booked or paid).
   */
  async rewriteOrder(tx: Database, orderId: number, amendmentCount: number, fields: ChangedOrderFields, now: Date): Promise<OrderRow | undefined> {
    const [row] = await tx
      .update(orders)
      .set({ ...fields, amendmentCount: amendmentCount + 1, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.amendmentCount, amendmentCount)))
      .returning();
    return row;
  }
}
