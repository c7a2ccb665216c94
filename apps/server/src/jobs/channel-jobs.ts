import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from './job-definition.ts';

export const SEND_CHANNEL = 'send-channel';

/**
 * Channel managers (decision 0062). send-channel is queued when a committed change owes a
 * connection anything (main.ts: the change feed kicks it) and sends all it owes; a second one for
 * the same connection finds it held and leaves it to the first. The sweep sends what a lost job,
 * a held connection or a back-off left; the hourly job runs each connection's nightly full sync;
 * the reservation pull asks each connection for what the travel sites booked (decision 0063).
 * A failed send is not a failed job: the connection keeps its own back-off and alert.
 */
export function channelJobs(app: Pick<FastifyInstance, 'channelSync' | 'log'>): JobDefinition[] {
  const logFailures = (outcomes: { connectionId: number; outcome: { sent: boolean } }[], what: string) => {
    const sent = outcomes.filter((o) => o.outcome.sent).map((o) => o.connectionId);
    if (sent.length) app.log.info({ connections: sent }, what);
  };
  return [
    {
      name: SEND_CHANNEL,
      retry: { limit: 1, delaySeconds: 30 },
      timeoutSeconds: 600,
      // One waiting per connection (the "one queued job per connection at a time"): it reads what is owed when it runs.
      oneQueuedPer: (data) => `connection-${String(data.connectionId)}`,
      handler: async (data) => {
        if (typeof data.connectionId !== 'number') throw new Error(`${SEND_CHANNEL} needs a connectionId`);
        await app.channelSync.sendOwed(data.connectionId);
      },
    },
    {
      name: 'sweep-channels',
      everyMinutes: 1,
      retry: { limit: 1, delaySeconds: 30 },
      timeoutSeconds: 600,
      handler: async () => logFailures(await app.channelSync.sweep(), 'channel manager: the sweep sent what was owed'),
    },
    {
      // Reservations, modifications and cancellations from the channels (decision 0063): pmsXchange
      // asks for a pull every 2 to 5 minutes, never more often than every 2.
      name: 'pull-channel-reservations',
      everyMinutes: 2,
      retry: { limit: 0, delaySeconds: 60 },
      timeoutSeconds: 600,
      handler: async () => {
        const pulled = (await app.channelSync.pullAll()).filter((o) => o.outcome.pulled && o.outcome.reservations > 0);
        if (pulled.length) app.log.info({ connections: pulled.map((o) => o.connectionId) }, 'channel manager: reservations retrieved');
      },
    },
    {
      name: 'prune-channel-history',
      everyMinutes: 60,
      retry: { limit: 1, delaySeconds: 300 },
      timeoutSeconds: 600,
      handler: async () => {
        const pruned = await app.channelSync.prune();
        if (pruned.outbox + pruned.log > 0) app.log.info(pruned, 'channel manager: old outbox rows and sync log lines removed');
      },
    },
    {
      name: 'full-sync-channels',
      everyMinutes: 60,
      retry: { limit: 1, delaySeconds: 300 },
      timeoutSeconds: 1800,
      handler: async () => logFailures(await app.channelSync.fullSyncDaily(), 'channel manager: nightly full sync'),
    },
  ];
}
