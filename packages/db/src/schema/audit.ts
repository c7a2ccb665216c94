import { bigserial, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { staff } from './staff.ts';

/**
 * Every change a member of staff makes (issue 10): who, when, which record, before and after.
 * Append-only: a trigger (migration 0007) refuses UPDATE and DELETE for every database user, so
 * not even a group administrator or a bug can rewrite history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    /** Copied, so the line still reads right after the account's address changes. */
    staffEmail: varchar('staff_email', { length: 254 }).notNull(),
    /** The hotel the record belongs to; null for group records (staff accounts, group content). */
    hotelCode: varchar('hotel_code', { length: 16 }),
    /** What kind of record: 'room_night', 'rate_plan', 'order', 'news', 'staff', … */
    entity: varchar('entity', { length: 40 }).notNull(),
    entityId: text('entity_id').notNull(),
    /** What was done: 'update', 'create', 'check_in', 'bulk_edit', … */
    action: varchar('action', { length: 40 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_hotel_idx').on(t.hotelCode, t.at),
    index('audit_log_staff_idx').on(t.staffId, t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at),
  ],
);
