import type { Database } from '@hotel/db/client';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { ApiError, notFound } from '../../lib/api-error.ts';
import type { HoldRepository, HoldRow } from './hold.repository.ts';
import { RELEASE_BATCH, type InventoryService } from './inventory.service.ts';

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
   * order in the same one). 404 unknown or another member's, 409 already used, 410 expired.
   */
  async convertForOrder(tx: Database, orderNo: string, memberId: number, now: Date): Promise<HoldRow> {
    const hold = await this.holds.convert(tx, orderNo, memberId, now);
    if (hold) return hold;
    const found = await this.holds.findByOrderNo(orderNo, tx);
    if (!found || found.memberId !== memberId) throw notFound(SERVER_MESSAGES.holdNotFound);
    if (found.status === 'converted') throw new ApiError(409, SERVER_MESSAGES.holdUsed);
    throw new ApiError(410, SERVER_MESSAGES.holdExpired);
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
