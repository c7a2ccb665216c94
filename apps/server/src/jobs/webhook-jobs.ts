import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from './job-definition.ts';

export const SEND_WEBHOOKS = 'send-webhooks';

/**
 * The hotels' PMS webhooks (decision 0064). send-webhooks is queued when a committed event is heard
 * (main.ts: the change feed kicks it) and delivers all the endpoint owes; one waits per endpoint.
 * The sweep delivers what a lost job, a held endpoint or a back-off left; the hourly prune forgets
 * acknowledged events and tries after 30 days. A failed delivery is not a failed job: the endpoint
 * keeps its own back-off and its delivery log.
 */
export function webhookJobs(app: Pick<FastifyInstance, 'webhookDelivery' | 'log'>): JobDefinition[] {
  return [
    {
      name: SEND_WEBHOOKS,
      retry: { limit: 1, delaySeconds: 30 },
      timeoutSeconds: 600,
      oneQueuedPer: (data) => `endpoint-${String(data.endpointId)}`,
      handler: async (data) => {
        if (typeof data.endpointId !== 'number') throw new Error(`${SEND_WEBHOOKS} needs an endpointId`);
        await app.webhookDelivery.deliver(data.endpointId);
      },
    },
    {
      name: 'sweep-webhooks',
      everyMinutes: 1,
      retry: { limit: 1, delaySeconds: 30 },
      timeoutSeconds: 600,
      handler: async () => {
        const delivered = (await app.webhookDelivery.sweep()).filter((o) => o.outcome.delivered > 0).map((o) => o.endpointId);
        if (delivered.length) app.log.info({ endpoints: delivered }, 'webhooks: the sweep delivered what was owed');
      },
    },
    {
      name: 'prune-webhook-history',
      everyMinutes: 60,
      retry: { limit: 1, delaySeconds: 300 },
      timeoutSeconds: 600,
      handler: async () => {
        const pruned = await app.webhookDelivery.prune();
        if (pruned.events + pruned.attempts > 0) app.log.info(pruned, 'webhooks: old events and tries removed');
      },
    },
  ];
}
