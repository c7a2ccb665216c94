import type { FastifyBaseLogger } from 'fastify';
import { SEND_CONCURRENCY, type JobDefinition } from './job-definition.ts';

/** Messages kept until sent, each sent once by its key: the guests' confirmations, the hotels' notices. */
export interface Outbox {
  deliver(key: string): Promise<void>;
  sweep(): Promise<{ sent: number; failed: number }>;
}

/** The jobs' names, and the log line of a sweep that found anything. */
export interface OutboxJobNames {
  send: string;
  sweep: string;
  swept: string;
}

/**
 * The two jobs of an outbox (decisions 0041, 0043). `send` is queued right after the event's
 * commit with the message's key; deliver() sends only what is not sent yet, so a retry never
 * sends twice. The sweep sends what a lost job (the in-process queue keeps nothing over a restart)
 * or a queue that refused left behind.
 */
export function outboxJobs(outbox: Outbox, log: FastifyBaseLogger, names: OutboxJobNames, retryDelaySeconds: number): JobDefinition[] {
  return [
    {
      name: names.send,
      // A mail server down for a few minutes: five more tries, 30 s apart; the sweep takes over after that.
      retry: { limit: 5, delaySeconds: retryDelaySeconds },
      timeoutSeconds: 60,
      // A send mostly waits on the database and the mail server: several at once keep up with a booking peak (decision 0051).
      concurrency: SEND_CONCURRENCY,
      handler: async (data) => {
        if (typeof data.key !== 'string') throw new Error(`${names.send} needs a key`);
        await outbox.deliver(data.key);
      },
    },
    {
      name: names.sweep,
      everyMinutes: 5,
      retry: { limit: 1, delaySeconds: 60 },
      timeoutSeconds: 300,
      handler: async () => {
        const result = await outbox.sweep();
        if (result.sent || result.failed) log.info(result, names.swept);
      },
    },
  ];
}
