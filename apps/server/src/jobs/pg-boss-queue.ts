import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { checkDefinitions, cronOf, type JobData, type JobDefinition, type OnJobGaveUp } from './job-definition.ts';
import type { JobQueue, QueueStats } from './job-queue.ts';
import { withTimeout } from './with-timeout.ts';

export interface PgBossOptions {
  connectionString: string;
  /** PostgreSQL schema of pg-boss's tables; every process of one site uses the same one. */
  schema?: string;
  log: FastifyBaseLogger;
  /** How long stop() lets running jobs finish; those still running are failed (and so retried). */
  stopTimeoutMs?: number;
  /** A job whose retries are spent (main.ts: an alert to the group administrator). A job expired after a crash is not seen here. */
  onGaveUp?: OnJobGaveUp;
  /** pg-boss's own intervals (polling: 2 s); tests change them. */
  timing?: { pollingIntervalSeconds?: number; cronMonitorIntervalSeconds?: number; cronWorkerIntervalSeconds?: number; maintenanceIntervalSeconds?: number };
}

/** pg-boss's default schema; tests pass their own. */
const DEFAULT_SCHEMA = 'pgboss';
const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;
/**
 * pg-boss's own expiry is the job's timeout plus this: each run's timeout (ours, per job) always
 * comes first, so pg-boss never fails a whole batch for one slow job; its expiry is left to fail
 * the jobs of a crashed process.
 */
const EXPIRY_GRACE_SECONDS = 10;

/**
 * The job queue on PostgreSQL, shared by every process on the database (decision 0027).
 * - Schedules: pg-boss keeps one schedule row per job; whichever process's cron monitor gets the
 *   minute sends it, and the job carries a singleton slot (key = job name, one per period), so N
 *   processes produce one job per period.
 * - Each job is fetched by one worker (FOR UPDATE SKIP LOCKED); a throw or a timeout puts it back
 *   for a retry; a crashed process's job stays active until its expiry, then maintenance (any
 *   process) fails it and it is retried.
 * - Throughput (decision 0051): one worker per queue fetches up to `concurrency` jobs at once and
 *   runs them side by side, each completed or failed on its own. pg-boss 10 waits its polling
 *   interval after every fetch, even one that found work; the worker is woken instead after a
 *   batch (so a backlog drains without pauses) and on every send of this process (so a job starts
 *   at once). Only an empty fetch waits the interval, which then matters only for jobs other
 *   processes sent and retries coming due.
 * - stop() stops fetching, waits for running handlers (pg-boss graceful stop) and closes the pool.
 */
export class PgBossJobQueue implements JobQueue {
  readonly kind = 'pg-boss';
  private readonly boss: PgBoss;
  private readonly schema: string;
  private readonly names = new Set<string>();
  /** This process's worker of each queue, woken by send(). */
  private readonly workers = new Map<string, string>();

  constructor(private readonly options: PgBossOptions) {
    this.schema = options.schema ?? DEFAULT_SCHEMA;
    if (!SCHEMA_NAME.test(this.schema)) throw new Error(`invalid pg-boss schema name: ${this.schema}`);
    this.boss = new PgBoss({ connectionString: options.connectionString, schema: this.schema, application_name: 'hotel-jobs', max: 4, ...options.timing });
    // pg-boss reports its own failures (lost connection, maintenance) as events; unheard, they would crash the process.
    this.boss.on('error', (error) => options.log.error({ err: error }, 'jobs: pg-boss reported an error'));
  }

  async start(definitions: readonly JobDefinition[]): Promise<void> {
    if (this.names.size > 0) throw new Error('the job queue is already started');
    checkDefinitions(definitions);
    await this.boss.start();
    for (const definition of definitions) {
      this.names.add(definition.name);
      const queue = {
        name: definition.name,
        policy: 'standard' as const,
        retryLimit: definition.retry.limit,
        retryDelay: definition.retry.delaySeconds,
        expireInSeconds: definition.timeoutSeconds + EXPIRY_GRACE_SECONDS,
      };
      // Idempotent (ON CONFLICT DO NOTHING), then updated so a changed definition takes effect.
      await this.boss.createQueue(definition.name, queue);
      await this.boss.updateQueue(definition.name, queue);
      if (definition.everyMinutes === undefined) await this.boss.unschedule(definition.name);
      else {
        const period = definition.everyMinutes * 60;
        await this.boss.schedule(definition.name, cronOf(definition.everyMinutes), {}, { tz: 'UTC', singletonKey: definition.name, singletonSeconds: period });
      }
      const worker = await this.boss.work<JobData>(definition.name, { includeMetadata: true, batchSize: definition.concurrency ?? 1 }, async (batch) => {
        // Never throws: pg-boss would then fail the whole batch, neighbours that succeeded included.
        await Promise.all(batch.map((job) => this.run(definition, job)));
        // It found work, so more may wait: fetch again now rather than after the polling interval.
        this.wake(definition.name);
      });
      this.workers.set(definition.name, worker);
    }
  }

  async send(name: string, data: JobData = {}): Promise<void> {
    if (!this.names.has(name)) throw new Error(`no job named ${name}`);
    await this.boss.send(name, data);
    // This process takes it at once instead of at its worker's next poll.
    this.wake(name);
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
    await this.boss.stop({ graceful: true, wait: true, timeout: this.options.stopTimeoutMs ?? 25_000 });
  }

  private wake(name: string): void {
    const worker = this.workers.get(name);
    if (worker) this.boss.notifyWorker(worker);
  }

  /**
   * One job of a batch, settled on its own: completed, or failed (retried, or given up and
   * reported) without touching its neighbours, which pg-boss would complete or fail together.
   */
  private async run(definition: JobDefinition, job: PgBoss.JobWithMetadata<JobData>): Promise<void> {
    const { log, onGaveUp } = this.options;
    let failure: { error: unknown } | undefined;
    try {
      await withTimeout(definition.handler(job.data ?? {}), definition.timeoutSeconds * 1000);
    } catch (error) {
      failure = { error };
    }
    try {
      if (!failure) {
        await this.boss.complete(definition.name, job.id);
        return;
      }
      const { error } = failure;
      const retrying = job.retryCount < job.retryLimit;
      log.error({ err: error, job: definition.name, jobId: job.id, attempt: job.retryCount + 1, retrying }, 'jobs: a job failed');
      if (!retrying) onGaveUp?.({ job: definition.name, data: job.data ?? {}, attempts: job.retryCount + 1, error });
      await this.boss.fail(definition.name, job.id, error instanceof Error ? error : { message: String(error) });
    } catch (error) {
      // The outcome was not recorded (the database went away): the job stays active until its
      // expiry, then maintenance fails it and it runs again; the handlers are idempotent.
      log.error({ err: error, job: definition.name, jobId: job.id }, 'jobs: could not record a job\'s outcome');
    }
  }
}
