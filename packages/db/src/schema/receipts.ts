import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ChargeParts } from '@hotel/shared/taxes';
import { bytea } from './column-types.ts';
import { hotels } from './hotel.ts';
import { orders } from './orders.ts';
import { staff } from './staff.ts';
import { members } from './user.ts';

/** The last receipt number a hotel gave (receipt numbers run per hotel: 領収書 No.). */
export const receiptCounters = pgTable('receipt_counters', {
  hotelCode: varchar('hotel_code', { length: 16 })
    .primaryKey()
    .references(() => hotels.code),
  lastNo: integer('last_no').notNull().default(0),
});

/**
 * A receipt (領収書) issued for an order (issue 28): the order's one receipt number at its hotel,
 * and each issue of it (issue 1, then 再発行 2, 3, … when the 宛名 or 但し書き changed), with the
 * PDF as it was given, so downloading again gives the same bytes.
 */
export const orderReceipts = pgTable(
  'order_receipts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    hotelCode: varchar('hotel_code', { length: 16 })
      .notNull()
      .references(() => hotels.code),
    receiptNo: integer('receipt_no').notNull(),
    issueNo: smallint('issue_no').notNull(),
    addressee: text('addressee').notNull(),
    honorific: varchar('honorific', { length: 4 }).$type<'様' | '御中'>().notNull(),
    proviso: text('proviso').notNull(),
    amount: integer('amount').notNull(),
    charges: jsonb('charges').$type<ChargeParts>().notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** Who asked for this issue: the member from the history, or staff from the order detail. */
    memberId: integer('member_id').references(() => members.id),
    staffId: integer('staff_id').references(() => staff.id),
    pdf: bytea('pdf').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('order_receipts_issue_idx').on(t.orderId, t.issueNo),
    uniqueIndex('order_receipts_number_idx').on(t.hotelCode, t.receiptNo, t.issueNo),
    index('order_receipts_hotel_issued_idx').on(t.hotelCode, t.issuedAt),
    check('order_receipts_honorific', sql`${t.honorific} in ('様', '御中')`),
  ],
);
