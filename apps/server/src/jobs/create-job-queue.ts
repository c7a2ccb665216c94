import type { FastifyBaseLogger } from 'fastify';
import { InProcessJobQueue } from './in-process-queue.ts';
import type { OnJobGaveUp } from './job-definition.ts';
import type { JobQueue } from './job-queue.ts';
import { PgBossJobQueue } from './pg-boss-queue.ts';

/** PostgreSQL (DATABASE_URL set): pg-boss, shared by every process. PGlite: the in-process runner. */
export function createJobQueue({ databaseUrl, log, stopTimeoutMs, onGaveUp }: { databaseUrl?: string; log: FastifyBaseLogger; stopTimeoutMs?: number; onGaveUp?: OnJobGaveUp }): JobQueue {
  const jobLog = log.child({ module: 'jobs' });
  return databaseUrl ? new PgBossJobQueue({ connectionString: databaseUrl, log: jobLog, stopTimeoutMs, onGaveUp }) : new InProcessJobQueue({ log: jobLog, stopTimeoutMs, onGaveUp });
}
