import type { HoldService } from './hold.service.ts';

export interface ReleaseResult {
  holds: number;
  orders: number;
}

/**
 * Orders' part of the release pass: prepaid orders not paid by their deadline lapse (state 10)
 * and give their rooms back; answers how many did. Orders implements it (orders depends on holds).
 */
export interface UnpaidOrderExpiry {
  expireUnpaid(now: Date): Promise<number>;
}

/**
 * Gives rooms back from holds past their 15 minutes, then from prepaid orders not paid by their
 * deadline. The hold step runs it before it takes rooms, pay before it takes money, and a job
 * runs it every minute; each row goes back once however many passes run (InventoryService.release).
 */
export class ReleaseExpiredService {
  constructor(
    private readonly holds: HoldService,
    private readonly orders: UnpaidOrderExpiry,
  ) {}

  async releaseExpired(now: Date): Promise<ReleaseResult> {
    const holds = await this.holds.releaseExpired(now);
    const orders = await this.orders.expireUnpaid(now);
    return { holds, orders };
  }
}
