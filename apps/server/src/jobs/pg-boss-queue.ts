import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, type JobWithMetadata } from 'pg-boss';
import { checkDefinitions, cronOf, type JobData, type JobDefinition, type OnJobGaveUp } from './job-definition.ts';
import type { JobQueue, QueueStats } from './job-queue.ts';
import { carryOverPgBoss10, setAsidePgBoss10 } from './pg-boss-upgrade.ts';

export interface PgBossOptions {
  connectionString: string;
  /** PostgreSQL schema of pg-boss's tables; every process of one site uses the same one. */
  schema?: string;
  log: FastifyBaseLogger;
  /** How long stop() lets running jobs finish; those still running are failed (and so retried). */
  stopTimeoutMs?: number;
  /** A job whose retries are spent (main.ts: an alert to the group administrator). A job expired after a crash is not seen here. */
  onGaveUp?: OnJobGaveUp;
  /** pg-boss's own intervals (polling: 2 s, each queue's first worker); tests change them. */
  timing?: { pollingIntervalSeconds?: number; cronMonitorIntervalSeconds?: number; cronWorkerIntervalSeconds?: number; maintenanceIntervalSeconds?: number };
}

/** pg-boss's default schema; tests pass their own. */
const DEFAULT_SCHEMA = 'pgboss';
/** pg-boss's own default, kept for each queue's first worker. */
const DEFAULT_POLLING_SECONDS = 2;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;
/**
 * A queue's first worker polls at pg-boss's interval; the others, there for concurrency, wait this
 * long between polls, being woken when needed: an idle queue costs one poll per interval whatever
 * its concurrency.
 */
const HELPER_POLLING_SECONDS = 30;

/**
 * The job queue on PostgreSQL, shared by every process on the database (decision 0027).
 * - Schedules: pg-boss keeps one schedule row per job; whichever process's cron monitor gets the
 *   minute sends it, and the job carries a singleton slot (key = job name, one per period), so N
 *   processes produce one job per period.
 * - Each job is fetched by one worker (FOR UPDATE SKIP LOCKED); a throw or a timeout puts it back
 *   for a retry; a crashed process's job stays active until its expiry, then maintenance (any
 *   process) fails it and it is retried.
 * - Throughput (decision 0051): `concurrency` workers per queue, each fetching one job at a time,
 *   so each job is completed or failed (and retried) on its own and a slow one holds up no other.
 *   pg-boss (10, and 12 with one job a fetch) waits its polling interval after every fetch, even
 *   one that found work. Instead a worker that found a job fetches again at once and wakes the
 *   next worker of the queue (so a backlog drains without pauses, the workers joining in one
 *   after another), and each send of this process wakes a worker in turn (so a job starts at
 *   once). Only an empty fetch waits the interval, which then matters only for jobs other
 *   processes sent and retries coming due.
 * - stop() stops fetching, waits for running handlers (pg-boss graceful stop) and closes the pool.
 */
export class PgBossJobQueue implements JobQueue {
  readonly kind = 'pg-boss';
  private readonly boss: PgBoss;
  private readonly schema: string;
  private readonly names = new Set<string>();
  /** The key of each oneQueuedPer job (JobDefinition.oneQueuedPer). */
  private readonly keys = new Map<string, (data: JobData) => string>();
  /** This process's workers of each queue, and the one the next send wakes. */
  private readonly workers = new Map<string, { ids: string[]; turn: number }>();
  /** Each queue's first worker's polling interval. */
  private readonly pollingSeconds: number;

  constructor(private readonly options: PgBossOptions) {
    this.schema = options.schema ?? DEFAULT_SCHEMA;
    if (!SCHEMA_NAME.test(this.schema)) throw new Error(`invalid pg-boss schema name: ${this.schema}`);
    // The polling interval is a worker's option; the others are the instance's.
    const { pollingIntervalSeconds, ...intervals } = options.timing ?? {};
    this.pollingSeconds = pollingIntervalSeconds ?? DEFAULT_POLLING_SECONDS;
    this.boss = new PgBoss({ connectionString: options.connectionString, schema: this.schema, application_name: 'hotel-jobs', max: 8, ...intervals });
    // pg-boss reports its own failures (lost connection, maintenance) as events; unheard, they would crash the process.
    this.boss.on('error', (error) => options.log.error({ err: error }, 'jobs: pg-boss reported an error'));
  }

