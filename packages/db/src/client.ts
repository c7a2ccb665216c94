import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

/** The one database type the rest of the code sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded instance (PGlite only); tests dump a migrated, seeded template from it. */
  pglite?: PGlite;
  migrate(): Promise<void>;
  close(): Promise<void>;
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
  /** PostgreSQL schema to use (tests isolate themselves in their own schema). */
  pgSchema?: string;
}

export async function createDb(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) return createPostgres(options.databaseUrl, options.pgSchema);
  return createPglite(options.dataDir ?? DEFAULT_DATA_DIR, options.loadDataDir);
}

async function createPglite(dataDir: string, loadDataDir?: Blob | File): Promise<DbHandle> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(inMemory ? dataDir : path.resolve(dataDir, 'pglite'), { loadDataDir });
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

async function createPostgres(url: string, schema?: string): Promise<DbHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Each test suite works in its own schema so suites never see each other's rows.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  if (schema) {
    if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name: ${schema}`);
    await pool.query(`create schema if not exists ${schema}`);
  }
  const db = drizzlePg(pool) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () =>
      migratePg(drizzlePg(pool), {
        migrationsFolder: MIGRATIONS_DIR,
        ...(schema ? { migrationsSchema: schema } : {}),
      }),
    close: () => pool.end(),
  };
}
