import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { meetingRequests } from './meetings.ts';
import { hotels } from './hotel.ts';
import { orderAmendments, orders } from './orders.ts';

/**
 * Notices to the hotels and alerts to the group administrator (decision 0043). A hotel notice
 * (a booking confirmed, changed or cancelled, a meeting request) is owed in the event's own transaction,
 * so a rolled-back event owes none; the unique key makes a repeated event owe nothing more. An
 * alert (hotel_code null) is owed once per failure (a job given up, a notice or confirmation that
 * spent its attempts, a reconciliation difference).
 * The send-notice job mails it and marks it: sent, skipped (no address), or failed (attempts spent).
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    /** `<orderNo>/confirmed`, `<orderNo>/cancelled`, `<orderNo>/changed/A<amendmentId>`, `meeting/<id>`, `alert/job/<job>/<jobId>`, `alert/notice/<key>`, `alert/confirmation/<key>`, `alert/reconciliation/<payId>/<kind>`. */
    key: varchar('key', { length: 160 }).notNull(),
    kind: varchar('kind', { length: 16 }).$type<'booked' | 'changed' | 'cancelled' | 'meeting' | 'job-failed' | 'reconciliation' | 'channel-failing' | 'webhook-failing' | 'overbooked'>().notNull(),
    /** The hotel told; null for an alert to the group administrator (ALERT_EMAIL). */
    hotelCode: varchar('hotel_code', { length: 16 }).references(() => hotels.code),
    orderId: integer('order_id').references(() => orders.id),
    meetingId: integer('meeting_id').references(() => meetingRequests.id),
    /** A booking change: the applied amendment (before and after), read when the notice is sent. */
    amendmentId: integer('amendment_id').references(() => orderAmendments.id),
    /** An alert's facts (job, attempts, error kind; payId, order number, ours and theirs): never personal data. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    mailState: varchar('mail_state', { length: 8 }).$type<'pending' | 'sent' | 'skipped' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** A job sending it holds it until then, so the sweep and a retry never send it twice at once. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notices_key_idx').on(t.key),
    index('notices_hotel_idx').on(t.hotelCode, t.createdAt),
    index('notices_pending_idx').on(t.createdAt).where(sql`${t.mailState} = 'pending'`),
    check('notices_mail_state_known', sql`${t.mailState} in ('pending', 'sent', 'skipped', 'failed')`),
  ],
);
