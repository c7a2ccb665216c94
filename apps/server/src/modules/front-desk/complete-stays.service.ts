import type { FastifyBaseLogger } from 'fastify';
import { hotelToday } from '@hotel/shared/hotel-date';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { HotelOrdersService } from '../orders/index.ts';
import type { MemberPointsService } from '../user/index.ts';
import { completeStay } from './front-desk.service.ts';

/** Stays per run: a run stays short however far behind it is; the next run goes on. */
export const COMPLETE_BATCH = 100;

export interface CompleteStaysResult {
  /** Checked-in stays made 完了 (9) by this run. */
  completed: number;
  /** Open orders whose departure passed without a check-in, left for staff (GET /orders/unsettled). */
  unsettled: number;
}

/**
 * The completing job (main.ts runs it on a timer): a checked-in stay whose departure day has
 * passed becomes 完了 and earns its points, as if checked out, by no one (checked_out_by null).
 * Idempotent: each stay is completed by a conditional UPDATE that succeeds once, and points are
 * credited once per order whoever completes it. Orders never checked in are not guessed at:
 * they are counted and listed for staff to settle as a no-show or a cancellation.
 */
export class CompleteStaysService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly orders: HotelOrdersService,
    private readonly points: MemberPointsService,
    private readonly log: FastifyBaseLogger,
  ) {}

  async run(now: Date): Promise<CompleteStaysResult> {
    const today = hotelToday(now);
    let completed = 0;
    for (const id of await this.orders.completableIds(today, COMPLETE_BATCH)) {
      try {
        const done = await this.inTransaction((tx) => completeStay(tx, this.orders, this.points, id, null, now));
        if (done) completed++;
      } catch (error) {
        this.log.error({ err: error, orderId: id }, 'completing a stay failed');
      }
    }
    return { completed, unsettled: await this.orders.countUnsettled(today) };
  }
}
