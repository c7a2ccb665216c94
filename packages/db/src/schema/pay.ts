import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { orderAmendments, orders } from './orders.ts';
import { staff } from './staff.ts';

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
    /** A change's difference (decision 0059): settling this payment applies the change, not the order's payment. */
    amendmentId: integer('amendment_id').references(() => orderAmendments.id),
    /** Whole CNY, the order's amount (or the change's difference); the providers get it in fen (× 100). */
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
    uniqueIndex('payments_one_pending_idx').on(t.orderId, t.method).where(sql`${t.status} = 'pending' and ${t.amendmentId} is null`),
    uniqueIndex('payments_one_pending_change_idx').on(t.amendmentId, t.method).where(sql`${t.status} = 'pending' and ${t.amendmentId} is not null`),
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

/**
 * A payment link staff sent for one order (decision 0059): the token is 32 random bytes shown
 * once (in the SMS or mail), stored as its SHA-256; it opens that order's QR pay page, without a
 * member login, until the order's pay deadline.
 */
export const orderPayLinks = pgTable(
  'order_pay_links',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    sentVia: varchar('sent_via', { length: 8 }).$type<'sms' | 'email'>().notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => staff.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_pay_links_order_idx').on(t.orderId)],
);
