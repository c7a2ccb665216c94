import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { hotels } from './catalog.ts';
import { orders } from './orders.ts';
import { staff } from './staff.ts';
import { rateTermColumns, stayColumns } from './stay-columns.ts';

/** One night of a stay as priced when the rooms were held: whole CNY per room. */
export interface NightPrice {
  date: string;
  price: number;
}

/**
 * Rooms taken out of room_nights by checkInventory for a short time, under the orderNo that
 * submitOrder turns into an order. status: held → converted (an order now holds the rooms) or
 * released (expired; the rooms went back exactly once, guarded by this status change).
 */
export const roomHolds = pgTable(
  'room_holds',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull().unique(),
    ...stayColumns(),
    ...rateTermColumns(),
    nightlyPrices: jsonb('nightly_prices').$type<NightPrice[]>().notNull(),
    totalAmount: integer('total_amount').notNull(),
    /** The promotion priced in when the rooms were held (decision 0042); the order re-checks it. */
    promotionId: integer('promotion_id'),
    promotionAmount: integer('promotion_amount').notNull().default(0),
    status: varchar('status', { length: 16 }).$type<'held' | 'converted' | 'released'>().notNull().default('held'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('room_holds_status_expiry_idx').on(t.status, t.expiresAt)],
);

/**
 * Online payments of an order (QR methods). status: pending → paid, or refund_due when the
 * provider reports money for an order that can no longer be paid (expired or cancelled; staff
 * refund it), or closed when the order lapsed unpaid and the provider's trade was closed.
 * At most one pending payment per order and method: a repeated pay request gets the same one,
 * and its stored qr_content, without asking the provider again.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** Our out_trade_no at Alipay and WeChat Pay (WeChat allows ≤ 32 characters). */
    payId: varchar('pay_id', { length: 40 }).notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    method: varchar('method', { length: 16 }).$type<'alipay' | 'wechat'>().notNull(),
    /** Whole CNY, the order's amount; the providers get it in fen (× 100). */
    amount: integer('amount').notNull(),
    status: varchar('status', { length: 16 }).$type<PaymentStatus>().notNull().default('pending'),
    /** Alipay trade_no / WeChat transaction_id, once paid. */
    providerTradeNo: varchar('provider_trade_no', { length: 64 }),
    /** What the provider's precreate / native call gave: the QR shown to the guest. */
    qrContent: text('qr_content'),
    /** The last time checkpayret asked the provider (throttles the polling). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When reconciliation confirmed a settled payment with the provider (once). */
    reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_one_pending_idx').on(t.orderId, t.method).where(sql`${t.status} = 'pending'`),
    index('payments_status_created_idx').on(t.status, t.createdAt),
  ],
);

export type PaymentStatus = 'pending' | 'paid' | 'refund_due' | 'closed';
export type RefundStatus = 'requested' | 'processing' | 'succeeded' | 'failed';

/**
 * Money given back on a payment. refund_id is ours and goes to the provider as out_request_no
 * (Alipay) / out_refund_no (WeChat), so the provider refunds it at most once however often we ask.
 * status: requested (stored, the provider not yet sure to have it) → processing → succeeded or failed.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    refundId: varchar('refund_id', { length: 32 }).notNull().unique(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    /** Whole CNY, like payments.amount. */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    status: varchar('status', { length: 16 }).$type<RefundStatus>().notNull().default('requested'),
    /** The provider's reason when it failed. */
    failure: text('failure'),
    providerRefundNo: varchar('provider_refund_no', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('refunds_payment_idx').on(t.paymentId), index('refunds_status_updated_idx').on(t.status, t.updatedAt)],
);

/** Meeting and banquet requests from the Meetings pages, for the hotel to call back. */
export const meetingRequests = pgTable(
  'meeting_requests',
  {
    id: serial('id').primaryKey(),
    hotelCode: varchar('hotel_code', { length: 16 })
      .notNull()
      .references(() => hotels.code),
    applyName: text('apply_name').notNull(),
    contactPhone: varchar('contact_phone', { length: 20 }).notNull(),
    meetingType: text('meeting_type').notNull(),
    peopleNums: varchar('people_nums', { length: 16 }).notNull(),
    beginTime: timestamp('begin_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** The guest's own note from the form. */
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The back office's answer: new → contacted → confirmed or declined (MEETING_TRANSITIONS). */
    status: varchar('status', { length: 16 }).$type<'new' | 'contacted' | 'confirmed' | 'declined'>().notNull().default('new'),
    /** Staff only: never shown to the guest. */
    staffNote: text('staff_note').notNull().default(''),
    /** The last change by staff, and who made it. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => staff.id),
  },
  (t) => [
    index('meeting_requests_hotel_idx').on(t.hotelCode, t.createdAt),
    index('meeting_requests_hotel_status_idx').on(t.hotelCode, t.status, t.createdAt),
    check('meeting_requests_status_known', sql`${t.status} in ('new', 'contacted', 'confirmed', 'declined')`),
  ],
);
