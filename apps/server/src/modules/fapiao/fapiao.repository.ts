import { and, asc, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { fapiaoDocuments, fapiaoRequests, type FapiaoState } from '@hotel/db/schema/fapiao';
import type { FapiaoRequestFields } from '@hotel/shared/forms/fapiao';

export type FapiaoRequestRow = typeof fapiaoRequests.$inferSelect;
export interface DocumentFacts {
  fileType: 'pdf' | 'ofd';
  fileName: string;
  bytes: number;
}

/** What closing an account (退会済み, as on its orders) or the retention rule (削除済み) leaves in a request's personal fields. */
const erased = (title: string) => ({ title, taxNo: null, email: '', companyAddress: null, companyPhone: null, bankName: null, bankAccount: null }) as const;

/** Fapiao requests and their uploaded e-invoices (fapiao_requests, fapiao_documents). */
export class FapiaoRepository {
  constructor(private readonly db: Database) {}

  async insert(tx: Database, values: FapiaoRequestFields & { orderId: number; hotelCode: string; memberId: number | null; now: Date }): Promise<number> {
    const { now, ...fields } = values;
    const [row] = await tx
      .insert(fapiaoRequests)
      .values({ ...fields, state: 'requested', createdAt: now, updatedAt: now })
      .returning({ id: fapiaoRequests.id });
    return row!.id;
  }

  /** The order's requests, newest first (at most one is not rejected). */
  listForOrder(orderId: number): Promise<FapiaoRequestRow[]> {
    return this.db.select().from(fapiaoRequests).where(eq(fapiaoRequests.orderId, orderId)).orderBy(desc(fapiaoRequests.createdAt), desc(fapiaoRequests.id));
  }

  /** Whether the order has an open (not rejected) request, read under the caller's transaction. */
  async hasOpen(tx: Database, orderId: number): Promise<boolean> {
    const rows = await tx.select({ id: fapiaoRequests.id }).from(fapiaoRequests).where(and(eq(fapiaoRequests.orderId, orderId), ne(fapiaoRequests.state, 'rejected'))).limit(1);
    return rows.length > 0;
  }

  async findById(id: number): Promise<FapiaoRequestRow | undefined> {
    const [row] = await this.db.select().from(fapiaoRequests).where(eq(fapiaoRequests.id, id));
    return row;
  }

  /** The row locked for a state change: two staff acting at once take turns. */
  async lockById(tx: Database, id: number): Promise<FapiaoRequestRow | undefined> {
    const [row] = await tx.select().from(fapiaoRequests).where(eq(fapiaoRequests.id, id)).for('update');
    return row;
  }

  /** One hotel's requests in a state (or every state), oldest first: the queue is worked in order. */
  listForHotel(hotelCode: string, state: FapiaoState | 'all', limit: number): Promise<FapiaoRequestRow[]> {
    const where = state === 'all' ? eq(fapiaoRequests.hotelCode, hotelCode) : and(eq(fapiaoRequests.hotelCode, hotelCode), eq(fapiaoRequests.state, state));
    const order = state === 'all' ? [sql`case ${fapiaoRequests.state} when 'requested' then 0 when 'issued' then 1 else 2 end`, asc(fapiaoRequests.createdAt)] : [asc(fapiaoRequests.createdAt)];
    return this.db.select().from(fapiaoRequests).where(where).orderBy(...order, asc(fapiaoRequests.id)).limit(limit);
  }

  async documentFacts(requestIds: number[]): Promise<Map<number, DocumentFacts>> {
    if (requestIds.length === 0) return new Map();
    const rows = await this.db
      .select({ requestId: fapiaoDocuments.requestId, fileType: fapiaoDocuments.fileType, fileName: fapiaoDocuments.fileName, bytes: sql<number>`octet_length(${fapiaoDocuments.content})::int` })
      .from(fapiaoDocuments)
      .where(inArray(fapiaoDocuments.requestId, requestIds));
    return new Map(rows.map(({ requestId, ...facts }) => [requestId, facts]));
  }

  async document(requestId: number) {
    const [row] = await this.db.select({ fileType: fapiaoDocuments.fileType, fileName: fapiaoDocuments.fileName, content: fapiaoDocuments.content }).from(fapiaoDocuments).where(eq(fapiaoDocuments.requestId, requestId));
    return row;
  }

  /** Stores the e-invoice (replacing an earlier upload of the same request) and marks the request 発行済. */
  async storeIssued(tx: Database, id: number, file: { fileType: 'pdf' | 'ofd'; fileName: string; content: Buffer; sha256: string }, staffId: number, now: Date): Promise<void> {
    const values = { ...file, uploadedBy: staffId, uploadedAt: now };
    await tx.insert(fapiaoDocuments).values({ requestId: id, ...values }).onConflictDoUpdate({ target: fapiaoDocuments.requestId, set: values });
    await tx.update(fapiaoRequests).set({ state: 'issued', issuedAt: now, issuedBy: staffId, updatedAt: now }).where(eq(fapiaoRequests.id, id));
  }

  async markSent(tx: Database, id: number, now: Date): Promise<void> {
    await tx.update(fapiaoRequests).set({ state: 'sent', sentAt: now, updatedAt: now }).where(eq(fapiaoRequests.id, id));
  }

  /** 差戻し: the request closes (the order may be asked for again) and any uploaded file goes with it. */
  async markRejected(tx: Database, id: number, reason: string, now: Date): Promise<void> {
    await tx.delete(fapiaoDocuments).where(eq(fapiaoDocuments.requestId, id));
    await tx.update(fapiaoRequests).set({ state: 'rejected', rejectReason: reason, updatedAt: now }).where(eq(fapiaoRequests.id, id));
  }

  /** The member's requests for their data download, oldest first. */
  exportOf(memberId: number) {
    return this.db
      .select({
        orderId: fapiaoRequests.orderId,
        hotelCode: fapiaoRequests.hotelCode,
        state: fapiaoRequests.state,
        buyerKind: fapiaoRequests.buyerKind,
        invoiceType: fapiaoRequests.invoiceType,
        title: fapiaoRequests.title,
        taxNo: fapiaoRequests.taxNo,
        email: fapiaoRequests.email,
        companyAddress: fapiaoRequests.companyAddress,
        companyPhone: fapiaoRequests.companyPhone,
        bankName: fapiaoRequests.bankName,
        bankAccount: fapiaoRequests.bankAccount,
        rejectReason: fapiaoRequests.rejectReason,
        createdAt: fapiaoRequests.createdAt,
        issuedAt: fapiaoRequests.issuedAt,
        sentAt: fapiaoRequests.sentAt,
      })
      .from(fapiaoRequests)
      .where(eq(fapiaoRequests.memberId, memberId))
      .orderBy(asc(fapiaoRequests.createdAt), asc(fapiaoRequests.id));
  }

  /**
   * Closing the account (decision 0033): the buyer's name, 税号, e-mail, company and bank details
   * are erased like the orders' guest fields; state and dates stay, and so does an issued
   * e-invoice, which is the hotel's tax record as the order is its accounting record.
   */
  async anonymize(tx: Database, memberId: number, now: Date): Promise<number> {
    const rows = await tx.update(fapiaoRequests).set({ ...erased('退会済み'), updatedAt: now }).where(eq(fapiaoRequests.memberId, memberId)).returning({ id: fapiaoRequests.id });
    return rows.length;
  }

  /** Retention: a request sent back (差戻し) before `before` keeps no personal data; nothing was issued from it. */
  async eraseRejectedBefore(before: Date): Promise<number> {
    const rows = await this.db
      .update(fapiaoRequests)
      .set(erased('削除済み'))
      .where(and(eq(fapiaoRequests.state, 'rejected'), lt(fapiaoRequests.updatedAt, before), ne(fapiaoRequests.email, '')))
      .returning({ id: fapiaoRequests.id });
    return rows.length;
  }
}
