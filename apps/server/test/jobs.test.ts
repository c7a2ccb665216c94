import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, inject, it } from 'vitest';
import { InProcessJobQueue } from '../src/jobs/in-process-queue.ts';
import type { JobDefinition } from '../src/jobs/job-definition.ts';
import type { JobQueue } from '../src/jobs/job-queue.ts';
import { PgBossJobQueue } from '../src/jobs/pg-boss-queue.ts';
import { scheduledJobs } from '../src/jobs/scheduled-jobs.ts';
import { dayFromToday, holdRooms, newMember, night } from './helpers/booking.ts';
import { expectSuccess } from './helpers/expectations.ts';
import { MINUTE, useMemberApp } from './helpers/member-app.ts';

const setup = inject('testDatabase');
const log = pino({ level: 'silent' });
const t = useMemberApp();
/** pg-boss's tables for this file: its own schema, like the app's. */
const bossSchema = `jobs_${randomBytes(5).toString('hex')}`;
/** pg-boss's intervals shortened so a test waits seconds, not minutes. */
const FAST = { pollingIntervalSeconds: 0.5, cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 };

/** One "process" of the site: the queue this database gets. */
function processQueue(): JobQueue {
  return setup.kind === 'postgres' ? new PgBossJobQueue({ connectionString: setup.databaseUrl, schema: bossSchema, log, stopTimeoutMs: 10_000, timing: FAST }) : new InProcessJobQueue({ log, stopTimeoutMs: 10_000 });
}

/** Both drivers answer raw queries as { rows }. */
const rowsFrom = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function stopAll(queues: JobQueue[]) {
  await Promise.all(queues.map((q) => q.stop()));
}

const job = (over: Partial<JobDefinition> & Pick<JobDefinition, 'name' | 'handler'>): JobDefinition => ({ retry: { limit: 0, delaySeconds: 0 }, timeoutSeconds: 60, ...over });

describe(`the site's scheduled jobs on ${setup.kind === 'postgres' ? 'pg-boss, two processes' : 'the in-process runner'}`, () => {
  it('release an expired hold: its rooms go back once', async () => {
    const { token } = await newMember(t.app);
    const date = dayFromToday(t.clock, 20);
    const before = (await night(t.db, 'pro001', 'SK', date)).soldRooms;
    expectSuccess(await holdRooms(t.app, token, { checkIn: date, checkOut: dayFromToday(t.clock, 21), roomQty: 2 }));
    expect((await night(t.db, 'pro001', 'SK', date)).soldRooms).toBe(before + 2);
    t.clock.advance(16 * MINUTE);

    // PGlite is one process by nature; on PostgreSQL two processes run the same definitions.
    const queues = setup.kind === 'postgres' ? [processQueue(), processQueue()] : [processQueue()];
    try {
      for (const queue of queues) await queue.start(scheduledJobs(t.app));
      await expect.poll(async () => (await night(t.db, 'pro001', 'SK', date)).soldRooms, { timeout: 30_000, interval: 250 }).toBe(before);
    } finally {
      await stopAll(queues);
    }
    expect((await night(t.db, 'pro001', 'SK', date)).soldRooms).toBe(before);
  }, 60_000);
});

if (setup.kind === 'postgres') {
  const rowsOf = async (name: string) =>
    rowsFrom<{ state: string; retry_count: number; singleton_on: string | null }>(
      await t.db.execute(sql.raw(`select state, retry_count, singleton_on from ${bossSchema}.job where name = '${name}' order by created_on`)),
    );

  describe('pg-boss: two processes on one database', () => {
    it('run a scheduled job once per period, not once per process', async () => {
      const runs: number[] = [];
      const tick = job({ name: 'tick', everyMinutes: 1, handler: async () => void runs.push(Date.now()) });
      const queues = [processQueue(), processQueue()];
      const started = Date.now();
      try {
        for (const queue of queues) await queue.start([tick]);
        await expect.poll(() => runs.length, { timeout: 30_000, interval: 250 }).toBeGreaterThan(0);
        // Several cron passes of both processes (every second each) while the minute lasts.
        await sleep(4000);
      } finally {
        await stopAll(queues);
      }
      const minutes = Math.floor(Date.now() / MINUTE) - Math.floor(started / MINUTE) + 1;
      expect(runs.length).toBeLessThanOrEqual(minutes);
      const rows = await rowsOf('tick');
      expect(rows).toHaveLength(runs.length);
      expect(rows.every((r) => r.state === 'completed' && r.singleton_on !== null)).toBe(true);
      expect(new Set(rows.map((r) => String(r.singleton_on))).size).toBe(rows.length);
    }, 60_000);

    it('retry a throwing job, which then succeeds, once', async () => {
      let attempts = 0;
      const flaky = job({
        name: 'flaky',
        retry: { limit: 2, delaySeconds: 1 },
        handler: async () => {
          if (++attempts === 1) throw new Error('the first attempt fails');
        },
      });
      const queues = [processQueue(), processQueue()];
      try {
        for (const queue of queues) await queue.start([flaky]);
        await queues[0]!.send('flaky', { orderNo: 'X1' });
        await expect.poll(async () => (await rowsOf('flaky'))[0]?.state, { timeout: 30_000, interval: 250 }).toBe('completed');
      } finally {
        await stopAll(queues);
      }
      expect(attempts).toBe(2);
      expect(await rowsOf('flaky')).toEqual([expect.objectContaining({ state: 'completed', retry_count: 1 })]);
    }, 60_000);

    it('stop() lets the running job finish and starts no other; stats() shows the backlog', async () => {
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      let started = 0;
      let finished = 0;
      const slow = job({
        name: 'slow',
        timeoutSeconds: 120,
        handler: async () => {
          started++;
          await gate;
          finished++;
        },
      });
      const queue = processQueue();
      await queue.start([slow]);
      await queue.send('slow');
      await queue.send('slow');
      await expect.poll(() => started, { timeout: 30_000, interval: 100 }).toBe(1);
      await expect.poll(() => queue.stats(), { timeout: 10_000, interval: 250 }).toEqual([{ name: 'slow', queued: 1, active: 1, oldestQueuedSeconds: expect.any(Number) }]);

      let stopped = false;
      const stopping = queue.stop().then(() => (stopped = true));
      await sleep(1500);
      expect(stopped).toBe(false);
      open();
      await stopping;
      expect([started, finished]).toEqual([1, 1]);
      await expect.poll(async () => (await rowsOf('slow')).map((r) => r.state), { timeout: 10_000, interval: 250 }).toEqual(['completed', 'created']);
    }, 60_000);
  });

  describe('pg-boss tables', () => {
    it('are dropped with this file', async () => {
      await t.db.execute(sql.raw(`drop schema if exists ${bossSchema} cascade`));
      expect(rowsFrom<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from information_schema.schemata where schema_name = ${bossSchema}`))[0]!.n).toBe(0);
    });
  });
}
