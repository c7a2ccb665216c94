import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the outbox is cleared of what is older than a day: at most once a minute. */
export const PRUNE_EVERY_MS = 60 * 1000;

/**
 * A demo delivery whose table row IS the delivery (the console SMS provider's sms_outbox, the
 * outbox mail transport's mail_outbox): what is there is kept a day, what is older goes when a
 * message is added, at most once a minute. Clearing it on every message scanned the whole day's
 * outbox (sent_at has no index of its own) for each one: a third of a millisecond of the
 * database's time per message at a booking peak, more than writing the message itself.
 */
export abstract class DayOutbox<Outbox extends { deleteOlderThan(before: Date): Promise<unknown> }> {
  private prunedAt = Number.NEGATIVE_INFINITY;

  constructor(
    protected readonly outbox: Outbox,
    protected readonly log: FastifyBaseLogger,
    private readonly clock: Clock,
  ) {}

  /** Drops what is older than a day (unless done within the minute), and answers now, the new row's time. */
  protected async keepADay(): Promise<Date> {
    const now = this.clock();
    if (now.getTime() - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = now.getTime();
      await this.outbox.deleteOlderThan(new Date(now.getTime() - DAY_MS));
    }
    return now;
  }
}
