import type { FastifyInstance } from 'fastify';
import type { Database } from '@hotel/db/client';
import type { AppOptions } from './app-options.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerClientErrors } from './plugins/client-errors.ts';
import { registerCompressedPublicReads } from './plugins/compressed-answers.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { handOverReadBody } from './plugins/front-answers.ts';
import { registerHealth } from './plugins/health.ts';
import { createMetrics, registerMetrics, type AppMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { redisReadinessCheck, registerNoRateLimit, registerRateLimit } from './plugins/rate-limit.ts';
import type { ReadinessCheck } from './plugins/readiness-checks.ts';
import { registerRequestId } from './plugins/request-id.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { recordStaffRoutes } from './plugins/staff-route-table.ts';
import { registerMessageLanguage } from './plugins/message-language.ts';

interface PlatformOptions extends Pick<AppOptions, 'metrics' | 'readinessChecks' | 'rateLimit' | 'beforeRoutes'> {
  db: Database;
  /** Log one line per request (the app has a logger). */
  logRequests: boolean;
}

/**
 * What every request passes through, registered before any route, in this order: the request
 * id and metrics, the error answers, the security headers, compressed public reads (before the
 * content scopes' ETags, decision 0035), the member auth hooks, health, the caller's plugins
 * (compression), the staff route table (every staff route declares its access), throttling (it
 * marks the throttled routes as they are added) and the OpenAPI document. Answers the metrics
 * (null with METRICS off).
 */
export async function registerPlatform(app: FastifyInstance, { db, logRequests, metrics: metricsSettings, readinessChecks, rateLimit, beforeRoutes }: PlatformOptions): Promise<AppMetrics | null> {
  registerRequestId(app, { logRequests });
  // A content read's body the front already read (plugins/front-answers.ts), handed to the body parser.
  app.addHook('preParsing', handOverReadBody);
  const metrics = metricsSettings ? createMetrics() : null;
  app.decorate('metrics', metrics);
  if (metrics) registerMetrics(app, metrics, metricsSettings);
  else app.decorate('countAnswer', () => {});
  registerErrorHandler(app);
  // Refusals in the caller's language (decision 0072).
  registerMessageLanguage(app);
  registerClientErrors(app);
  registerSecurityHeaders(app);
  // Before any route and before the content scopes' ETags: public reads compressed once (decision 0035).
  registerCompressedPublicReads(app);
  registerAuth(app);
  // With REDIS_URL the throttling counters live in Redis: /readyz asks it too (app.redis is set below).
  const redisCheck: ReadinessCheck[] = rateLimit?.redisUrl ? [{ name: 'redis', check: () => redisReady(app.redis) }] : [];
  registerHealth(app, { db, checks: [...(readinessChecks ?? []), ...redisCheck] });
  if (beforeRoutes) await beforeRoutes(app);
  // Before any route: every staff route must declare its access, and the table of them is kept.
  recordStaffRoutes(app);
  // Before any route: it marks the throttled routes as they are added.
  if (rateLimit) await registerRateLimit(app, rateLimit);
  else registerNoRateLimit(app);
  await registerOpenApi(app);

  return metrics;
}

async function redisReady(client: FastifyInstance['redis']): Promise<void> {
  if (!client) throw new Error('no Redis client');
  const answer = await redisReadinessCheck(client);
  if (!answer.ok) throw new Error(answer.reason);
}
