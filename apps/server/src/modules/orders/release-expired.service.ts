import { stayDates } from '@hotel/shared/stay-rules';
import type { HoldRepository } from '../booking/hold.repository.ts';
import type { InventoryRepository } from '../booking/inventory.repository.ts';
import type { RunInTransaction } from '../booking/transaction.ts';
import type { OrderRepository } from './order.repository.ts';

/** How many expired holds and orders one pass handles; the next pass takes the rest. */
const BATCH = 200;

export interface ReleaseResult {
  holds: number;
  orders: number;
}

/**
 * Gives rooms back from holds past their 15 minutes and from prepaid orders not paid by their
 * deadline (those become state 10). Each one in its own transaction, guarded by a conditional
 * status change: however many passes run at once (timer, lazy calls, several processes), a
 * room goes back exactly once.
 */
export class ReleaseExpiredService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly inventory: InventoryRepository,
    private readonly holds: HoldRepository,
    private readonly orders: OrderRepository,
  ) {}

  async releaseExpired(now: Date): Promise<ReleaseResult> {
    const result: ReleaseResult = { holds: 0, orders: 0 };
    for (const id of await this.holds.listExpiredIds(now, BATCH)) {
      const released = await this.inTransaction(async (tx) => {
        const hold = await this.holds.release(tx, id, now);
        if (!hold) return false;
        await this.inventory.giveBackRooms(tx, {
          hotelCode: hold.hotelCode,
          roomTypeCode: hold.roomTypeCode,
          dates: stayDates(hold.checkIn, hold.checkOut),
          qty: hold.roomQty,
        });
        return true;
      });
      if (released) result.holds++;
    }
    for (const id of await this.orders.listExpiredIds(now, BATCH)) {
      const expired = await this.inTransaction(async (tx) => {
        const order = await this.orders.expire(tx, id, now);
        if (!order) return false;
        if (order.roomsHeld) {
          await this.inventory.giveBackRooms(tx, {
            hotelCode: order.hotelCode,
            roomTypeCode: order.roomTypeCode,
            dates: stayDates(order.checkIn, order.checkOut),
            qty: order.roomQty,
          });
        }
        return true;
      });
      if (expired) result.orders++;
    }
    return result;
  }
}
