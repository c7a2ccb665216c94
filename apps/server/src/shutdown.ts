import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '@hotel/db/client';
import type { JobQueue } from './jobs/job-queue.ts';

export interface ShutdownParts {
  app: FastifyInstance;
  jobs: JobQueue;
  db: Pick<DbHandle, 'close'>;
  /** How long /readyz answers 503 before the listener closes (SHUTDOWN_DRAIN_MS). */
  drainMs: number;
  /** The most the whole shutdown may take (SHUTDOWN_TIMEOUT_MS); past it the process exits 1. */
  timeoutMs: number;
}

/**
 * Graceful shutdown on SIGTERM and SIGINT: /readyz turns 503, after the drain the listener closes
 * (Fastify close: no new connections, idle keep-alive ones closed, requests in flight finish, late
 * requests on open connections get 503), the job queue stops taking jobs and lets a running one
 * finish, then the database closes and the process exits 0. A second signal or the hard cap ends
 * it at once with exit code 1.
 */
export function exitGracefullyOnSignals({ app, jobs, db, drainMs, timeoutMs }: ShutdownParts): void {
  let started = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (started) {
      app.log.warn({ signal }, 'shutdown: second signal, exiting now');
      process.exit(1);
    }
    started = true;
    const began = Date.now();
    app.log.info({ signal, drainMs, timeoutMs }, 'shutdown: started; /readyz answers 503');
    setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown: did not finish in time, exiting');
      process.exit(1);
    }, timeoutMs).unref();
    app.markShuttingDown();
    try {
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      await Promise.all([app.close(), jobs.stop()]);
      await db.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown: failed');
      process.exit(1);
    }
    app.log.info({ ms: Date.now() - began }, 'shutdown: complete');
    process.exit(0);
  };
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));
}
