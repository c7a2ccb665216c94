import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '@hotel/db/client';
import { seedDemoData } from '@hotel/db/seed/seed-demo';
import { hotelToday } from '@hotel/shared/hotel-date';
import { loadEnv } from '../../src/env.ts';
import { adminQuery, checkedDatabaseName, databaseUrlFor } from './pg-admin.ts';
import { SEED_DAYS } from './seed-days.ts';
import './provided-context.ts';

/**
 * Runs once for the api project: one migrated, seeded database that every test file copies.
 * PGlite: an in-memory database dumped to a file; every test file loads the dump.
 * PostgreSQL: a database of the run's own; every test file gets a copy made by CREATE DATABASE …
 * TEMPLATE (a file copy, about a tenth of migrating and seeding each file's own schema), dropped
 * when the file ends and, whatever a file left, when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { DATABASE_URL } = loadEnv();
  const workDir = await mkdtemp(path.join(tmpdir(), 'hotel-api-test-'));
  const cleanUp = () => rm(workDir, { recursive: true, force: true });

  if (DATABASE_URL) {
    const prefix = `hotel_test_${randomBytes(4).toString('hex')}_`;
    const templateDatabase = `${prefix}template`;
    const started = Date.now();
    await adminQuery(DATABASE_URL, `create database ${templateDatabase}`);
    const dropRunDatabases = async () => {
      const { rows } = await adminQuery(DATABASE_URL, `select datname from pg_database where starts_with(datname, $1)`, [prefix]);
      for (const { datname } of rows as { datname: string }[]) await adminQuery(DATABASE_URL, `drop database if exists ${checkedDatabaseName(datname)} with (force)`);
    };
    const handle = await createDb({ databaseUrl: databaseUrlFor(DATABASE_URL, templateDatabase) });
    try {
      await handle.migrate();
      await seedDemoData(handle.db, { today: hotelToday(), days: SEED_DAYS });
    } catch (error) {
      await handle.close();
      await dropRunDatabases();
      await cleanUp();
      throw error;
    }
    // Closed before any file copies it: CREATE DATABASE refuses a template with a session on it.
    await handle.close();
    project.provide('testDatabase', { kind: 'postgres', databaseUrl: DATABASE_URL, templateDatabase, databasePrefix: prefix });
    console.log(`[api tests] PostgreSQL template database migrated and seeded in ${Date.now() - started} ms`);
    return async () => {
      await dropRunDatabases();
      await cleanUp();
    };
  }

  const started = Date.now();
  const handle = await createDb({ dataDir: 'memory://' });
  try {
    if (!handle.pglite) throw new Error('createDb did not return the PGlite instance');
    await handle.migrate();
    await seedDemoData(handle.db, { today: hotelToday(), days: SEED_DAYS });
    const dump = await handle.pglite.dumpDataDir('none');
    const templatePath = path.join(workDir, 'template.tar');
    await writeFile(templatePath, Buffer.from(await dump.arrayBuffer()));
    project.provide('testDatabase', { kind: 'pglite', templatePath });
  } catch (error) {
    await cleanUp();
    throw error;
  } finally {
    await handle.close();
  }
  console.log(`[api tests] PGlite template migrated and seeded in ${Date.now() - started} ms`);
  return cleanUp;
}
