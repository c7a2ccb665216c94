import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { staff } from './staff.ts';

/** Staff notes on an order, appended and kept with their author and time (never edited). */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    /** Copied, so the note still reads right after the account changes. */
    staffName: text('staff_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.id)],
);
