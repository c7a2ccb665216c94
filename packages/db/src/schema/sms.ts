import { sql } from 'drizzle-orm';
import { index, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** SMS verification codes: stored hashed, single use, bound to number and purpose. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    /** 1 = registration, 2 = login. */
    purpose: smallint('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    clientIp: varchar('client_ip', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_codes_mobile_idx').on(t.mobile, t.createdAt),
    index('sms_codes_ip_idx').on(t.clientIp, t.createdAt),
    // The SMS pumping cap counts a block of numbers: the number without its last four digits,
    // 11-digit mainland and E.164 alike (decisions 0028, 0077). The repository's query uses this expression.
    index('sms_codes_block_idx').on(sql`left(${t.mobile}, -4)`, t.createdAt),
  ],
);

/** Messages written by the console SMS provider (development and tests only). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    purpose: smallint('purpose').notNull(),
    code: varchar('code', { length: 6 }).notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.mobile, t.sentAt)],
);
