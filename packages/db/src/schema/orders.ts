import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ChargeParts, TaxRules } from '@hotel/shared/taxes';
import type { NightPrice } from './inventory.ts';
import { staff } from './staff.ts';
import { rateTermColumns, stayColumns, type NightQty, type RoomNightsOf } from './stay-columns.ts';
import { members } from './user.ts';

/**
 * Where a booking was made: on the site, by staff for a guest on the phone, at the desk or by mail
 * (issue 25), or on a travel site through a channel manager (issue 26).
 */
export type OrderSource = 'web' | 'phone' | 'walk_in' | 'email' | 'channel';


/**
 * Room orders. state: 0 booked (awaiting payment or pay at hotel), 1 confirmed (paid),
 * 2 cancelled, 9 completed (stayed), 10 expired (prepaid order not paid in time).
 * payResult: 1 paid, 0 unpaid. Amounts are whole CNY decided by the server.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull().unique(),
    revNo: varchar('rev_no', { length: 32 }).notNull().unique(),
    ...stayColumns(),
    // A staff-made booking for a guest who is not a member has none (decision 0059); the key keeps its place.
    memberId: integer('member_id').references(() => members.id),
    revUser: text('rev_user').notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    email: text('email'),
    arrivalTime: varchar('arrival_time', { length: 16 }),
    remark: text('remark').notNull().default(''),
    /** The language the guest booked in (ja, zh, en; decision 0072): what their mail and papers are written in. */
    language: varchar('language', { length: 2 }).$type<'ja' | 'zh' | 'en'>().notNull().default('ja'),
    ...rateTermColumns(),
    totalAmount: integer('total_amount').notNull(),
    /** promotionAmount + couponAmount (decision 0042); actualAmount = totalAmount − discountAmount. */
    discountAmount: integer('discount_amount').notNull().default(0),
    actualAmount: integer('actual_amount').notNull(),
    promotionId: integer('promotion_id'),
    promotionAmount: integer('promotion_amount').notNull().default(0),
    couponId: integer('coupon_id'),
    couponAmount: integer('coupon_amount').notNull().default(0),
    payResult: smallint('pay_result').notNull().default(0),
    state: smallint('state').notNull().default(0),
    payCode: varchar('pay_code', { length: 16 }),
    /** Unpaid prepaid orders give their rooms back after this moment. */
    payDeadline: timestamp('pay_deadline', { withTimezone: true }),
    /**
     * True when this order took its rooms out of room_nights (every order booked online).
     * Seeded history orders are false: their rooms are part of the generated sold counts.
     */
    roomsHeld: boolean('rooms_held').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * Front desk (docs/decisions/0024): check-in is recorded here and does not change the spec's
     * state; check-out (or the completing job, by null) makes the stay state 9.
     */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: integer('checked_in_by').references(() => staff.id),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    /** Null when the completing job checked the stay out. */
    checkedOutBy: integer('checked_out_by').references(() => staff.id),
    /** A no-show (state 2): the reason staff gave and the charge the policy allowed (whole CNY). */
    noShowReason: text('no_show_reason'),
    noShowCharge: integer('no_show_charge'),
    /** A cancellation by staff: who, and the charge the policy allowed (whole CNY). */
    cancelledBy: integer('cancelled_by').references(() => staff.id),
    cancelCharge: integer('cancel_charge'),
    /** web, or the staff's phone / walk_in / email booking, and who made it (decision 0059). */
    source: varchar('source', { length: 16 }).$type<OrderSource>().notNull().default('web'),
    bookedBy: integer('booked_by').references(() => staff.id),
    /** A channel order (decision 0063): the travel site's name and the channel manager's reservation id. */
    channelName: text('channel_name'),
    channelResId: varchar('channel_res_id', { length: 64 }),
    /**
     * A channel order for nights we no longer had (decision 0063): the rooms of each night it could
     * not take. Its give-back leaves these out; null when it took every room.
     */
    overbookedNights: jsonb('overbooked_nights').$type<NightQty[]>(),
    /**
     * The stay's price per room and night as sold (the hold's, then each applied change's): nights a
     * change keeps keep these. Null only on seeded history orders, which are never changed.
     */
    nightlyPrices: jsonb('nightly_prices').$type<NightPrice[]>(),
    /**
     * The service and VAT rules the booking was sold under (decision 0068; a change's added nights
     * are priced under the rules of its day), and what actual_amount is made of. Null on orders
     * made before them: the default rules, both included.
     */
    taxRules: jsonb('tax_rules').$type<TaxRules>(),
    charges: jsonb('charges').$type<ChargeParts>(),
    /** How many changes were applied: the calendar file's SEQUENCE (+1 when cancelled). */
    amendmentCount: smallint('amendment_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The transaction that last wrote the row (pg_current_xact_id(), set by a trigger, migration
     * 0030): the integration API's cursor of changed reservations reads only below the oldest
     * transaction still running, so a slow commit is never skipped (decision 0065).
     */
    changeXid: bigint('change_xid', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('orders_member_idx').on(t.memberId, t.createdAt),
    index('orders_state_deadline_idx').on(t.state, t.payDeadline),
    // The front desk: a hotel's orders newest first, its arrivals and departures by date, and a
    // phone number by its last digits (reverse(mobile) LIKE reverse(digits) || '%').
    index('orders_hotel_created_idx').on(t.hotelCode, t.createdAt),
    index('orders_hotel_check_in_idx').on(t.hotelCode, t.checkIn),
    index('orders_hotel_check_out_idx').on(t.hotelCode, t.checkOut),
    index('orders_hotel_change_idx').on(t.hotelCode, t.changeXid, t.id),
    check('orders_language_known', sql`${t.language} in ('ja', 'zh', 'en')`),
    index('orders_hotel_mobile_rev_idx').on(t.hotelCode, sql`reverse(${t.mobile}) text_pattern_ops`),
  ],
);

