import type { FastifyInstance } from 'fastify';
import { SEND_CONCURRENCY, type JobDefinition } from './job-definition.ts';

export const SEND_NOTICE = 'send-notice';

/**
 * Notices to the hotels and alerts to the group administrator (decision 0043), like the guests'
 * confirmations: send-notice is queued right after the event's commit with the notice's key;
 * deliver() sends it once (a sent notice is never claimed again). The sweep sends what a lost
 * job or a queue that refused left behind, up to ten attempts.
 */
export function noticeJobs(app: Pick<FastifyInstance, 'notices' | 'log'>, { retryDelaySeconds = 30 }: { retryDelaySeconds?: number } = {}): JobDefinition[] {
  const { notices, log } = app;
  return [
    {
      name: SEND_NOTICE,
      retry: { limit: 5, delaySeconds: retryDelaySeconds },
      timeoutSeconds: 60,
      // A send mostly waits on the database and the mail server: several at once keep up with a booking peak (decision 0051).
      concurrency: SEND_CONCURRENCY,
      handler: async (data) => {
        if (typeof data.key !== 'string') throw new Error('send-notice needs a key');
        await notices.deliver(data.key);
      },
    },
    {
      name: 'sweep-notices',
      everyMinutes: 5,
      retry: { limit: 1, delaySeconds: 60 },
      timeoutSeconds: 300,
      handler: async () => {
        const result = await notices.sweep();
        if (result.sent || result.failed) log.info(result, 'swept unsent notices');
      },
    },
  ];
}
