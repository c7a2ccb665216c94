import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openPglite } from './pglite-open.mjs';

/** The one database type the rest of the code sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded instance (PGlite only); tests dump a migrated, seeded template from it. */
  pglite?: PGlite;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Who hears that a connection was lost (PostgreSQL: the server restarted, crashed or cut it).
   * Until set, one line goes to stderr. Never fatal: the next request opens a new connection.
   */
  onConnectionLost(listener: (error: Error) => void): void;
}

/** PGlite folders when DATA_DIR is unset. Demo mode keeps its own, so a production start never finds the demo member. */
export const DEFAULT_DATA_DIR = './data';
export const DEMO_DATA_DIR = './data/demo';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

export interface DbOptions {
  /** postgres://… → real PostgreSQL. Unset → embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; 'memory://' keeps it in memory (tests). */
  dataDir?: string;
  /** A PGlite data dump to start from (tests copy one migrated, seeded template). */
  loadDataDir?: Blob | File;
}

export async function createDb(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) return createPostgres(options.databaseUrl);
  return createPglite(options.dataDir ?? DEFAULT_DATA_DIR, options.loadDataDir);
}

async function createPglite(dataDir: string, loadDataDir?: Blob | File): Promise<DbHandle> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // Its start-up parameters, and initdb of a new folder in a child process: pglite-open.mjs (decision 0083).
  const client = await openPglite(inMemory ? dataDir : path.resolve(dataDir, 'pglite'), { loadDataDir });
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    // In the process: there is no connection to lose.
    onConnectionLost: () => undefined,
  };
}

/**
 * How long a request waits for a connection (a new one, or a free one of the pool's ten) before it
 * fails: while the server is unreachable a request answers 503 in seconds instead of hanging.
 */
export const CONNECT_TIMEOUT_MS = 3_000;

async function createPostgres(url: string): Promise<DbHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A connection the network dropped without a word is noticed instead of waited on forever.
    keepAlive: true,
  });
  let lost = (error: Error): void => void process.stderr.write(`database: a connection was lost (${error.message})\n`);
  // A connection that dies emits 'error' on its client: checked out (between a transaction's
  // statements, say) nobody listens, and an unheard 'error' event ends the process, so a database
  // restart took every server down (issue 32). Every client is heard for its whole life; the
  // query on it fails (503) and the pool discards it. An idle client's error is also re-emitted by
  // the pool: heard there and dropped, as its client's listener has reported it.
  pool.on('connect', (client) => client.on('error', (error) => lost(error)));
  pool.on('error', () => undefined);
  const db = drizzlePg(pool) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    onConnectionLost: (listener) => void (lost = listener),
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pool.end(),
  };
}
