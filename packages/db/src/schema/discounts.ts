import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { members } from './user.ts';
import { orders } from './orders.ts';
import { staff } from './staff.ts';

export type DiscountKind = 'percent' | 'amount';

/**
 * Promotions staff create (decision 0042): percent or whole-CNY amount off a booking's total,
 * limited by hotels, rate plans, stay dates, booking dates (hotel dates), minimum nights and
 * member levels (empty arrays mean "all"), optionally behind a code the guest types into the
 * discount dialog (type プロモーション). used_count counts live uses: an order takes one in its
 * own transaction, and a cancelled or expired order gives it back; total_cap is held by a check.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    kind: varchar('kind', { length: 8 }).$type<DiscountKind>().notNull(),
    /** Percent (1–90) or whole CNY off the booking. */
    value: integer('value').notNull(),
    hotelCodes: text('hotel_codes').array().notNull().default(sql`'{}'::text[]`),
    rateCodes: text('rate_codes').array().notNull().default(sql`'{}'::text[]`),
    /** Every night of the stay within these hotel dates (inclusive); null: open-ended. */
    stayFrom: date('stay_from', { mode: 'string' }),
    stayTo: date('stay_to', { mode: 'string' }),
    /** The booking's hotel date within these (inclusive); null: open-ended. */
    bookFrom: date('book_from', { mode: 'string' }),
    bookTo: date('book_to', { mode: 'string' }),
    minNights: smallint('min_nights').notNull().default(1),
    memberLevels: text('member_levels').array().notNull().default(sql`'{}'::text[]`),
    /** Upper case; null: applied without a code. */
    code: varchar('code', { length: 40 }),
    totalCap: integer('total_cap'),
    perMemberCap: integer('per_member_cap'),
    usedCount: integer('used_count').notNull().default(0),
    /** Whether a member coupon may be used on top of it. */
    stackable: boolean('stackable').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Unique only among promotions sharing a hotel (decision 0042, amended): the save checks it under a lock.
    index('promotions_code_idx').on(t.code),
    check('promotions_used_within_cap', sql`${t.usedCount} >= 0 AND (${t.totalCap} IS NULL OR ${t.usedCount} <= ${t.totalCap})`),
    check('promotions_value_range', sql`${t.value} > 0 AND (${t.kind} <> 'percent' OR ${t.value} <= 90)`),
  ],
);

/** One order's use of a promotion (per-member caps count the live ones). */
export const promotionUses = pgTable(
  'promotion_uses',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the order was cancelled or expired: the use no longer counts. */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [index('promotion_uses_member_idx').on(t.promotionId, t.memberId)],
);

/**
 * A member's coupon (decision 0042): issued by staff or by rule (the welcome coupon on
 * registration, once per member). available → used by one order (in its transaction, the row
 * locked) → available again when that order is cancelled or expires; void when staff withdraw it.
 */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The spec's couponCode: what the guest and the front desk read. */
    code: varchar('code', { length: 24 }).notNull().unique(),
    title: varchar('title', { length: 60 }).notNull(),
    kind: varchar('kind', { length: 8 }).$type<DiscountKind>().notNull(),
    value: integer('value').notNull(),
    /** The booking's total must reach this (whole CNY). */
    minSpend: integer('min_spend').notNull().default(0),
    hotelCodes: text('hotel_codes').array().notNull().default(sql`'{}'::text[]`),
    source: varchar('source', { length: 16 }).$type<'welcome' | 'staff'>().notNull(),
    issuedBy: integer('issued_by').references(() => staff.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    state: varchar('state', { length: 12 }).$type<'available' | 'used' | 'void'>().notNull().default('available'),
    orderId: integer('order_id').references(() => orders.id),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('member_coupons_member_idx').on(t.memberId, t.state),
    uniqueIndex('member_coupons_one_welcome_idx').on(t.memberId).where(sql`${t.source} = 'welcome'`),
    check('member_coupons_value_range', sql`${t.value} > 0 AND (${t.kind} <> 'percent' OR ${t.value} <= 90)`),
    check('member_coupons_used_has_order', sql`(${t.state} = 'used') = (${t.orderId} IS NOT NULL)`),
  ],
);
