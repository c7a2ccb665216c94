import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from './job-definition.ts';

/**
 * The site's recurring background work, run by whichever queue main.ts built. Each handler is an
 * idempotent pass (every change is a conditional update in its own transaction), so a repeated
 * or overlapping run changes nothing twice; a pass that throws is retried, and the next period
 * runs it again anyway.
 */
export function scheduledJobs(app: Pick<FastifyInstance, 'releaseExpired' | 'reconcilePayments' | 'completeStays' | 'purgeExpiredPersonalData' | 'log'>): JobDefinition[] {
  const { log } = app;
  return [
    {
      // Lapsed holds and unpaid prepaid orders give their rooms back (also done lazily before each hold and payment).
      name: 'release-expired',
      everyMinutes: 1,
      retry: { limit: 2, delaySeconds: 10 },
      timeoutSeconds: 120,
      handler: async () => {
        const released = await app.releaseExpired();
        if (released.holds || released.orders) log.info(released, 'released expired holds and orders');
      },
    },
    {
      // Payments whose notification never came settle, lapsed trades close, refunds are followed (decision 0015).
      name: 'reconcile-payments',
      everyMinutes: 1,
      retry: { limit: 2, delaySeconds: 20 },
      timeoutSeconds: 300,
      handler: async () => {
        const result = await app.reconcilePayments();
        if (result.settled || result.closed || result.differences || result.refundsUpdated || result.errors) log.info(result, 'reconciled payments');
      },
    },
    {
      // Checked-in stays become 完了 the day after departure; the others are listed for staff (decision 0024).
      name: 'complete-stays',
      everyMinutes: 10,
      retry: { limit: 3, delaySeconds: 60 },
      timeoutSeconds: 300,
      handler: async () => {
        const result = await app.completeStays();
        if (result.completed) log.info(result, 'completed checked-in stays past their departure');
      },
    },
    {
      // SMS codes, ended sessions, finished holds and old meeting contacts past their retention
      // period go (decision 0033); hourly so a missed run never keeps anything a day too long.
      name: 'purge-personal-data',
      everyMinutes: 60,
      retry: { limit: 3, delaySeconds: 300 },
      timeoutSeconds: 600,
      handler: async () => {
        await app.purgeExpiredPersonalData();
      },
    },
  ];
}
