import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** pmsxchange: a channel manager (SiteMinder, decision 0062); google: Google's hotel prices from an ARI feed (decision 0066). */
export type ChannelType = 'pmsxchange' | 'google';

/**
 * Channel manager connections (issue 26, decision 0062): the system that sells our rooms on the
 * travel sites. One row per connection, configured by the group administrator. The password is
 * sealed under CHANNEL_SECRET_KEY and never read back to a page. `hotelCodes`: the hotels it sells.
 */
export const channelConnections = pgTable(
  'channel_connections',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: varchar('type', { length: 16 }).$type<ChannelType>().notNull(),
    /** https, and not a private, loopback or link-local address unless CHANNEL_ALLOWED_HOSTS names it. */
    endpointUrl: text('endpoint_url').notNull(),
    /** The channel's id for us (pmsXchange: POS/Source/RequestorID@ID; Google: the partner key). */
    requestorId: varchar('requestor_id', { length: 64 }).notNull(),
    /** '' for google: Google knows the sender by its IP address (allow-listed in Hotel Center), not by an account. */
    username: varchar('username', { length: 128 }).notNull(),
    /** The password, sealed (AES-256-GCM, v1.<iv>.<tag>.<ciphertext>); google: an empty one, sealed. */
    passwordSealed: text('password_sealed').notNull(),
    hotelCodes: varchar('hotel_codes', { length: 16 }).array().notNull().default(sql`'{}'::varchar[]`),
    enabled: boolean('enabled').notNull().default(false),
    /** One sender at a time per connection, in any process: it holds the connection until then. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** After a failed send: no send before then (the back-off, from the application's clock). */
    nextTryAt: timestamp('next_try_at', { withTimezone: true }),
    /** Failing since (first failure after the last success); null while it works. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** When the group administrator was alerted about this failing spell (once per spell). */
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('channel_connections_type_known', sql`${t.type} in ('pmsxchange', 'google')`)],
);

/**
 * Our codes to the channel's (decision 0062): a hotel to its HotelCode, a room type to its
 * InvTypeCode, a rate plan to its RatePlanCode. What is not mapped is not sent (and is listed so).
 */
export const channelMappings = pgTable(
  'channel_mappings',
  {
    connectionId: integer('connection_id')
      .notNull()
      .references(() => channelConnections.id, { onDelete: 'cascade' }),
    hotelCode: varchar('hotel_code', { length: 16 }).notNull(),
    kind: varchar('kind', { length: 8 }).$type<'hotel' | 'room' | 'rate'>().notNull(),
    /** The hotel code itself for kind 'hotel'. */
    ourCode: varchar('our_code', { length: 20 }).notNull(),
    channelCode: varchar('channel_code', { length: 64 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.connectionId, t.hotelCode, t.kind, t.ourCode] }), check('channel_mappings_kind_known', sql`${t.kind} in ('hotel', 'room', 'rate')`)],
);

/**
 * What a connection owes the channel: a room type's night whose rooms, price or restrictions
 * changed. Written by triggers on room_nights and rate_plans in the transaction that made the
 * change (migration 0028), whoever made it. A row names the night, not its values: the sender reads
 * them when it sends, so consecutive changes of one night fold into one pending row (the partial
 * unique index) and a superseded value is never sent.
 */
export const channelOutbox = pgTable(
  'channel_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => channelConnections.id, { onDelete: 'cascade' }),
    hotelCode: varchar('hotel_code', { length: 16 }).notNull(),
    roomTypeCode: varchar('room_type_code', { length: 20 }).notNull(),
    stayDate: date('stay_date').notNull(),
    /** pending → sending (claimed by the connection's one sender) → sent; a failed send puts it back to pending. */
    state: varchar('state', { length: 8 }).$type<'pending' | 'sending' | 'sent'>().notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('channel_outbox_pending_idx').on(t.connectionId, t.hotelCode, t.roomTypeCode, t.stayDate).where(sql`${t.state} = 'pending'`),
    index('channel_outbox_connection_idx').on(t.connectionId, t.state, t.id),
    check('channel_outbox_state_known', sql`${t.state} in ('pending', 'sending', 'sent')`),
  ],
);

/** What was sent to a channel and what it answered (the sync log managers read), newest first. */
export const channelSyncLog = pgTable(
  'channel_sync_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => channelConnections.id, { onDelete: 'cascade' }),
    hotelCode: varchar('hotel_code', { length: 16 }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** changes: from the outbox; full: the whole horizon; reservations: a retrieval. */
    run: varchar('run', { length: 16 }).$type<'changes' | 'full' | 'reservations'>().notNull(),
    /** The OTA message sent (OTA_HotelAvailNotifRQ, OTA_HotelRateAmountNotifRQ, OTA_ReadRQ, …). */
    message: varchar('message', { length: 40 }).notNull(),
    firstNight: date('first_night'),
    lastNight: date('last_night'),
    /** Elements in the message (AvailStatusMessage, RateAmountMessage, reservations). */
    items: integer('items').notNull().default(0),
    ok: boolean('ok').notNull(),
    httpStatus: smallint('http_status'),
    /** The channel's own words on a failure (Error@ShortText and code), or the network error. */
    error: text('error'),
    /** EchoToken and figures; never credentials or guests' personal data. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [index('channel_sync_log_connection_idx').on(t.connectionId, t.at)],
);

/**
 * A reservation a channel manager delivered (decision 0063) and the orders it became (one per
 * room type, rate plan and stay of its room stays). `version` is the reservation's
 * LastModifyDateTime (else CreateDateTime): a delivery with an older or the same version changes
 * nothing (a replay, or a modification overtaken by a newer one).
 */
export const channelReservations = pgTable(
  'channel_reservations',
  {
    connectionId: integer('connection_id')
      .notNull()
      .references(() => channelConnections.id, { onDelete: 'cascade' }),
    /** pmsXchange: HotelReservation/UniqueID@ID. */
    resId: varchar('res_id', { length: 64 }).notNull(),
    hotelCode: varchar('hotel_code', { length: 16 }).notNull(),
    channelName: text('channel_name').notNull(),
    version: timestamp('version', { withTimezone: true }).notNull(),
    status: varchar('status', { length: 12 }).$type<'booked' | 'cancelled'>().notNull(),
    /** The orders' numbers, in the order of the reservation's room stay groups. */
    orderNos: varchar('order_nos', { length: 32 }).array().notNull().default(sql`'{}'::varchar[]`),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.connectionId, t.resId] }), check('channel_reservations_status_known', sql`${t.status} in ('booked', 'cancelled')`)],
);
