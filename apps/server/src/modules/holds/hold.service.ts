import type { Database } from '@hotel/db/client';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { stayRestrictionProblem } from '@hotel/shared/stay-restrictions';
import { ApiError, notFound } from '../../lib/api-error.ts';
import { RELEASE_BATCH, type InventoryService } from '../inventory/index.ts';
import type { HoldRepository, HoldRow } from './hold.repository.ts';

/**
 * A hold whose stay the restrictions now forbid (decision 0020): thrown inside the submit's
 * transaction, so the conversion rolls back; the caller then gives the hold's rooms back with
 * releaseRestricted and answers 400 with the restriction's message.
 */
export class HoldRestrictedError extends ApiError {
  constructor(
    readonly holdId: number,
    message: string,
  ) {
    super(400, message);
  }
}

/** Holds (room_holds) after they are taken: turned into an order, or released when they lapse. */
export class HoldService {
  constructor(
    private readonly holds: HoldRepository,
    private readonly inventory: InventoryService,
  ) {}

  /** The member's hold as stored, whatever its state (undefined: unknown or another member's). */
  async findOwn(orderNo: string, memberId: number): Promise<HoldRow | undefined> {
    const hold = await this.holds.findByOrderNo(orderNo);
    return hold?.memberId === memberId ? hold : undefined;
  }

  /**
   * The member's live hold, marked converted inside the caller's transaction (orders inserts the
   * order in the same one). 404 unknown or another member's, 409 already used, 410 expired;
   * HoldRestrictedError when the restrictions now forbid its stay.
   */
  async convertForOrder(tx: Database, orderNo: string, memberId: number, now: Date): Promise<HoldRow> {
    const hold = await this.holds.convert(tx, orderNo, memberId, now);
    if (hold) {
      // The restrictions as they are now, not as they were at hold time: staff may have closed the stay since.
      const nights = await this.inventory.listRestrictions(hold.hotelCode, [hold.roomTypeCode], hold.checkIn, hold.checkOut, tx);
      const problem = stayRestrictionProblem(hold.checkIn, hold.checkOut, nights);
      if (problem) throw new HoldRestrictedError(hold.id, problem);
      return hold;
    }
    const found = await this.holds.findByOrderNo(orderNo, tx);
    if (!found || found.memberId !== memberId) throw notFound(SERVER_MESSAGES.holdNotFound);
    if (found.status === 'converted') throw new ApiError(409, SERVER_MESSAGES.holdUsed);
    throw new ApiError(410, SERVER_MESSAGES.holdExpired);
  }

  /** A hold refused at submit gives its rooms back at once (once, however often it is called). */
  releaseRestricted(holdId: number): Promise<boolean> {
    return this.inventory.release(async (tx) => {
      const hold = await this.holds.releaseNow(tx, holdId);
      return hold && { rooms: hold };
    });
  }

  /** Holds past their minutes give their rooms back; how many did. */
  async releaseExpired(now: Date): Promise<number> {
    const ids = await this.holds.listExpiredIds(now, RELEASE_BATCH);
    return this.inventory.releaseEach(ids, async (tx, id) => {
      const hold = await this.holds.release(tx, id, now);
      return hold && { rooms: hold };
    });
  }
}