/** A stay as an amendment records it before and after: the order's stay, rate terms and money. */
export interface AmendedStay {
  checkIn: string;
  checkOut: string;
  nights: number;
  roomTypeCode: string;
  roomTypeName: string;
  rateCode: string;
  rateName: string;
  roomQty: number;
  adultNum: number;
  childrenNum: number;
  breakfast: string;
  payment: 'hotel' | 'prepaid';
  isFreeCancel: boolean;
  freeCancelHours: number;
  cancelNote: string;
  changesUntilHours: number | null;
  nightlyPrices: NightPrice[];
  totalAmount: number;
  promotionId: number | null;
  promotionAmount: number;
  couponId: number | null;
  couponAmount: number;
  actualAmount: number;
  /**
   * What actualAmount is made of, kept nights under the order's rules and new nights under the
   * rules of the change's day (decision 0068). Absent on changes made before them.
   */
  charges?: ChargeParts;
}

/**
 * What an amendment does to room_nights: `take`, the nights the new stay needs that its order did
 * not hold (a longer stay's added nights, more rooms, every night of another room type), taken
 * when it is asked for; `give`, the order's nights the new stay drops, given back when it is applied.
 */
export interface AmendmentRooms {
  take: RoomNightsOf;
  give: RoomNightsOf;
}

export type { NightQty, RoomNightsOf };

export type AmendmentState = 'pending' | 'applied' | 'expired' | 'withdrawn';

/**
 * A change of a booking (decision 0059). pending: its new nights are taken and it waits for the
 * difference to be paid until expires_at; applied: the order was rewritten to `after` in the same
 * transaction; expired / withdrawn: its taken nights went back (exactly once, guarded by this state).
 * One pending amendment per order. new_amount … rule are changeMoney's answer.
 */
export const orderAmendments = pgTable(
  'order_amendments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    state: varchar('state', { length: 16 }).$type<AmendmentState>().notNull().default('pending'),
    /** The member who asked, or the staff member who made it (one of the two). */
    memberId: integer('member_id').references(() => members.id),
    staffId: integer('staff_id').references(() => staff.id),
    reason: text('reason').notNull().default(''),
    before: jsonb('before').$type<AmendedStay>().notNull(),
    after: jsonb('after').$type<AmendedStay>().notNull(),
    taken: jsonb('taken').$type<AmendmentRooms | null>(),
    /** Nights whose price staff set by hand (with the reason above), per room. */
    overrides: jsonb('overrides').$type<NightPrice[] | null>(),
    newAmount: integer('new_amount').notNull(),
    difference: integer('difference').notNull(),
    toPay: integer('to_pay').notNull(),
    refund: integer('refund').notNull(),
    charge: integer('charge').notNull(),
    rule: text('rule').notNull(),
    /** What the guest was told of a promotion or coupon the new stay no longer gets ('' when none). */
    discountNote: text('discount_note').notNull().default(''),
    /** How the difference was paid (alipay, wechat, card, desk) once applied with one. */
    paidWith: varchar('paid_with', { length: 16 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_amendments_one_pending_idx').on(t.orderId).where(sql`${t.state} = 'pending'`),
    index('order_amendments_order_idx').on(t.orderId, t.createdAt),
    index('order_amendments_state_expiry_idx').on(t.state, t.expiresAt),
  ],
);
