import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { hotels } from './hotel.ts';
import { orders } from './orders.ts';

/** What happened to a reservation, as a webhook names it (issue 27, decision 0064). */
export const WEBHOOK_EVENT_TYPES = ['reservation.created', 'reservation.changed', 'reservation.cancelled', 'reservation.checked_in', 'reservation.checked_out'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * Where a hotel's PMS hears of its reservations (issue 27, decision 0064): one https address per
 * row, configured by the group administrator. The signing secret is sealed (SecretBox, under
 * CHANNEL_SECRET_KEY) because signing needs it in clear; it is shown once, at creation.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  hotelCode: varchar('hotel_code', { length: 16 })
    .notNull()
    .references(() => hotels.code),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  secretSealed: text('secret_sealed').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** One sender at a time per endpoint, in any process (as channel connections). */
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  /** After a failed delivery: none before then (the back-off). */
  nextTryAt: timestamp('next_try_at', { withTimezone: true }),
  failingSince: timestamp('failing_since', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A reservation's event owed to one endpoint, written by a trigger on `orders` (migration 0030) in
 * the transaction that changed the order, whoever changed it. `payload` is fixed the first time it
 * is sent, so every retry carries the same body (and the same id) until the receiver acknowledges it.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: uuid('event_id').notNull().unique().default(sql`gen_random_uuid()`),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    type: varchar('type', { length: 32 }).$type<WebhookEventType>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    state: varchar('state', { length: 12 }).$type<'pending' | 'delivered'>().notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    lastTriedAt: timestamp('last_tried_at', { withTimezone: true }),
    /** The receiver's HTTP status of the last try (null: no answer). */
    lastStatus: smallint('last_status'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_events_endpoint_idx').on(t.endpointId, t.state, t.id),
    index('webhook_events_order_idx').on(t.orderId),
    check('webhook_events_state_known', sql`${t.state} in ('pending', 'delivered')`),
    check('webhook_events_type_known', sql`${t.type} in ('reservation.created', 'reservation.changed', 'reservation.cancelled', 'reservation.checked_in', 'reservation.checked_out')`),
  ],
);

/** Each try of an event: the endpoint's delivery log. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventRowId: integer('event_row_id').notNull(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ok: boolean('ok').notNull(),
    httpStatus: smallint('http_status'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempts_endpoint_idx').on(t.endpointId, t.at)],
);
