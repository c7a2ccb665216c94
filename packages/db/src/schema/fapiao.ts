import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bytea } from './column-types.ts';
import { hotels } from './hotel.ts';
import { orders } from './orders.ts';
import { staff } from './staff.ts';
import { members } from './user.ts';

/** requested 依頼済 → issued 発行済 (the e-invoice uploaded) → sent 送付済 (the guest told), or rejected 差戻し. */
export const FAPIAO_STATES = ['requested', 'issued', 'sent', 'rejected'] as const;
export type FapiaoState = (typeof FAPIAO_STATES)[number];

/**
 * A guest's request for a fapiao (发票) for an order (issue 28). 个人 (personal: a name) or 企业
 * (company: 抬头 and 税号); a 专用发票 (special VAT invoice) also needs the company's address,
 * phone, bank and account. The hotel's finance staff issue it through the tax system and upload
 * the e-invoice. Tax numbers, company and bank details are personal data (decision 0033).
 * At most one open (not rejected) request per order.
 */
export const fapiaoRequests = pgTable(
  'fapiao_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    hotelCode: varchar('hotel_code', { length: 16 })
      .notNull()
      .references(() => hotels.code),
    memberId: integer('member_id').references(() => members.id),
    buyerKind: varchar('buyer_kind', { length: 12 }).$type<'personal' | 'company'>().notNull(),
    invoiceType: varchar('invoice_type', { length: 12 }).$type<'normal' | 'special'>().notNull(),
    title: text('title').notNull(),
    taxNo: varchar('tax_no', { length: 18 }),
    email: text('email').notNull(),
    companyAddress: text('company_address'),
    companyPhone: text('company_phone'),
    bankName: text('bank_name'),
    bankAccount: text('bank_account'),
    state: varchar('state', { length: 12 }).$type<FapiaoState>().notNull().default('requested'),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    issuedBy: integer('issued_by').references(() => staff.id),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('fapiao_requests_one_open_idx').on(t.orderId).where(sql`${t.state} <> 'rejected'`),
    index('fapiao_requests_hotel_state_idx').on(t.hotelCode, t.state, t.createdAt),
    index('fapiao_requests_member_idx').on(t.memberId),
    check('fapiao_requests_state_known', sql`${t.state} in ('requested', 'issued', 'sent', 'rejected')`),
    check('fapiao_requests_kind', sql`${t.buyerKind} in ('personal', 'company') and ${t.invoiceType} in ('normal', 'special')`),
  ],
);

/** The issued e-invoice of a request (PDF or OFD, checked by content, ≤ 10 MB), kept in the database, never a public file. */
export const fapiaoDocuments = pgTable('fapiao_documents', {
  requestId: integer('request_id')
    .primaryKey()
    .references(() => fapiaoRequests.id),
  fileType: varchar('file_type', { length: 4 }).$type<'pdf' | 'ofd'>().notNull(),
  fileName: text('file_name').notNull(),
  content: bytea('content').notNull(),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  uploadedBy: integer('uploaded_by')
    .notNull()
    .references(() => staff.id),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
});
