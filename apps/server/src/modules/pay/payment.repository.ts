import { and, eq } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { payments } from '@hotel/db/schema/booking';
import type { QrMethod } from './payment-provider.ts';

export type PaymentRow = typeof payments.$inferSelect;

export class PaymentRepository {
  constructor(private readonly db: Database) {}

  /**
   * The pending payment of an order and method, created if there is none. The partial unique
   * index (one pending payment per order and method) makes this safe against parallel requests.
   */
  async pendingPayment(orderId: number, method: QrMethod, amount: number, newPayId: string, now: Date): Promise<PaymentRow> {
    const [created] = await this.db
      .insert(payments)
      .values({ payId: newPayId, orderId, method, amount, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    const [existing] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.method, method), eq(payments.status, 'pending')))
      .limit(1);
    if (!existing) throw new Error(`no pending payment for order ${orderId} after a conflict`);
    return existing;
  }

  async findByPayId(payId: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db.select().from(payments).where(eq(payments.payId, payId)).limit(1);
    return row;
  }

  /** pending → paid or refund_due, once; undefined when the payment was already settled. */
  async settle(tx: Database, payId: string, status: 'paid' | 'refund_due', now: Date): Promise<PaymentRow | undefined> {
    const [row] = await tx
      .update(payments)
      .set({ status, paidAt: now })
      .where(and(eq(payments.payId, payId), eq(payments.status, 'pending')))
      .returning();
    return row;
  }
}
