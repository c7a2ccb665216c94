import type { FastifyBaseLogger } from 'fastify';
import { checkDefinitions, type JobData, type JobDefinition, type OnJobGaveUp } from './job-definition.ts';
import type { JobQueue, QueueStats } from './job-queue.ts';
import { withTimeout } from './with-timeout.ts';

export interface InProcessOptions {
  log: FastifyBaseLogger;
  /** How long stop() waits for running jobs before giving up on them. */
  stopTimeoutMs?: number;
  /** A run whose retries are spent (main.ts: an alert to the group administrator). */
  onGaveUp?: OnJobGaveUp;
}

interface Run {
  definition: JobDefinition;
  data: JobData;
  /** 0 for the first attempt. */
  attempt: number;
  /** When it became due (queued or retry time). */
  dueAt: number;
  /** Pending until it comes due; then the run waits in its job's line for a free slot. */
  timer?: NodeJS.Timeout;
}

/**
 * The job queue on PGlite: the same definitions, run by timers in this process (PGlite has one
 * process by nature). Scheduled jobs run at start and then every period, never two runs of one
 * job at once (a tick while the previous run or its retries are pending is skipped); failed runs
 * are retried as defined. A run that comes due starts at once while its job has fewer than
 * `concurrency` running; otherwise it waits in line, oldest first, for a slot (decision 0051).
 * Nothing is persisted: jobs sent and retries pending when the process stops or crashes are lost.
 * Scheduled work comes back by itself at the next start (decision 0027).
 */
export class InProcessJobQueue implements JobQueue {
  readonly kind = 'in-process';
  private readonly definitions = new Map<string, JobDefinition>();
  /** Runs not started: their timer pending, or due and in their job's line. */
  private readonly waiting = new Set<Run>();
  /** Per job: the due runs waiting for a slot, oldest first. */
  private readonly lines = new Map<string, Run[]>();
  private readonly running = new Map<Run, Promise<void>>();
  private readonly schedules: NodeJS.Timeout[] = [];
  private stopping = false;

  constructor(private readonly options: InProcessOptions) {}

  // async so a bad definition rejects, as pg-boss's start does.
  async start(definitions: readonly JobDefinition[]): Promise<void> {
    if (this.definitions.size > 0) throw new Error('the job queue is already started');
    for (const definition of checkDefinitions(definitions)) {
      this.definitions.set(definition.name, definition);
      if (definition.everyMinutes === undefined) continue;
      const tick = () => {
        if (!this.busy(definition.name)) this.enqueue({ definition, data: {}, attempt: 0, dueAt: Date.now() }, 0);
      };
      tick();
      const timer = setInterval(tick, definition.everyMinutes * 60_000);
      timer.unref();
      this.schedules.push(timer);
    }
  }

  send(name: string, data: JobData = {}): Promise<void> {
    const definition = this.definitions.get(name);
    if (!definition) return Promise.reject(new Error(`no job named ${name}`));
    if (this.stopping) return Promise.reject(new Error('the job queue is stopping'));
    // One waiting per key (JobDefinition.oneQueuedPer): the one already waiting will do this work.
    const key = definition.oneQueuedPer?.(data);
    if (key !== undefined && [...this.waiting].some((r) => r.definition === definition && r.attempt === 0 && definition.oneQueuedPer!(r.data) === key)) return Promise.resolve();
    this.enqueue({ definition, data, attempt: 0, dueAt: Date.now() }, 0);
    return Promise.resolve();
  }

  stats(): Promise<QueueStats[]> {
    const now = Date.now();
    return Promise.resolve(
      [...this.definitions.keys()].map((name) => {
        const waiting = [...this.waiting].filter((r) => r.definition.name === name);
        const due = waiting.filter((r) => r.dueAt <= now).map((r) => r.dueAt);
        return {
          name,
          queued: waiting.length,
          active: [...this.running.keys()].filter((r) => r.definition.name === name).length,
          oldestQueuedSeconds: due.length ? (now - Math.min(...due)) / 1000 : 0,
        };
      }),
    );
  }

  async stop(): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    for (const timer of this.schedules) clearInterval(timer);
    for (const run of this.waiting) clearTimeout(run.timer);
    if (this.waiting.size) this.options.log.warn({ jobs: this.waiting.size }, 'jobs: dropped jobs waiting to run (in-process queue, nothing is persisted)');
    this.waiting.clear();
    this.lines.clear();
    const running = [...this.running.values()];
    if (running.length === 0) return;
    this.options.log.info({ jobs: running.length }, 'jobs: waiting for running jobs to finish');
    const finished = await withTimeout(Promise.all(running), this.options.stopTimeoutMs ?? 25_000).then(
      () => true,
      () => false,
    );
    if (!finished) this.options.log.warn('jobs: running jobs did not finish within the stop timeout');
  }

  /** A run of this job is waiting or running: a scheduled tick is skipped (one run per period). */
  private busy(name: string): boolean {
    return [...this.waiting, ...this.running.keys()].some((r) => r.definition.name === name);
  }

  private enqueue(run: Run, delayMs: number): void {
    this.waiting.add(run);
    run.timer = setTimeout(() => {
      if (this.stopping) return;
      const line = this.lines.get(run.definition.name) ?? [];
      line.push(run);
      this.lines.set(run.definition.name, line);
      this.startDue(run.definition);
    }, delayMs);
    run.timer.unref();
  }

  /** Starts the job's due runs while it has free slots; called when a run comes due and when one ends. */
  private startDue(definition: JobDefinition): void {
    const line = this.lines.get(definition.name);
    const slots = definition.concurrency ?? 1;
    while (line?.length && !this.stopping && [...this.running.keys()].filter((r) => r.definition === definition).length < slots) {
      const run = line.shift()!;
      this.waiting.delete(run);
      const done = this.execute(run).finally(() => {
        this.running.delete(run);
        this.startDue(definition);
      });
      this.running.set(run, done);
    }
  }

  private async execute(run: Run): Promise<void> {
    const { definition, attempt } = run;
    try {
      await withTimeout(definition.handler(run.data), definition.timeoutSeconds * 1000);
    } catch (error) {
      const retrying = attempt < definition.retry.limit && !this.stopping;
      this.options.log.error({ err: error, job: definition.name, attempt: attempt + 1, retrying }, 'jobs: a job failed');
      if (retrying) {
        const delayMs = definition.retry.delaySeconds * 1000;
        this.enqueue({ ...run, attempt: attempt + 1, dueAt: Date.now() + delayMs, timer: undefined }, delayMs);
      } else if (!this.stopping) this.options.onGaveUp?.({ job: definition.name, data: run.data, attempts: attempt + 1, error });
    }
  }
}
