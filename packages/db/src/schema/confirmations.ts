import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { orderAmendments, orders } from './orders.ts';

/**
 * Confirmations owed to the guest (decision 0041): one row per order event, written in the
 * event's own transaction (a rolled-back order owes nothing), then sent by the send-confirmation
 * job. `key` (order number + event) makes the event happen once; each channel's state makes a
 * retried job send only what has not gone yet. pending: to send; sent; skipped: no address or no
 * transport. No personal data: the job reads the order when it sends.
 */
export const guestConfirmations = pgTable(
  'guest_confirmations',
  {
    id: serial('id').primaryKey(),
    /** `<orderNo>/confirmed`, `<orderNo>/cancelled`, `<orderNo>/refunded/<refundId>`, `<orderNo>/changed/A<amendmentId>`. */
    key: varchar('key', { length: 80 }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    event: varchar('event', { length: 16 }).notNull(),
    /** The refund's amount (whole CNY) for a refund event; null otherwise. */
    refundAmount: integer('refund_amount'),
    /** A change event: the applied amendment it tells of (its before and after, read when sent); null otherwise. */
    amendmentId: integer('amendment_id').references(() => orderAmendments.id),
    mailState: varchar('mail_state', { length: 8 }).notNull().default('pending'),
    smsState: varchar('sms_state', { length: 8 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** A job sending it holds it until then, so the sweep and a retry never send it twice at once. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('guest_confirmations_key_idx').on(t.key), index('guest_confirmations_pending_idx').on(t.createdAt).where(sql`${t.sentAt} is null`)],
);

/**
 * Demo mode without SMTP_URL: the e-mail that would have gone, shown at GET /__dev/mail and
 * kept a day (like sms_outbox). Never written when a real SMTP transport is configured.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  /** The calendar attachment (text/calendar), if any. */
  ics: text('ics'),
  /** Order number + event, so the list says what each mail was about. */
  reference: varchar('reference', { length: 80 }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});
