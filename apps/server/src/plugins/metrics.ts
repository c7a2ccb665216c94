import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { failure } from '../lib/envelope.ts';
import type { DomainEvents } from '../lib/domain-events.ts';
import { RequestHistogram, STATUS_CLASSES } from './request-histogram.ts';

/**
 * Prometheus metrics at GET /metrics (METRICS=1; decision 0029): requests per route pattern,
 * method and status class with their latency, the booking funnel's counters, the job queue's lag
 * and Node's process metrics. Each process counts its own; Prometheus sums the processes.
 */
export interface AppMetrics {
  registry: Registry;
  holdsCreated: Counter;
  ordersCreated: Counter;
  paymentsSettled: Counter<'method' | 'outcome'>;
  refundsRequested: Counter;
}

/** What the job queue's stats() answers, per queue: jobs waiting and how long the oldest has waited. */
export type JobQueueStats = Record<string, { queued: number; oldestQueuedSeconds: number }>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's metrics; null with METRICS off. */
    metrics: AppMetrics | null;
    /** Counts one answered request in the request histogram (a no-op with METRICS off): the onResponse hook's, and the answers given before Fastify (plugins/front-answers.ts). */
    countAnswer: (method: string, route: string | undefined, status: number, seconds: number) => void;
  }
}

export function createMetrics(): AppMetrics {
  // One registry per app (tests build many apps in one process), never prom-client's global one.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const counter = <L extends string>(name: string, help: string, labelNames: L[] = []) => new Counter<L>({ name, help, labelNames, registers: [registry] });
  return {
    registry,
    holdsCreated: counter('hotel_holds_created_total', 'Rooms held for a guest (POST /booking/hold answered with a hold).'),
    ordersCreated: counter('hotel_orders_created_total', 'Orders submitted by guests.'),
    paymentsSettled: counter('hotel_payments_settled_total', 'Payments settled once (notification, query or reconciliation); outcome paid or refund_due.', ['method', 'outcome']),
    refundsRequested: counter('hotel_refunds_requested_total', 'Refunds stored to be sent to the provider (a guest cancellation or the front desk).'),
  };
}

/**
 * The request histogram (an onResponse hook, labelled by the route pattern, never the raw URL)
 * and GET /metrics: open, or with METRICS_TOKEN only for `Authorization: Bearer <token>`.
 */
export function registerMetrics(app: FastifyInstance, metrics: AppMetrics, { token }: { token?: string } = {}): void {
  const requests = new RequestHistogram('http_request_duration_seconds', 'Time to answer a request, by route pattern, method and status class.', metrics.registry);
  const other = STATUS_CLASSES.indexOf('other');
  const countAnswer = (method: string, route: string | undefined, status: number, seconds: number) => {
    const statusClass = Math.floor(status / 100) - 1;
    requests.observe(method, route ?? 'unmatched', statusClass >= 0 && statusClass < other ? statusClass : other, seconds);
  };
  app.decorate('countAnswer', countAnswer);
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    countAnswer(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  const expected = token ? digest(`Bearer ${token}`) : undefined;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (expected && !timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send(failure(401, SERVER_MESSAGES.metricsUnauthorized));
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The job queue's lag, read at each scrape: hotel_job_queued{queue} and
 * hotel_job_oldest_queued_seconds{queue}, from getStats() shaped as JobQueueStats. A no-op with
 * METRICS off. (main.ts wires it to the job queue's stats().)
 */
export function registerJobLagGauge(app: FastifyInstance, getStats: () => JobQueueStats | Promise<JobQueueStats>): void {
  const metrics = app.metrics;
  if (!metrics) return;
  let latest: Promise<JobQueueStats> | undefined;
  // One stats() call per scrape serves both gauges.
  const read = () => (latest ??= Promise.resolve(getStats()).finally(() => setImmediate(() => (latest = undefined))));
  const gauge = (name: string, help: string, field: 'queued' | 'oldestQueuedSeconds') =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers: [metrics.registry],
      async collect() {
        this.reset();
        for (const [queue, stats] of Object.entries(await read())) this.set({ queue }, stats[field]);
      },
    });
  gauge('hotel_job_queued', 'Jobs waiting in each queue.', 'queued');
  gauge('hotel_job_oldest_queued_seconds', 'How long the oldest waiting job of each queue has waited (the lag).', 'oldestQueuedSeconds');
}

/**
 * Counts the booking funnel from the services' own events (lib/domain-events.ts): holds and
 * orders once answered, payments once settled (a replay is not told), refunds once stored.
 */
export function countBusinessEvents(events: Pick<DomainEvents, 'on'>, metrics: AppMetrics): void {
  events.on('holdCreated', () => metrics.holdsCreated.inc());
  events.on('orderSubmitted', () => metrics.ordersCreated.inc());
  events.on('paymentSettled', ({ method, outcome }) => metrics.paymentsSettled.inc({ method, outcome }));
  events.on('refundRequested', () => metrics.refundsRequested.inc());
}
