import { RELEASE_BATCH, type HoldService, type InventoryService } from '../booking/index.ts';
import type { DiscountService } from '../discounts/index.ts';
import type { OrderRepository } from './order.repository.ts';
import { heldRooms } from './to-order.ts';

export interface ReleaseResult {
  holds: number;
  orders: number;
}

/**
 * Gives rooms back from holds past their 15 minutes and from prepaid orders not paid by their
 * deadline (those become state 10). Here, in orders, because orders may import booking and not
 * the other way round; booking's hold step and pay call it before they take rooms or money.
 */
export class ReleaseExpiredService {
  constructor(
    private readonly holds: HoldService,
    private readonly inventory: InventoryService,
    private readonly orders: OrderRepository,
    private readonly discounts: DiscountService,
  ) {}

  async releaseExpired(now: Date): Promise<ReleaseResult> {
    const holds = await this.holds.releaseExpired(now);
    const ids = await this.orders.listExpiredIds(now, RELEASE_BATCH);
    const orders = await this.inventory.releaseEach(ids, async (tx, id) => {
      const expired = await this.orders.expire(tx, id, now);
      // An unpaid order's promotion use and coupon come back with its rooms (decision 0042).
      if (expired) await this.discounts.giveBack(tx, expired.id, now);
      return heldRooms(expired);
    });
    return { holds, orders };
  }
}
