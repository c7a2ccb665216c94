import type { JobData, JobDefinition } from './job-definition.ts';

/** One queue's backlog, for metrics and readiness: how much waits and for how long. */
export interface QueueStats {
  name: string;
  /** Jobs due or waiting for a retry, not yet running. */
  queued: number;
  /** Jobs running now (in this process for the in-process runner; anywhere for pg-boss). */
  active: number;
  /** Seconds the oldest due job has waited to start (0 when none waits): the job lag. */
  oldestQueuedSeconds: number;
}

/**
 * Background work behind one interface (decision 0027): PgBossJobQueue on PostgreSQL (shared by
 * every process), InProcessJobQueue on PGlite (one process by nature). Built once in main.ts.
 */
export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process';
  /** Registers the definitions, starts their schedules and begins taking jobs. Once. */
  start(definitions: readonly JobDefinition[]): Promise<void>;
  /** Queues a one-off run of a defined job (notifications and the like); retried like any run. */
  send(name: string, data?: JobData): Promise<void>;
  /** Per defined queue: backlog and lag. */
  stats(): Promise<QueueStats[]>;
  /** Stops taking jobs, lets running ones finish (up to the stop timeout), then releases its resources. */
  stop(): Promise<void>;
}
