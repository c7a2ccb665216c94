import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A demo delivery whose table row IS the delivery (the console SMS provider's sms_outbox, the
 * outbox mail transport's mail_outbox): what is there is kept a day, what is older goes when the
 * next message is added.
 */
export abstract class DayOutbox<Outbox extends { deleteOlderThan(before: Date): Promise<unknown> }> {
  constructor(
    protected readonly outbox: Outbox,
    protected readonly log: FastifyBaseLogger,
    private readonly clock: Clock,
  ) {}

  /** Drops what is older than a day, and answers now, the new row's time. */
  protected async keepADay(): Promise<Date> {
    const now = this.clock();
    await this.outbox.deleteOlderThan(new Date(now.getTime() - DAY_MS));
    return now;
  }
}
