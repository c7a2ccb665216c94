import type { DiscountService } from '../discounts/index.ts';
import type { UnpaidOrderExpiry } from '../holds/index.ts';
import { RELEASE_BATCH, type InventoryService } from '../inventory/index.ts';
import type { OrderRepository } from './order.repository.ts';
import { heldRooms } from './to-order.ts';

/**
 * Orders' part of holds' release pass: a prepaid order not paid by its deadline becomes expired
 * (state 10) and gives back its rooms, and its promotion use and coupon (decision 0042).
 */
export class ExpireUnpaidOrdersService implements UnpaidOrderExpiry {
  constructor(
    private readonly inventory: InventoryService,
    private readonly orders: OrderRepository,
    private readonly discounts: DiscountService,
  ) {}

  async expireUnpaid(now: Date): Promise<number> {
    const ids = await this.orders.listExpiredIds(now, RELEASE_BATCH);
    return this.inventory.releaseEach(ids, async (tx, id) => {
      const expired = await this.orders.expire(tx, id, now);
      if (expired) await this.discounts.giveBack(tx, expired.id, now);
      return heldRooms(expired);
    });
  }
}
