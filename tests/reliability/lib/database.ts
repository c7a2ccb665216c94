import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { createDb, type Database, type DbHandle } from '@hotel/db/client';
import { roomNights } from '@hotel/db/schema/inventory';
import { payments } from '@hotel/db/schema/pay';
import { members } from '@hotel/db/schema/user';
import { orders } from '@hotel/db/schema/orders';
import { DEMO_MEMBER_PASSWORD_HASH } from '@hotel/db/seed/seed-demo-member';
import { seedDemoData } from '@hotel/db/seed/seed-demo';
import { hotelToday } from '@hotel/shared/hotel-date';
import { NO_RESTRICTIONS } from '@hotel/shared/restrictions';
import { SessionService } from '../../../apps/server/src/modules/session/index.ts';
import { SessionRepository } from '../../../apps/server/src/modules/session/session.repository.ts';

/** Where the suites make their PostgreSQL databases (each run its own, dropped afterwards). */
export const PG_ADMIN_URL = process.env.RELIABILITY_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Every database a run makes starts with this (the name of the helper that wrote the suites). */
const DATABASE_PREFIX = 'i11_stress';

/** One database of a run: PostgreSQL (a fresh database) or PGlite (a fresh data folder). */
export interface RunDatabase {
  kind: 'postgres' | 'pglite';
  /** What the server gets: DATABASE_URL or DATA_DIR. */
  serverEnv: Record<string, string>;
  /** Opens it from the harness (PGlite: only while no server owns the folder). */
  open(): Promise<DbHandle>;
  drop(): Promise<void>;
}

export async function freshPostgres(label: string): Promise<RunDatabase> {
  const name = `${DATABASE_PREFIX}_${label}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    kind: 'postgres',
    serverEnv: { DATABASE_URL: databaseUrl },
    open: () => createDb({ databaseUrl }),
    drop: async () => {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export function freshPglite(label: string): RunDatabase {
  const dataDir = path.resolve('data', 'reliability', `${label}-${randomBytes(4).toString('hex')}`);
  return {
    kind: 'pglite',
    serverEnv: { DATA_DIR: dataDir },
    open: () => createDb({ dataDir }),
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/**
 * Migrates and seeds the demo group (the servers then find a full database and seed nothing), then
 * empties the hotels: the suites count every room and every payment they make, so the seeded
 * bookings become history that holds no rooms (decision 0048), their payments go, and every night
 * starts with nothing sold. The inventory invariant (invariants.ts) holds over the whole table.
 */
export async function prepare(handle: DbHandle): Promise<void> {
  await handle.migrate();
  await seedDemoData(handle.db, { today: hotelToday() });
  await handle.db.transaction(async (tx) => {
    await tx.delete(payments);
    await tx.update(orders).set({ roomsHeld: false });
    await tx.update(roomNights).set({ soldRooms: 0 });
  });
}

/** Sets the rooms to sell of these nights (nothing is sold on them yet), with no restriction. */
export async function setRooms(db: Database, hotelCode: string, roomTypeCode: string, dates: string[], totalRooms: number): Promise<void> {
  await db
    .update(roomNights)
    .set({ totalRooms, ...NO_RESTRICTIONS })
    .where(and(eq(roomNights.hotelCode, hotelCode), eq(roomNights.roomTypeCode, roomTypeCode), inArray(roomNights.stayDate, dates)));
}

export interface Guest {
  memberId: number;
  token: string;
}

/**
 * Members and their sessions written through the harness (SMS login is not what is under test);
 * every booking they make goes through the servers' HTTP API.
 */
export async function createGuests(db: Database, count: number): Promise<Guest[]> {
  const run = randomBytes(3).toString('hex');
  const rows = await db
    .insert(members)
    .values(
      Array.from({ length: count }, (_, i) => ({
        mobile: `16${String(parseInt(run, 16) % 1000).padStart(3, '0')}${String(i).padStart(6, '0')}`,
        name: `負荷 ${i}`,
        sex: 1,
        passwordHash: DEMO_MEMBER_PASSWORD_HASH,
        cardNo: `ST${run}${String(i).padStart(6, '0')}`,
      })),
    )
    .returning({ id: members.id });
  const sessions = new SessionService(new SessionRepository(db), () => new Date());
  const guests: Guest[] = [];
  for (const row of rows) guests.push({ memberId: row.id, token: (await sessions.start(row.id, 'reliability-suite')).token });
  return guests;
}
