import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import pino from 'pino';
import { describe, expect, inject, it, vi } from 'vitest';
import { InProcessJobQueue } from '../src/jobs/in-process-queue.ts';
import type { JobData, JobDefinition } from '../src/jobs/job-definition.ts';
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
  return setup.kind === 'postgres' ? new PgBossJobQueue({ connectionString: t.databaseUrl, schema: bossSchema, log, stopTimeoutMs: 10_000, timing: FAST }) : new InProcessJobQueue({ log, stopTimeoutMs: 10_000 });
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

    it('oneQueuedPer: across two processes, one running and one waiting per key; sends while one waits are dropped', async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const runs: number[] = [];
      const owed = job({ name: 'owed', oneQueuedPer: (data) => String(data.key), handler: async (data) => (runs.push(Number(data.n)), data.n === 1 ? held : undefined) });
      const queues = [processQueue(), processQueue()];
      try {
        for (const queue of queues) await queue.start([owed]);
        await queues[0]!.send('owed', { key: 'a', n: 1 });
        await expect.poll(() => runs, { timeout: 30_000, interval: 100 }).toEqual([1]);
        for (const [i, n] of [2, 3, 4].entries()) await queues[i % 2]!.send('owed', { key: 'a', n });
        await queues[1]!.send('owed', { key: 'b', n: 5 });
        await expect.poll(() => [...runs].sort(), { timeout: 30_000, interval: 100 }).toEqual([1, 5]);
        release();
        await expect.poll(() => [...runs].sort(), { timeout: 30_000, interval: 100 }).toEqual([1, 2, 5]);
      } finally {
        release();
        await stopAll(queues);
      }
      expect((await rowsOf('owed')).length).toBe(3);
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

  /** Jobs another process queued and left waiting: inserted straight through pg-boss before this process's queue starts. */
  const leftWaiting = async (definition: JobDefinition, data: JobData[]): Promise<void> => {
    const sender = new PgBoss({ connectionString: t.databaseUrl, schema: bossSchema, max: 1, supervise: false, schedule: false });
    sender.on('error', () => undefined);
    await sender.start();
    try {
      await sender.createQueue(definition.name, { policy: 'standard', retryLimit: definition.retry.limit, retryDelay: definition.retry.delaySeconds });
      await sender.insert(definition.name, data.map((d) => ({ data: d })));
    } finally {
      await sender.stop({ graceful: false });
    }
  };

  /** A queue whose worker polls once every ten minutes: whatever runs sooner was not waiting for a poll. */
  const slowPolling = () => new PgBossJobQueue({ connectionString: t.databaseUrl, schema: bossSchema, log, stopTimeoutMs: 10_000, timing: { pollingIntervalSeconds: 600 } });

  /** A handler counting runs per job (data.n) and the most running at once. */
  function counted(fail: (n: number, run: number) => boolean = () => false) {
    const runs = new Map<number, number>();
    let running = 0;
    const counter = {
      runs,
      most: 0,
      handler: async (data: JobData) => {
        const n = data.n as number;
        const run = (runs.get(n) ?? 0) + 1;
        runs.set(n, run);
        counter.most = Math.max(counter.most, ++running);
        await sleep(20);
        running--;
        if (fail(n, run)) throw new Error(`job ${n} fails its run ${run}`);
      },
    };
    return counter;
  }

  describe('pg-boss: a burst of sends (confirmations and notices at a booking peak)', () => {
    /**
     * Starts a slowly polling queue with `start`, waits until it has run 200 jobs and stops it:
     * each ran once, several side by side, never more than 10 at once.
     */
    async function drainsTwoHundredSideBySide(counter: ReturnType<typeof counted>, start: (queue: PgBossJobQueue) => Promise<unknown>) {
      const queue = slowPolling();
      try {
        await start(queue);
        await expect.poll(() => counter.runs.size, { timeout: 60_000, interval: 250 }).toBe(200);
      } finally {
        await queue.stop();
      }
      expect([...counter.runs.values()].every((runs) => runs === 1)).toBe(true);
      expect(counter.most).toBeGreaterThan(1);
      expect(counter.most).toBeLessThanOrEqual(10);
    }

    it('starts sent jobs at once and drains 200 side by side without waiting a polling interval', async () => {
      const counter = counted();
      await drainsTwoHundredSideBySide(counter, async (queue) => {
        await queue.start([job({ name: 'burst', concurrency: 10, handler: counter.handler })]);
        // One job a poll, as before, would take 200 × 10 minutes.
        await Promise.all(Array.from({ length: 200 }, (_, n) => queue.send('burst', { n })));
      });
      expect(new Set((await rowsOf('burst')).map((r) => r.state))).toEqual(new Set(['completed']));
    }, 90_000);

    it('works off a backlog another process left, every worker joining in, without waiting for a poll', async () => {
      const counter = counted();
      const backlog = job({ name: 'backlog', concurrency: 10, handler: counter.handler });
      await leftWaiting(backlog, Array.from({ length: 200 }, (_, n) => ({ n })));
      await drainsTwoHundredSideBySide(counter, (queue) => queue.start([backlog]));
    }, 90_000);

    it('settles each of the jobs run side by side on its own: a failing one is retried or given up alone, the others run once', async () => {
      const failures: unknown[] = [];
      // Job 3 fails its first run only; job 7 fails every run.
      const counter = counted((n, run) => (n === 3 && run === 1) || n === 7);
      const sends = job({ name: 'sends', concurrency: 10, retry: { limit: 1, delaySeconds: 1 }, handler: counter.handler });
      await leftWaiting(sends, Array.from({ length: 10 }, (_, n) => ({ n })));
      // Polling as usual: the retries come due after the others are done, with nothing left to wake a worker.
      const queue = new PgBossJobQueue({ connectionString: t.databaseUrl, schema: bossSchema, log, stopTimeoutMs: 10_000, onGaveUp: (failure) => void failures.push(failure), timing: FAST });
      const spy = vi.spyOn(log, 'error').mockImplementation(() => undefined);
      try {
        await queue.start([sends]);
        await expect.poll(async () => (await rowsOf('sends')).filter((r) => r.state === 'completed' || r.state === 'failed').length, { timeout: 30_000, interval: 250 }).toBe(10);
      } finally {
        await queue.stop();
        spy.mockRestore();
      }
      expect(Object.fromEntries(counter.runs)).toEqual({ 0: 1, 1: 1, 2: 1, 3: 2, 4: 1, 5: 1, 6: 1, 7: 2, 8: 1, 9: 1 });
      const rows = rowsFrom<{ n: number; state: string; retry_count: number }>(
        await t.db.execute(sql.raw(`select (data->>'n')::int as n, state, retry_count from ${bossSchema}.job where name = 'sends' order by n`)),
      );
      expect(rows.map((r) => [r.n, r.state, r.retry_count])).toEqual(Array.from({ length: 10 }, (_, n) => [n, n === 7 ? 'failed' : 'completed', n === 3 || n === 7 ? 1 : 0]));
      expect(failures).toEqual([{ job: 'sends', data: { n: 7 }, attempts: 2, error: expect.any(Error) }]);
    }, 60_000);
  });

  describe('pg-boss tables', () => {
    it('are dropped with this file', async () => {
      await t.db.execute(sql.raw(`drop schema if exists ${bossSchema} cascade`));
      expect(rowsFrom<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from information_schema.schemata where schema_name = ${bossSchema}`))[0]!.n).toBe(0);
    });
  });
}
