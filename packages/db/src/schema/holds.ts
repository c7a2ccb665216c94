import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { ChargeParts, TaxRules } from '@hotel/shared/taxes';
import type { NightPrice } from './inventory.ts';
import { rateTermColumns, stayColumns } from './stay-columns.ts';

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
    /** The hotel's service and VAT rules the stay was priced under (decision 0068); the order keeps them. Null on holds made before them. */
    taxRules: jsonb('tax_rules').$type<TaxRules>(),
    /** What total_amount is made of (室料 / サービス料 / 増値税), before any discount: the order takes its discounts off it (takeOff). */
    charges: jsonb('charges').$type<ChargeParts>(),
    status: varchar('status', { length: 16 }).$type<'held' | 'converted' | 'released'>().notNull().default('held'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('room_holds_status_expiry_idx').on(t.status, t.expiresAt)],
);
