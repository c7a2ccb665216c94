import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
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
    discountAmount: integer('discount_amount').notNull().default(0),
    actualAmount: integer('actual_amount').notNull(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_member_idx').on(t.memberId, t.createdAt), index('orders_state_deadline_idx').on(t.state, t.payDeadline)],
);
