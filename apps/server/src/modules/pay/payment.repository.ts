import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { payments } from '@hotel/db/schema/pay';
import type { QrMethod } from './payment-gateway.ts';

export type PaymentRow = typeof payments.$inferSelect;

export interface NewPendingPayment {
  payId: string;
  orderId: number;
  /** A change's difference (decision 0059); absent: the order's own payment. */
  amendmentId?: number;
  method: QrMethod;
  amount: number;
  qrContent: string;
  createdAt: Date;
}

export class PaymentRepository {
  constructor(private readonly db: Database) {}

  /** The order's own pending payment for a method (a change's difference is paid apart: findPendingOfChange). */
  async findPending(orderId: number, method: QrMethod): Promise<PaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.method, method), eq(payments.status, 'pending'), isNull(payments.amendmentId)))
      .limit(1);
    return row;
  }

  /** A change's pending payment for a method (decision 0059). */
  async findPendingOfChange(amendmentId: number, method: QrMethod): Promise<PaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.amendmentId, amendmentId), eq(payments.method, method), eq(payments.status, 'pending')))
      .limit(1);
    return row;
  }

  listPendingOfChange(amendmentId: number): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(and(eq(payments.amendmentId, amendmentId), eq(payments.status, 'pending')))
      .orderBy(asc(payments.id));
  }

  listPendingOfOrder(orderId: number): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
      .orderBy(asc(payments.id));
  }

  /**
   * The pending payment of an order and method with the provider's QR. The partial unique index
   * (one pending payment per order and method) makes a parallel request lose: it gets the winner's
   * row, and the trade it created at the provider lapses unseen at its expiry.
   */
  async insertPending(tx: Database, payment: NewPendingPayment): Promise<PaymentRow> {
    const [created] = await tx.insert(payments).values(payment).onConflictDoNothing().returning();
    if (created) return created;
    const sameTarget = payment.amendmentId ? eq(payments.amendmentId, payment.amendmentId) : and(eq(payments.orderId, payment.orderId), isNull(payments.amendmentId));
    const [existing] = await tx
      .select()
      .from(payments)
      .where(and(sameTarget, eq(payments.method, payment.method), eq(payments.status, 'pending')))
      .limit(1);
    if (!existing) throw new Error(`no pending payment for order ${payment.orderId} after a conflict`);
    return existing;
  }

  /** A pending payment made before QR contents were stored (or by a failed write) gets its QR once. */
  async storeQrContent(payId: string, qrContent: string): Promise<PaymentRow | undefined> {
    await this.db
      .update(payments)
      .set({ qrContent })
      .where(and(eq(payments.payId, payId), isNull(payments.qrContent)));
    return this.findByPayId(payId);
  }

  async findByPayId(payId: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db.select().from(payments).where(eq(payments.payId, payId)).limit(1);
    return row;
  }

  /** The payment row, locked until the caller's transaction ends (refunds serialise on it). */
  async lockByPayId(tx: Database, payId: string): Promise<PaymentRow | undefined> {
    const [row] = await tx.select().from(payments).where(eq(payments.payId, payId)).limit(1).for('update');
    return row;
  }

  /**
   * Claims the right to ask the provider about a pending payment: only one of parallel polls
   * wins, and only when the payment is old enough and was not asked about since `notSince`.
   */
  async claimCheck(payId: string, now: Date, createdBefore: Date, notSince: Date): Promise<boolean> {
    const rows = await this.db
      .update(payments)
      .set({ checkedAt: now })
      .where(
        and(
          eq(payments.payId, payId),
          eq(payments.status, 'pending'),
          lte(payments.createdAt, createdBefore),
          or(isNull(payments.checkedAt), lte(payments.checkedAt, notSince)),
        ),
      )
      .returning({ id: payments.id });
    return rows.length > 0;
  }

  /**
   * pending (or closed: the guest paid just before we closed the trade) → paid or refund_due,
   * once; undefined when the payment was already settled.
   */
  async settle(tx: Database, payId: string, status: 'paid' | 'refund_due', providerTradeNo: string | null, now: Date): Promise<PaymentRow | undefined> {
    const [row] = await tx
      .update(payments)
      .set({ status, paidAt: now, providerTradeNo })
      .where(and(eq(payments.payId, payId), inArray(payments.status, ['pending', 'closed'])))
      .returning();
    return row;
  }

  /** pending → closed; false when it had settled meanwhile. */
  async close(payId: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(payments)
      .set({ status: 'closed', closedAt: now })
      .where(and(eq(payments.payId, payId), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    return rows.length > 0;
  }

  listPendingCreatedBefore(cutoff: Date, limit: number): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(and(eq(payments.status, 'pending'), lte(payments.createdAt, cutoff)))
      .orderBy(asc(payments.createdAt))
      .limit(limit);
  }

  /** Settled payments (money received) that reconciliation has not yet compared with the provider. */
  listUnreconciledPaidBefore(cutoff: Date, limit: number): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(and(inArray(payments.status, ['paid', 'refund_due']), isNull(payments.reconciledAt), lte(payments.paidAt, cutoff)))
      .orderBy(asc(payments.paidAt))
      .limit(limit);
  }

  async markReconciled(id: number, now: Date): Promise<void> {
    await this.db.update(payments).set({ reconciledAt: now }).where(eq(payments.id, id));
  }

  /** Every payment of an order, oldest first (the front desk's detail and refunds). */
  listOfOrder(orderId: number, tx: Database = this.db): Promise<PaymentRow[]> {
    return tx.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
  }

  async findById(id: number): Promise<PaymentRow | undefined> {
    const [row] = await this.db.select().from(payments).where(eq(payments.id, id)).limit(1);
    return row;
  }
}
