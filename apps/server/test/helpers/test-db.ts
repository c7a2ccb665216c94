import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { createDb, type Database } from '@hotel/db/client';
import { assertStatements } from './check-statements.ts';
import { adminQuery, checkedDatabaseName, databaseUrlFor } from './pg-admin.ts';
import './provided-context.ts';

export interface TestDb {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL: the database this test file owns (a second pool or a proxy connects to it). */
  databaseUrl?: string;
  close(): Promise<void>;
}

/**
 * A database for one test file, isolated from every other file:
 * PGlite loads its own copy of the template dumped by global-setup.ts; PostgreSQL gets a database of its
 * own, copied from the run's migrated, seeded template and dropped again by close(). Before it closes, every
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

  const database = checkedDatabaseName(`${setup.databasePrefix}${randomBytes(6).toString('hex')}`);
  await adminQuery(setup.databaseUrl, `create database ${database} template ${setup.templateDatabase}`);
  const databaseUrl = databaseUrlFor(setup.databaseUrl, database);
  const handle = await createDb({ databaseUrl }).catch(async (error: unknown) => {
    await adminQuery(setup.databaseUrl, `drop database if exists ${database} with (force)`);
    throw error;
  });
  const close = async () => {
    try {
      await handle.close();
    } finally {
      await adminQuery(setup.databaseUrl, `drop database if exists ${database} with (force)`);
    }
  };
  return { db: handle.db, kind: 'postgres', databaseUrl, close };
}
