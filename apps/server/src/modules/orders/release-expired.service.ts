import { RELEASE_BATCH, type HoldService, type InventoryService } from '../booking/index.ts';
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
  ) {}

  async releaseExpired(now: Date): Promise<ReleaseResult> {
    const holds = await this.holds.releaseExpired(now);
    const ids = await this.orders.listExpiredIds(now, RELEASE_BATCH);
    const orders = await this.inventory.releaseEach(ids, async (tx, id) => heldRooms(await this.orders.expire(tx, id, now)));
    return { holds, orders };
  }
}
