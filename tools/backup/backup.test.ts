import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from '@hotel/db/client';
import { openPglite } from '@hotel/db/pglite-open';
import { seedDemoData } from '@hotel/db/seed/seed-demo';
import { hotelToday } from '@hotel/shared/hotel-date';
import { fingerprint, pgliteDir } from './backup-lib.ts';

/**
 * npm run db:backup / db:restore on both kinds of database: seed one, back it up with the npm
 * script, restore into a fresh one with the other, and compare every table (row count and a hash
 * of its rows) and every sequence. PostgreSQL: BACKUP_TEST_PG_URL (default the local server's
 * postgres database) creates and drops two databases named BACKUP_TEST_DB_PREFIX_….
 */
const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const PG_URL = process.env.BACKUP_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PREFIX = process.env.BACKUP_TEST_DB_PREFIX ?? 'hotel_backup_test';

const work = await mkdtemp(path.join(os.tmpdir(), 'hotel-backup-'));
afterAll(() => rm(work, { recursive: true, force: true }));

/** The npm script's command, with only the database settings of the test. */
function npmScript(script: 'db:backup' | 'db:restore', args: string[], env: Record<string, string>) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL' && k !== 'DATA_DIR' && k !== 'DEMO_MODE'));
  return run('npm', ['run', '--silent', script, '--', ...args], { cwd: ROOT, env: { ...clean, ...env } });
}

/** Demo data (30 nights) plus rows deleted again, so each sequence runs ahead of its table. */
async function seed(db: Database) {
  await seedDemoData(db, { today: hotelToday(), days: 30 });
  await db.execute(sql`insert into sms_outbox (mobile, purpose, code, body) values ('13900000000', 2, '123456', 'gone')`);
  await db.execute(sql`delete from sms_outbox`);
}

describe('backup and restore', () => {
  it('PGlite: the tarball restores into a fresh DATA_DIR with every table and sequence equal', async () => {
    const source = path.join(work, 'pglite-source');
    const target = path.join(work, 'pglite-target');
    const handle = await createDb({ dataDir: source });
    await handle.migrate();
    await seed(handle.db);
    await handle.close();

    const file = path.join(work, 'pglite.tar.gz');
    await npmScript('db:backup', ['--out', file], { DATA_DIR: source });
    await npmScript('db:restore', [file], { DATA_DIR: target });
    // A second restore onto a database that exists is refused.
    await expect(npmScript('db:restore', [file], { DATA_DIR: target })).rejects.toThrow(/not empty/);

    const before = await openPglite(pgliteDir(source));
    const after = await openPglite(pgliteDir(target));
    try {
      const expected = await fingerprint(before);
      expect(Object.keys(expected).length).toBeGreaterThan(30);
      expect(expected['table public.members']).toMatch(/^[1-9]\d* rows/);
      expect(await fingerprint(after)).toEqual(expected);
    } finally {
      await before.close();
      await after.close();
    }
  });

  it('PostgreSQL: pg_dump -Fc restores with pg_restore into a fresh database with every table and sequence equal', async () => {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    const suffix = randomBytes(4).toString('hex');
    const names = [`${PREFIX}_src_${suffix}`, `${PREFIX}_dst_${suffix}`];
    const urlOf = (name: string) => {
      const url = new URL(PG_URL);
      url.pathname = `/${name}`;
      return url.toString();
    };
    try {
      for (const name of names) await admin.query(`create database "${name}"`);
      const [sourceUrl, targetUrl] = names.map(urlOf) as [string, string];
      const handle = await createDb({ databaseUrl: sourceUrl });
      await handle.migrate();
      await seed(handle.db);
      await handle.close();

      const file = path.join(work, 'postgres.dump');
      await npmScript('db:backup', ['--out', file], { DATABASE_URL: sourceUrl });
      await npmScript('db:restore', [file], { DATABASE_URL: targetUrl });
      await expect(npmScript('db:restore', [file], { DATABASE_URL: targetUrl })).rejects.toThrow(/already has \d+ tables/);

      const compare = async (url: string) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          return await fingerprint(client);
        } finally {
          await client.end();
        }
      };
      const expected = await compare(sourceUrl);
      expect(Object.keys(expected).length).toBeGreaterThan(30);
      expect(await compare(targetUrl)).toEqual(expected);
    } finally {
      for (const name of names) await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
