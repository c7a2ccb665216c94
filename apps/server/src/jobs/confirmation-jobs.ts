import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from './job-definition.ts';
import { outboxJobs } from './outbox-jobs.ts';

export const SEND_CONFIRMATION = 'send-confirmation';

/**
 * Confirmations guests keep (decision 0041): send-confirmation is queued right after the order
 * event's commit with the confirmation's key, sweep-confirmations sends what was left behind
 * (outbox-jobs.ts).
 */
export function confirmationJobs(app: Pick<FastifyInstance, 'confirmations' | 'log'>, { retryDelaySeconds = 30 }: { retryDelaySeconds?: number } = {}): JobDefinition[] {
  return outboxJobs(app.confirmations, app.log, { send: SEND_CONFIRMATION, sweep: 'sweep-confirmations', swept: 'swept unsent confirmations' }, retryDelaySeconds);
}
