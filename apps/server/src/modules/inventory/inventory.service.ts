import type { Database } from '@hotel/db/client';
import { stayDates } from '@hotel/shared/stay-rules';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { InventoryRepository } from './inventory.repository.ts';

/** How many expired rows one release pass handles; the next pass takes the rest. */
export const RELEASE_BATCH = 200;

/** The rooms a hold or an order has taken: fields both rows carry, so either can be passed. */
export interface TakenRooms {
  hotelCode: string;
  roomTypeCode: string;
  checkIn: string;
  checkOut: string;
  roomQty: number;
}

/**
 * One row's claim to give its rooms back: a conditional status change (hold released, order
 * cancelled or expired) that succeeds once. undefined when it did not happen (someone else got
 * there first, or the row was not in that state); `rooms: null` when it happened but the row
 * held no rooms.
 */
export type ReleaseClaim = (tx: Database) => Promise<{ rooms: TakenRooms | null } | undefined>;

/**
 * The one place rooms go back on sale (room_nights). Holds (booking) and orders (orders) both
 * release through it: the status change and the give-back share one transaction, so however
 * many releases run at once (timer, lazy calls, several processes), a room goes back exactly once.
 */
export class InventoryService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly inventory: InventoryRepository,
  ) {}

  /** Runs the claim and gives its rooms back, in one transaction; true when the claim succeeded. */
  release(claim: ReleaseClaim): Promise<boolean> {
    return this.inTransaction(async (tx) => {
      const claimed = await claim(tx);
      if (!claimed) return false;
      if (claimed.rooms) await this.giveBack(tx, claimed.rooms);
      return true;
    });
  }

  /** release() for each id, each in its own transaction; how many were released. */
  async releaseEach(ids: number[], claim: (tx: Database, id: number) => ReturnType<ReleaseClaim>): Promise<number> {
    let released = 0;
    for (const id of ids) {
      if (await this.release((tx) => claim(tx, id))) released++;
    }
    return released;
  }

  private giveBack(tx: Database, rooms: TakenRooms): Promise<void> {
    return this.inventory.giveBackRooms(tx, {
      hotelCode: rooms.hotelCode,
      roomTypeCode: rooms.roomTypeCode,
      dates: stayDates(rooms.checkIn, rooms.checkOut),
      qty: rooms.roomQty,
    });
  }
}
