import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@hotel/shared/schemas/admin/auth';
import { hotels } from './hotel.ts';

/** Hotel staff: separate from members, with their own sessions (docs/decisions/0019). */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; unique. */
    email: varchar('email', { length: 254 }).notNull().unique(),
    displayName: text('display_name').notNull(),
    /** Self-describing scrypt string, as members' (apps/server/src/lib/password.ts). */
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 20 }).$type<StaffRole>().notNull(),
    disabled: boolean('disabled').notNull().default(false),
    /** Consecutive failed logins; reset by a good login or by a lockout. */
    failedLogins: smallint('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The last good sign-in (both steps), for the staff list. */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** TOTP secret, AES-256-GCM under STAFF_TOTP_KEY (docs/decisions/0023); null: no second factor. */
    totpSecret: text('totp_secret'),
    /** A secret being enrolled, encrypted the same way; becomes totp_secret when one code confirms it. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The 30-second step of the last code accepted: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('staff_email_lower_case', sql`${t.email} = lower(${t.email})`), check('staff_role_known', sql`${t.role} in ('group_admin', 'hotel_manager', 'front_desk', 'content_editor', 'finance')`)],
);

/** The hotels a hotel manager, front desk or content editor acts for; a group administrator needs none. */
export const staffHotels = pgTable(
  'staff_hotels',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    hotelCode: varchar('hotel_code', { length: 16 })
      .notNull()
      .references(() => hotels.code),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.hotelCode] })],
);

/** Staff sessions: only a SHA-256 of the token is stored, as for members' sessions. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Moves at most once a minute; 30 minutes without a request ends the session. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** Absolute end: 12 hours after sign-in, whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * One-time set-password links (a new account, or a new link for someone): only the SHA-256 of the
 * token is kept. Issuing a new link for a person deletes their earlier ones; using one marks it used.
 */
export const staffPasswordLinks = pgTable(
  'staff_password_links',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Refused tries with this link (a password too short); the link dies at the cap. */
    failedAttempts: smallint('failed_attempts').notNull().default(0),
  },
  (t) => [index('staff_password_links_staff_idx').on(t.staffId)],
);

/**
 * A sign-in half done: the password was right and the person has TOTP; the code step names it by
 * this token (only its SHA-256 here), for five minutes and one success.
 */
export const staffPendingLogins = pgTable(
  'staff_pending_logins',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_pending_logins_staff_idx').on(t.staffId)],
);
