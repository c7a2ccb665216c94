import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    /** National number without the dial code, e.g. 13800000000. */
    mobile: varchar('mobile', { length: 20 }).notNull().unique(),
    dialCode: varchar('dial_code', { length: 8 }).notNull().default('+86'),
    name: text('name').notNull(),
    /** 1 = Mr., 0 = Ms. (spec). */
    sex: smallint('sex').notNull(),
    birthday: date('birthday'),
    country: text('country'),
    /** The language the member registered in (decision 0072): what mail to the member, not about one booking, is written in. */
    language: varchar('language', { length: 2 }).$type<'ja' | 'zh' | 'en'>().notNull().default('ja'),
    /** Self-describing scrypt string (see apps/server/src/lib/password.ts). */
    passwordHash: text('password_hash').notNull(),
    /** Consecutive failed password logins; reset by a successful one or by a lockout. */
    passwordFailures: smallint('password_failures').notNull().default(0),
    /** Password login is refused until this moment (SMS-code login still works). */
    passwordLockedUntil: timestamp('password_locked_until', { withTimezone: true }),
    /** Consecutive wrong passwords at member-card payment; reset by a right one or by a lockout. */
    cardPasswordFailures: smallint('card_password_failures').notNull().default(0),
    /** Member-card payment is refused until this moment (docs/decisions/0017). */
    cardLockedUntil: timestamp('card_locked_until', { withTimezone: true }),
    cardNo: varchar('card_no', { length: 20 }).notNull().unique(),
    level: varchar('level', { length: 16 }).$type<'silver' | 'gold' | 'platinum' | 'diamond'>().notNull().default('silver'),
    points: integer('points').notNull().default(0),
    /** Stored value for member-card payment, whole CNY. */
    balance: integer('balance').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the member closed the account: the personal fields then hold placeholders (docs/privacy.md). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('members_balance_not_negative', sql`${t.balance} >= 0`),
    check('members_points_not_negative', sql`${t.points} >= 0`),
    check('members_language_known', sql`${t.language} in ('ja', 'zh', 'en')`),
  ],
);

/**
 * Every change of a member's points (members.points is the running balance): points a completed
 * stay earned, and staff adjustments with their reason. One 'stay' line per order at most, so a
 * stay never earns twice however often check-out or the completing job runs.
 */
export const memberPoints = pgTable(
  'member_points',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** 'stay' (earned by a completed order) or 'adjustment' (staff, with a reason). */
    kind: varchar('kind', { length: 16 }).$type<'stay' | 'adjustment'>().notNull(),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    /** The order a stay line is for (orders.id); null for adjustments. */
    orderId: integer('order_id'),
    /** The member of staff who adjusted or completed; null for the completing job. */
    staffId: integer('staff_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('member_points_member_idx').on(t.memberId, t.at),
    uniqueIndex('member_points_one_stay_per_order').on(t.orderId).where(sql`${t.kind} = 'stay'`),
    check('member_points_kind_known', sql`${t.kind} in ('stay', 'adjustment')`),
  ],
);

/**
 * Consents a member gave (today: the privacy policy at registration), kept while the account
 * exists and erased with it: which policy version, when, how it was stated, from which network
 * (the client address truncated to /24 for IPv4 and /48 for IPv6, never the full address).
 */
export const memberConsents = pgTable(
  'member_consents',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** 'privacy_policy' (the only kind so far). */
    kind: varchar('kind', { length: 32 }).$type<'privacy_policy'>().notNull(),
    /** The policy's revision date as shown on the page (PRIVACY_POLICY_VERSION). */
    policyVersion: varchar('policy_version', { length: 32 }).notNull(),
    /** 'checkbox': the client sent agreeStatus true; 'unstated': a spec client that sent none (decision 0033). */
    source: varchar('source', { length: 16 }).$type<'checkbox' | 'unstated'>().notNull(),
    clientNetwork: varchar('client_network', { length: 64 }),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
    /** When the member withdrew it (closing the account withdraws every consent). */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('member_consents_member_idx').on(t.memberId), check('member_consents_source_known', sql`${t.source} in ('checkbox', 'unstated')`)],
);
