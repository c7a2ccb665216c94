import { asc, inArray } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { payments, refunds } from '@hotel/db/schema/pay';
import type { PaymentExport } from '../user/index.ts';

/** Payments and their refunds of some orders, for a member's data download (decision 0033): amounts and states only, never the provider's trade numbers or QR content. */
export class PaymentExportRepository {
  constructor(private readonly db: Database) {}

  async summariesOf(orderIds: number[]): Promise<PaymentExport[]> {
    if (orderIds.length === 0) return [];
    const paid = await this.db
      .select({ id: payments.id, orderId: payments.orderId, method: payments.method, amount: payments.amount, status: payments.status, createdAt: payments.createdAt, paidAt: payments.paidAt })
      .from(payments)
      .where(inArray(payments.orderId, orderIds))
      .orderBy(asc(payments.createdAt), asc(payments.id));
    const back =
      paid.length === 0
        ? []
        : await this.db
            .select({ paymentId: refunds.paymentId, amount: refunds.amount, status: refunds.status, createdAt: refunds.createdAt, completedAt: refunds.completedAt })
            .from(refunds)
            .where(
              inArray(
                refunds.paymentId,
                paid.map((p) => p.id),
              ),
            )
            .orderBy(asc(refunds.createdAt), asc(refunds.id));
    return paid.map(({ id, ...p }) => ({
      ...p,
      refunds: back.filter((r) => r.paymentId === id).map(({ paymentId: _id, ...r }) => r),
    }));
  }
}
