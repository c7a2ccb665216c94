import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from './job-definition.ts';
import { outboxJobs } from './outbox-jobs.ts';

export const SEND_NOTICE = 'send-notice';

/**
 * Notices to the hotels and alerts to the group administrator (decision 0043), like the guests'
 * confirmations (outbox-jobs.ts): send-notice is queued right after the event's commit with the
 * notice's key; deliver() sends it once (a sent notice is never claimed again). The sweep sends
 * what a lost job or a queue that refused left behind, up to ten attempts.
 */
export function noticeJobs(app: Pick<FastifyInstance, 'notices' | 'log'>, { retryDelaySeconds = 30 }: { retryDelaySeconds?: number } = {}): JobDefinition[] {
  return outboxJobs(app.notices, app.log, { send: SEND_NOTICE, sweep: 'sweep-notices', swept: 'swept unsent notices' }, retryDelaySeconds);
}
