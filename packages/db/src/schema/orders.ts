import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { staff } from './staff.ts';
import { rateTermColumns, stayColumns } from './stay-columns.ts';

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
    revUser: text('rev_user').notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    email: text('email'),
    arrivalTime: varchar('arrival_time', { length: 16 }),
    remark: text('remark').notNull().default(''),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_member_idx').on(t.memberId, t.createdAt),
    index('orders_state_deadline_idx').on(t.state, t.payDeadline),
    // The front desk: a hotel's orders newest first, its arrivals and departures by date, and a
    // phone number by its last digits (reverse(mobile) LIKE reverse(digits) || '%').
    index('orders_hotel_created_idx').on(t.hotelCode, t.createdAt),
    index('orders_hotel_check_in_idx').on(t.hotelCode, t.checkIn),
    index('orders_hotel_check_out_idx').on(t.hotelCode, t.checkOut),
    index('orders_hotel_mobile_rev_idx').on(t.hotelCode, sql`reverse(${t.mobile}) text_pattern_ops`),
  ],
);
