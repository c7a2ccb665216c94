import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { staff } from './staff.ts';

/** What a key may do: read reservations, or also set rooms to sell and stop-sell. */
export const INTEGRATION_SCOPES = ['read', 'write'] as const;
export type IntegrationScope = (typeof INTEGRATION_SCOPES)[number];

/**
 * A PMS's key to the integration API (issue 27, decision 0065): `fk_<keyId>_<secret>`, shown once;
 * only the SHA-256 of the secret is kept (the secret is 256 random bits, so a fast hash is enough).
 */
export const integrationKeys = pgTable(
  'integration_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The public half, which finds the row. */
    keyId: varchar('key_id', { length: 24 }).notNull().unique(),
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    hotelCodes: varchar('hotel_codes', { length: 16 }).array().notNull(),
    scope: varchar('scope', { length: 8 }).$type<IntegrationScope>().notNull(),
    createdBy: integer('created_by').references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => staff.id),
  },
  (t) => [check('integration_keys_scope_known', sql`${t.scope} in ('read', 'write')`)],
);