  async start(definitions: readonly JobDefinition[]): Promise<void> {
    if (this.names.size > 0) throw new Error('the job queue is already started');
    checkDefinitions(definitions);
    // A database whose jobs pg-boss 10 kept: pg-boss 12 cannot migrate its schema, so it is set aside first (decision 0057).
    await setAsidePgBoss10(this.options.connectionString, this.schema, this.options.log);
    await this.boss.start();
    for (const definition of definitions) {
      this.names.add(definition.name);
      if (definition.oneQueuedPer) this.keys.set(definition.name, definition.oneQueuedPer);
      const settings = { retryLimit: definition.retry.limit, retryDelay: definition.retry.delaySeconds, expireInSeconds: definition.timeoutSeconds };
      const policy = definition.oneQueuedPer ? 'stately' : 'standard';
      // A queue's policy cannot be updated: a queue made under the other one is made again. Only a
      // oneQueuedPer job's queue can differ, and its jobs are re-derived by the sweep that backs it.
      const existing = await this.boss.getQueue(definition.name);
      if (existing && existing.policy !== policy) await this.boss.deleteQueue(definition.name);
      // Idempotent (ON CONFLICT DO NOTHING), then updated so a changed definition takes effect.
      await this.boss.createQueue(definition.name, { policy, ...settings });
      await this.boss.updateQueue(definition.name, settings);
      if (definition.everyMinutes === undefined) await this.boss.unschedule(definition.name);
      else {
        const period = definition.everyMinutes * 60;
        await this.boss.schedule(definition.name, cronOf(definition.everyMinutes), {}, { tz: 'UTC', singletonKey: definition.name, singletonSeconds: period });
      }
    }
    // The sent jobs pg-boss 10 had not finished, queued again before any worker starts.
    const sent = definitions.filter((definition) => definition.everyMinutes === undefined).map((definition) => definition.name);
    await carryOverPgBoss10(this.boss, this.options.connectionString, this.schema, sent, this.options.log);
    for (const definition of definitions) {
      const workers = { ids: [] as string[], turn: 0 };
      this.workers.set(definition.name, workers);
      for (let i = 0; i < (definition.concurrency ?? 1); i++) {
        const pollingIntervalSeconds = i === 0 ? this.pollingSeconds : HELPER_POLLING_SECONDS;
        workers.ids.push(await this.boss.work(definition.name, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds }, ([job]: JobWithMetadata<JobData>[]) => this.run(definition, job, i)));
      }
    }
  }

  async send(name: string, data: JobData = {}): Promise<void> {
    if (!this.names.has(name)) throw new Error(`no job named ${name}`);
    const key = this.keys.get(name)?.(data);
    // Under the stately policy a second waiting job of the key is refused (send answers null): its work is the waiting one's.
    await this.boss.send(name, data, key === undefined ? undefined : { singletonKey: key });
    // This process takes it at once instead of at a worker's next poll.
    const workers = this.workers.get(name);
    if (workers) this.wake(name, workers.turn++);
  }

  async stats(): Promise<QueueStats[]> {
    const { rows } = await this.boss.getDb().executeSql(
      `select name,
              count(*) filter (where state in ('created', 'retry'))::int as queued,
              count(*) filter (where state = 'active')::int as active,
              coalesce(extract(epoch from now() - min(start_after) filter (where state in ('created', 'retry') and start_after <= now())), 0)::float8 as oldest
         from ${this.schema}.job
        where name = any($1::text[])
        group by name`,
      [[...this.names]],
    );
    const byName = new Map((rows as { name: string; queued: number; active: number; oldest: number }[]).map((r) => [r.name, r]));
    return [...this.names].map((name) => {
      const row = byName.get(name);
      return { name, queued: row?.queued ?? 0, active: row?.active ?? 0, oldestQueuedSeconds: row?.oldest ?? 0 };
    });
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: this.options.stopTimeoutMs ?? 25_000 });
  }

  /** Worker `index` of the queue (counted round) fetches now, or right after its current job. */
  private wake(name: string, index: number): void {
    const ids = this.workers.get(name)?.ids ?? [];
    if (ids.length) this.boss.notifyWorker(ids[index % ids.length]!);
  }

  /** One job; a throw (or pg-boss's timeout) fails it and it is retried, or reported once its retries are spent. */
  private async run(definition: JobDefinition, job: JobWithMetadata<JobData> | undefined, worker: number): Promise<void> {
    if (!job) return;
    try {
      await definition.handler(job.data ?? {});
    } catch (error) {
      const retrying = job.retryCount < job.retryLimit;
      this.options.log.error({ err: error, job: definition.name, jobId: job.id, attempt: job.retryCount + 1, retrying }, 'jobs: a job failed');
      if (!retrying) this.options.onGaveUp?.({ job: definition.name, data: job.data ?? {}, attempts: job.retryCount + 1, error });
      throw error;
    } finally {
      // It found work, so more may wait: it fetches again now rather than after its polling
      // interval, and so does the next worker, which passes it on if it finds a job too.
      this.wake(definition.name, worker);
      this.wake(definition.name, worker + 1);
    }
  }
}
