import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PGlite } from '@electric-sql/pglite';
import { PGlite as PGlite03 } from 'pglite-0-3';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, MIGRATIONS_DIR } from './client.ts';
import { PGLITE_SHARED_BUFFERS } from './pglite-open.mjs';

const work = await mkdtemp(path.join(os.tmpdir(), 'hotel-pglite-open-'));
afterAll(() => rm(work, { recursive: true, force: true }));

/** Opening a PGlite folder (decision 0083); each test runs initdb once, tens of seconds on a busy machine. */
describe('openPglite, through createDb', { timeout: 120_000 }, () => {
  it('makes a new folder (initdb in a child process) and starts with its parameters, the data in template1', async () => {
    const dataDir = path.join(work, 'new');
    const handle = await createDb({ dataDir });
    try {
      expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
      await handle.migrate();
      const { rows } = await handle.pglite!.query<{ db: string; buffers: string }>('select current_database() as db, current_setting($1) as buffers', ['shared_buffers']);
      expect(rows[0]).toEqual({ db: 'template1', buffers: PGLITE_SHARED_BUFFERS });
    } finally {
      await handle.close();
    }
  });

  it('opens a folder made by PGlite 0.3 with its tables, rows and applied migrations', async () => {
    const dataDir = path.join(work, 'made-by-0.3');
    await mkdir(path.join(dataDir, 'pglite'), { recursive: true });
    const old = await PGlite03.create(path.join(dataDir, 'pglite'));
    // drizzle's driver is typed against the PGlite we use; 0.3's client has the same query API.
    await migrate(drizzle(old as unknown as PGlite), { migrationsFolder: MIGRATIONS_DIR });
    await old.exec(`insert into city_groups (name) values ('Made by 0.3')`);
    await old.close();

    const handle = await createDb({ dataDir });
    try {
      await handle.migrate();
      const client = handle.pglite!;
      expect((await client.query('select name from city_groups')).rows).toEqual([{ name: 'Made by 0.3' }]);
      await client.query(`insert into city_groups (name) values ('Written by 0.4')`);
      expect((await client.query<{ n: number }>('select count(*)::int as n from city_groups')).rows).toEqual([{ n: 2 }]);
    } finally {
      await handle.close();
    }
  });
});
