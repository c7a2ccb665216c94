import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { JobData, JobDefinition } from '../src/jobs/job-definition.ts';
import { PgBossJobQueue } from '../src/jobs/pg-boss-queue.ts';
import { asideSchemaOf } from '../src/jobs/pg-boss-upgrade.ts';

const setup = inject('testDatabase');
const log = pino({ level: 'silent' });
const FAST = { pollingIntervalSeconds: 0.5, cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 };

/**
 * A database whose jobs pg-boss 10.4.2 kept (schema version 24, which pg-boss 11 and later do not
 * migrate) and the site started on pg-boss 12 (decision 0057). The fixture is pg_dump's copy of
 * the schema PgBossJobQueue made on 10.4.2, with jobs in every state: send-confirmation
 * done-1 (completed), running-1 (active), waiting-1 and waiting-2 (created); send-notice retry-1
 * (retry) and failed-1 (failed); one release-expired run (created).
 */
const fixture = readFileSync(new URL('./fixtures/pg-boss-10.4.2.sql', import.meta.url), 'utf8');

describe('the pg-boss 10.4.2 fixture', () => {
  it('is schema version 24', () => {
    expect(fixture).toMatch(/^INSERT INTO pgboss\.version VALUES \(24,/m);
  });
});

if (setup.kind === 'postgres') {
  const { databaseUrl } = setup;
  const schemas: string[] = [];

  async function query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  /** A schema made by pg-boss 10.4.2, under a name of this test's. */
  async function pgBoss10Schema(): Promise<string> {
    const schema = `upgrade_${randomBytes(5).toString('hex')}`;
    schemas.push(schema, asideSchemaOf(schema));
    await query(fixture.replace(/\bpgboss\b/g, schema));
    return schema;
  }

  /** The site's queues as far as the upgrade is concerned: two sent, two scheduled; each run recorded. */
  function definitions(runs: string[]): JobDefinition[] {
    const record = (name: string) => async (data: JobData) => void runs.push(`${name}:${typeof data.key === 'string' ? data.key : ''}`);
    return [
      { name: 'send-confirmation', retry: { limit: 5, delaySeconds: 30 }, timeoutSeconds: 60, concurrency: 2, handler: record('send-confirmation') },
      { name: 'send-notice', retry: { limit: 5, delaySeconds: 30 }, timeoutSeconds: 60, concurrency: 2, handler: record('send-notice') },
      { name: 'release-expired', everyMinutes: 1, retry: { limit: 2, delaySeconds: 10 }, timeoutSeconds: 120, handler: async () => undefined },
      { name: 'sweep-confirmations', everyMinutes: 5, retry: { limit: 1, delaySeconds: 60 }, timeoutSeconds: 300, handler: async () => undefined },
    ];
  }

  const queue = (schema: string) => new PgBossJobQueue({ connectionString: databaseUrl, schema, log, stopTimeoutMs: 10_000, timing: FAST });

  /** The sent jobs pg-boss 10 had not finished, each run once: nothing done or given up runs again. */
  const UNFINISHED_SENT = ['send-confirmation:running-1', 'send-confirmation:waiting-1', 'send-confirmation:waiting-2', 'send-notice:retry-1'];

  async function expectUpgraded(schema: string) {
    const [version] = await query<{ version: number }>(`select version from ${schema}.version`);
    expect(version!.version).toBeGreaterThanOrEqual(46);
    expect(await query(`select 1 from pg_namespace where nspname = $1`, [asideSchemaOf(schema)])).toEqual([]);
    const scheduled = await query<{ name: string }>(`select name from ${schema}.schedule order by name`);
    expect(scheduled.map((row) => row.name)).toEqual(['release-expired', 'sweep-confirmations']);
  }

  afterAll(async () => {
    for (const schema of schemas) await query(`drop schema if exists ${schema} cascade`);
  });

  describe('pg-boss 12 on a database pg-boss 10.4.2 made', () => {
    it('starts: the old schema is replaced and its unfinished sent jobs run once, in two processes starting together', async () => {
      const schema = await pgBoss10Schema();
      const runs: string[] = [];
      const processes = [queue(schema), queue(schema)];
      try {
        await Promise.all(processes.map((p) => p.start(definitions(runs))));
        await expect.poll(() => runs.length, { timeout: 15_000, interval: 100 }).toBeGreaterThanOrEqual(UNFINISHED_SENT.length);
        // Time for a second run, were anything queued twice.
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        expect([...runs].sort()).toEqual(UNFINISHED_SENT);
        await expectUpgraded(schema);
        // The carried jobs keep their ids and are completed in the new tables.
        const carried = await query<{ id: string; state: string }>(`select id, state from ${schema}.job where data->>'key' = 'waiting-1'`);
        expect(carried).toEqual([{ id: '4d96211e-98f6-48c1-91bc-1c59a3e93d55', state: 'completed' }]);
      } finally {
        await Promise.all(processes.map((p) => p.stop()));
      }
      // A later start finds nothing more to carry over.
      const later = queue(schema);
      try {
        await later.start(definitions(runs));
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect(runs).toHaveLength(UNFINISHED_SENT.length);
      } finally {
        await later.stop();
      }
    }, 60_000);

    it('carries over on the next start what a start that stopped after setting the old schema aside left', async () => {
      const schema = await pgBoss10Schema();
      await query(`alter schema ${schema} rename to ${asideSchemaOf(schema)}`);
      const runs: string[] = [];
      const one = queue(schema);
      try {
        await one.start(definitions(runs));
        await expect.poll(() => [...runs].sort(), { timeout: 15_000, interval: 100 }).toEqual(UNFINISHED_SENT);
        await expectUpgraded(schema);
      } finally {
        await one.stop();
      }
    }, 60_000);

    it('refuses to start when both a pg-boss 10 schema and one set aside are there', async () => {
      const schema = await pgBoss10Schema();
      await query(fixture.replace(/\bpgboss\b/g, asideSchemaOf(schema)));
      const one = queue(schema);
      try {
        await expect(one.start(definitions([]))).rejects.toThrow(/is there too/);
      } finally {
        await one.stop();
      }
    }, 30_000);
  });
}
