import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { payments } from '@hotel/db/schema/booking';
import { hotels } from '@hotel/db/schema/catalog';
import { members } from '@hotel/db/schema/members';
import { orders } from '@hotel/db/schema/orders';
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

  async findByPayId(payId: string) {
    const [row] = await this.db
      .select({ payment: payments, orderNo: orders.orderNo, hotelName: hotels.name, orderState: orders.state, payResult: orders.payResult })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .innerJoin(hotels, eq(hotels.code, orders.hotelCode))
      .where(eq(payments.payId, payId))
      .limit(1);
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

  async memberCard(memberId: number) {
    const [row] = await this.db
      .select({ passwordHash: members.passwordHash, balance: members.balance })
      .from(members)
      .where(eq(members.id, memberId))
      .limit(1);
    return row;
  }

  /** Takes `amount` off the stored value only if it is there; false otherwise. */
  async deductBalance(tx: Database, memberId: number, amount: number, now: Date): Promise<boolean> {
    const rows = await tx
      .update(members)
      .set({ balance: sql`${members.balance} - ${amount}`, updatedAt: now })
      .where(and(eq(members.id, memberId), gte(members.balance, amount)))
      .returning({ id: members.id });
    return rows.length === 1;
  }
}
