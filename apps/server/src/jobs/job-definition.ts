/** What a job receives: plain JSON (pg-boss stores it as jsonb); each job checks its own shape. */
export type JobData = Record<string, unknown>;

/**
 * One kind of background work, written once and run by either back-end (pg-boss on PostgreSQL,
 * the in-process runner on PGlite). Handlers must be idempotent: a run can be repeated after a
 * crash or a timeout, and on pg-boss a slow run may overlap the next period's run.
 */
export interface JobDefinition {
  /** Queue name: lowercase words and hyphens (also pg-boss's queue and schedule name). */
  name: string;
  /** Runs every N minutes (a divisor of 60), once across all processes; unset: only when sent. */
  everyMinutes?: number;
  /** Attempts after a failed one (a throw, a timeout, a crashed process), and the wait between them. */
  retry: { limit: number; delaySeconds: number };
  /** A run longer than this counts as failed and is retried (pg-boss: also a crashed process's run). */
  timeoutSeconds: number;
  /**
   * Runs of this job one process works on at once (default 1). Sent jobs whose run is mostly
   * waiting on another server (the mail and SMS sends) take several, so a burst drains in
   * parallel; each run still succeeds, fails and is retried on its own.
   */
  concurrency?: number;
  /**
   * Sent jobs with the same key: at most one waiting and one running (pg-boss's `stately` policy
   * with the key as singletonKey; the in-process runner likewise). A send while one waits is
   * dropped, the waiting one does its work. Only for jobs whose work is read when they run (a
   * channel connection's owed nights), never for jobs that carry what they do.
   */
  oneQueuedPer?: (data: JobData) => string;
  handler(data: JobData): Promise<void>;
}

const JOB_NAME = /^[a-z][a-z0-9-]*$/;
/** Running jobs share the app's database pool (10 connections) with requests: a queue runs no more at once than it has connections. */
const MAX_CONCURRENCY = 10;

/** Refuses definitions either back-end would run differently; returns them for chaining. */
export function checkDefinitions(definitions: readonly JobDefinition[]): readonly JobDefinition[] {
  const seen = new Set<string>();
  for (const definition of definitions) {
    if (!JOB_NAME.test(definition.name)) throw new Error(`job name must be lowercase words and hyphens: ${definition.name}`);
    if (seen.has(definition.name)) throw new Error(`job defined twice: ${definition.name}`);
    seen.add(definition.name);
    const every = definition.everyMinutes;
    if (every !== undefined && !(Number.isInteger(every) && every >= 1 && 60 % every === 0)) {
      throw new Error(`job ${definition.name}: everyMinutes must divide 60 (cron has minute slots), got ${every}`);
    }
    const concurrency = definition.concurrency;
    if (concurrency !== undefined && !(Number.isInteger(concurrency) && concurrency >= 1 && concurrency <= MAX_CONCURRENCY)) {
      throw new Error(`job ${definition.name}: concurrency must be a whole number from 1 to ${MAX_CONCURRENCY}, got ${concurrency}`);
    }
  }
  return definitions;
}

/** The cron pattern of an every-N-minutes schedule (UTC; N divides 60, so every hour looks the same). */
export function cronOf(everyMinutes: number): string {
  if (everyMinutes === 1) return '* * * * *';
  return everyMinutes === 60 ? '0 * * * *' : `*/${everyMinutes} * * * *`;
}

/**
 * A run that failed for good: its retries are spent (decision 0043: the group administrator is
 * alerted). `attempts` counts the first run too.
 */
export interface JobFailure {
  job: string;
  data: JobData;
  attempts: number;
  error: unknown;
}

/** Told of each failure for good; it must not throw (the queue goes on either way). */
export type OnJobGaveUp = (failure: JobFailure) => void;

/** Confirmations and notices one process sends at once (decision 0051). */
export const SEND_CONCURRENCY = 10;
