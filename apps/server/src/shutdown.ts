import type { Server } from 'node:http';
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
 * Graceful shutdown on SIGTERM and SIGINT:
 * 1. /readyz answers 503 and every answer carries `Connection: close` (health.ts), for the drain;
 * 2. the listener closes (no new connections; idle keep-alive ones are closed) while the job queue
 *    stops taking jobs and lets a running one finish; requests in flight finish, and their page
 *    loaders still reach the API in-process (app.inject), which is why Fastify itself closes only
 *    after the listener has (closing it first would answer those inner calls 503);
 * 3. Fastify closes (its onClose hooks), then the database; exit 0.
 * A second signal or the hard cap (timeoutMs) ends it at once with exit code 1.
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
      app.log.info('shutdown: drained; closing the listener');
      await Promise.all([closeListener(app.server), jobs.stop()]);
      await app.close();
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

/** Stops accepting connections and resolves once every open one has ended (in-flight requests answered). */
function closeListener(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeIdleConnections();
  });
}
