import type { FastifyInstance } from 'fastify';
import { SEND_CONCURRENCY, type JobDefinition } from './job-definition.ts';

export const SEND_CONFIRMATION = 'send-confirmation';

/**
 * Confirmations guests keep (decision 0041). send-confirmation is queued right after the order
 * event's commit with the confirmation's key; deliver() sends only the channels not yet sent, so
 * a retry never sends twice. The sweep sends what a lost job (the in-process queue keeps nothing
 * over a restart) or a queue that refused left behind.
 */
export function confirmationJobs(app: Pick<FastifyInstance, 'confirmations' | 'log'>, { retryDelaySeconds = 30 }: { retryDelaySeconds?: number } = {}): JobDefinition[] {
  const { confirmations, log } = app;
  return [
    {
      name: SEND_CONFIRMATION,
      // A mail server down for a few minutes: five more tries, 30 s apart; the sweep takes over after that.
      retry: { limit: 5, delaySeconds: retryDelaySeconds },
      timeoutSeconds: 60,
      // A send mostly waits on the database and the mail server: several at once keep up with a booking peak (decision 0051).
      concurrency: SEND_CONCURRENCY,
      handler: async (data) => {
        if (typeof data.key !== 'string') throw new Error('send-confirmation needs a key');
        await confirmations.deliver(data.key);
      },
    },
    {
      name: 'sweep-confirmations',
      everyMinutes: 5,
      retry: { limit: 1, delaySeconds: 60 },
      timeoutSeconds: 300,
      handler: async () => {
        const result = await confirmations.sweep();
        if (result.sent || result.failed) log.info(result, 'swept unsent confirmations');
      },
    },
  ];
}
