import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { hotels } from './hotel.ts';
import { staff } from './staff.ts';

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
