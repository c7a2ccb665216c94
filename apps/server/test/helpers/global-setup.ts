import { mkdtemp, readdir, readFile, rm, writeFile, cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb, MIGRATIONS_DIR } from '@hotel/db/client';
import { seedDemoData } from '@hotel/db/seed/seed-demo';
import { hotelToday } from '@hotel/shared/hotel-date';
import { loadEnv } from '../../src/env.ts';
import { SEED_DAYS } from './seed-days.ts';
import './provided-context.ts';

/**
 * Runs once for the api project.
 * PGlite: migrate and seed one in-memory database and dump it; every test file loads the dump.
 * PostgreSQL: every test file migrates and seeds its own schema, so only the migrations are prepared here.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { DATABASE_URL } = loadEnv();
  const workDir = await mkdtemp(path.join(tmpdir(), 'hotel-api-test-'));
  const cleanUp = () => rm(workDir, { recursive: true, force: true });

  if (DATABASE_URL) {
    project.provide('testDatabase', {
      kind: 'postgres',
      databaseUrl: DATABASE_URL,
      migrationsFolder: await schemaNeutralMigrations(workDir),
    });
    return cleanUp;
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

/**
 * drizzle-kit writes foreign keys as REFERENCES "public"."hotels", which fails (or, worse, points
 * at the wrong tables) when a test file migrates into its own schema. Until the migrations are
 * schema-neutral, apply a copy without the "public". qualifier; search_path then resolves it.
 * When no migration contains the qualifier, the real folder is used unchanged.
 */
async function schemaNeutralMigrations(workDir: string): Promise<string> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql'));
  const texts = await Promise.all(files.map((f) => readFile(path.join(MIGRATIONS_DIR, f), 'utf8')));
  if (!texts.some((t) => t.includes('"public".'))) return MIGRATIONS_DIR;
  const folder = path.join(workDir, 'migrations');
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  await Promise.all(files.map((f, i) => writeFile(path.join(folder, f), texts[i]!.replaceAll('"public".', ''))));
  return folder;
}
