import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { inject } from 'vitest';
import { createDb, MIGRATIONS_DIR, type Database } from '@hotel/db/client';
import { seedDemoData } from '@hotel/db/seed/seed-demo';
import { hotelToday } from '@hotel/shared/hotel-date';
import { assertStatements } from './check-statements.ts';
import { SEED_DAYS } from './seed-days.ts';
import './provided-context.ts';

export interface TestDb {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL: the schema this test file owns. */
  schema?: string;
  close(): Promise<void>;
}

/**
 * A database for one test file, isolated from every other file:
 * PGlite loads its own copy of the template dumped by global-setup.ts; PostgreSQL gets a fresh
 * schema t_<random>, migrated and seeded, and dropped again by close(). Before it closes, every
 * order's statement is checked (decision 0069): a violation fails the file that left it, on both databases.
 */
export async function createTestDb(): Promise<TestDb> {
  const testDb = await openTestDb();
  return {
    ...testDb,
    async close() {
      // Closed whatever the check found: the file fails on its violations, not on a database left open.
      const checked = await assertStatements(testDb.db).then(
        () => null,
        (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
      );
      await testDb.close();
      if (checked) throw checked;
    },
  };
}

async function openTestDb(): Promise<TestDb> {
  const setup = inject('testDatabase');
  if (setup.kind === 'pglite') {
    const template = new Blob([await readFile(setup.templatePath)]);
    const handle = await createDb({ dataDir: 'memory://', loadDataDir: template });
    return { db: handle.db, kind: 'pglite', close: () => handle.close() };
  }

  const schema = `t_${randomBytes(6).toString('hex')}`;
  const handle = await createDb({ databaseUrl: setup.databaseUrl, pgSchema: schema });
  const close = async () => {
    try {
      await handle.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
    } finally {
      await handle.close();
    }
  };
  try {
    if (setup.migrationsFolder === MIGRATIONS_DIR) await handle.migrate();
    // node-postgres underneath: the same migrator createDb uses, pointed at the schema-neutral copy.
    else await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: setup.migrationsFolder, migrationsSchema: schema });
    await seedDemoData(handle.db, { today: hotelToday(), days: SEED_DAYS });
  } catch (error) {
    await close();
    throw error;
  }
  return { db: handle.db, kind: 'postgres', schema, close };
}
