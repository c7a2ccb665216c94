import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { staff } from './staff.ts';

/**
 * Who made a line's change: a member of staff, a guest changing their own booking (issue 25), or a
 * channel manager delivering a travel site's reservation (issue 26), or a PMS using an integration
 * API key (issue 27: the key's name in staff_email).
 */
export const AUDIT_ACTORS = ['staff', 'guest', 'channel', 'integration'] as const;
export type AuditActorKind = (typeof AUDIT_ACTORS)[number];

/**
 * Every change a member of staff makes (issue 10), and a guest's change of a booking (issue 25):
 * who, when, which record, before and after.
 * Append-only: a trigger (migration 0007) refuses UPDATE and DELETE for every database user, so
 * not even a group administrator or a bug can rewrite history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** 'staff': staff_id names them; 'guest': no staff_id (the guest's member id is in `after`); 'channel': the connection's name in staff_email. */
    actor: varchar('actor', { length: 16, enum: AUDIT_ACTORS }).notNull().default('staff'),
    staffId: integer('staff_id').references(() => staff.id),
    /** Copied, so the line still reads right after the account's address changes; '' for a guest; the connection's name for a channel. */
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
    check('audit_log_actor_check', sql`(${t.actor} = 'staff') = (${t.staffId} IS NOT NULL) AND ${t.actor} IN ('staff', 'guest', 'channel', 'integration')`),
  ],
);
