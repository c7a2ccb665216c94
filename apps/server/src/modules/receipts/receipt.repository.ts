import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { orderReceipts, receiptCounters } from '@hotel/db/schema/receipts';

export type ReceiptRow = typeof orderReceipts.$inferSelect;
export type NewReceipt = Omit<typeof orderReceipts.$inferInsert, 'id'>;
/** An issue as listed: everything but the PDF. */
export type ReceiptListing = Omit<ReceiptRow, 'pdf'>;

const { pdf: _pdf, ...listed } = getTableColumns(orderReceipts);

/** receipt_counters and order_receipts (decision 0070). */
export class ReceiptRepository {
  constructor(private readonly db: Database) {}

  /** The hotel's next receipt number, counted inside the caller's transaction (the row stays locked until it ends). */
  async nextNumber(tx: Database, hotelCode: string): Promise<number> {
    const [row] = await tx
      .insert(receiptCounters)
      .values({ hotelCode, lastNo: 1 })
      .onConflictDoUpdate({ target: receiptCounters.hotelCode, set: { lastNo: sql`${receiptCounters.lastNo} + 1` } })
      .returning({ lastNo: receiptCounters.lastNo });
    return row!.lastNo;
  }

  /** The order's latest issue, with its PDF. */
  async latestOf(orderId: number, tx: Database = this.db): Promise<ReceiptRow | undefined> {
    const [row] = await tx.select().from(orderReceipts).where(eq(orderReceipts.orderId, orderId)).orderBy(desc(orderReceipts.issueNo)).limit(1);
    return row;
  }

  /** One issue with its PDF. */
  async issueOf(orderId: number, issueNo: number): Promise<ReceiptRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orderReceipts)
      .where(and(eq(orderReceipts.orderId, orderId), eq(orderReceipts.issueNo, issueNo)))
      .limit(1);
    return row;
  }

  /** The order's issues, newest first, without their PDFs. */
  listOf(orderId: number): Promise<ReceiptListing[]> {
    return this.db.select(listed).from(orderReceipts).where(eq(orderReceipts.orderId, orderId)).orderBy(desc(orderReceipts.issueNo));
  }

  async insert(tx: Database, receipt: NewReceipt): Promise<ReceiptRow> {
    const [row] = await tx.insert(orderReceipts).values(receipt).returning();
    return row!;
  }
}
