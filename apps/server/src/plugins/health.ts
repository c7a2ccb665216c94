import type { FastifyInstance } from 'fastify';
import type { Database } from '@hotel/db/client';
import { databaseCheck, migrationsCheck, type ReadinessCheck } from './readiness-checks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on GET /readyz answers 503 (graceful shutdown: the load balancer stops sending). */
    markShuttingDown(): void;
    /** Whether shutdown has begun: answers then close their keep-alive connections. */
    isShuttingDown(): boolean;
  }
}

/** A check that has not answered by then counts as failed: a load balancer must not wait on us. */
const CHECK_TIMEOUT_MS = 3000;

type CheckResult = 'ok' | 'failed' | 'timeout';

/**
 * GET /healthz: the process is alive (no dependency asked). GET /readyz: the database answers,
 * every migration is applied and each extra check passes (Redis, when configured); 503 naming the
 * failed checks otherwise, and 503 once shutdown has begun. Neither is in the OpenAPI documents,
 * and their request lines are logged only at warn and above.
 */
export function registerHealth(app: FastifyInstance, { db, checks = [] }: { db: Database; checks?: ReadinessCheck[] }): void {
  const all = [databaseCheck(db), migrationsCheck(db), ...checks];
  let shuttingDown = false;
  app.decorate('markShuttingDown', () => {
    shuttingDown = true;
  });
  app.decorate('isShuttingDown', () => shuttingDown);
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });
  // While draining, keep-alive connections end with their current answer, so the listener can close.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (shuttingDown) reply.header('connection', 'close');
    done(null, payload);
  });
  const quiet = { schema: { hide: true }, logLevel: 'warn' as const };

  app.get('/healthz', quiet, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', quiet, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (shuttingDown) return reply.status(503).send({ status: 'shutting down' });
    const results = await Promise.all(all.map((c) => runCheck(c, (error) => request.log.warn({ check: c.name, err: error }, 'readiness check failed'))));
    const named = Object.fromEntries(all.map((c, i) => [c.name, results[i]!]));
    const ready = results.every((r) => r === 'ok');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', checks: named });
  });
}

async function runCheck(check: ReadinessCheck, onError: (error: unknown) => void): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), CHECK_TIMEOUT_MS);
  });
  const checked = check.check().then(
    (): CheckResult => 'ok',
    (error: unknown): CheckResult => {
      onError(error);
      return 'failed';
    },
  );
  try {
    return await Promise.race([checked, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
