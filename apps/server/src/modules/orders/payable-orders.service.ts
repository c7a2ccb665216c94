import type { Database } from '@hotel/db/client';
import type { HotelService } from '../hotel/index.ts';
import { NO_CONFIRMATIONS, type OrderConfirmations } from './order-confirmations.ts';
import type { OrderRepository, OrderRow } from './order.repository.ts';

/** An order just marked paid, with the key of the confirmation it owes (null: owed before). */
export interface Paid {
  confirmation: string | null;
}

/**
 * What pay may do with an order (the orders table stays this module's): find the member's
 * order, mark it paid inside pay's transaction, and read an order to name it to the guest's
 * wallet app and to decide whether a payment can still settle it.
 */
export class PayableOrdersService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly hotels: HotelService,
    private readonly confirmations: OrderConfirmations = NO_CONFIRMATIONS,
  ) {}

  findForMember(memberId: number, where: { id: number } | { revNo: string } | { orderNo: string }): Promise<OrderRow | undefined> {
    return this.orders.findForMember(memberId, where);
  }

  /**
   * Unpaid → paid, exactly once, inside the caller's transaction `tx`: only a booked, unpaid
   * order whose pay deadline (if any) has not passed. False when it was not payable any more.
   */
  async markPaid(tx: Database, orderId: number, payCode: string, now: Date): Promise<Paid | undefined> {
    const row = await this.orders.markPaid(tx, orderId, payCode, now);
    if (!row) return undefined;
    // The guest's confirmation is owed in the same transaction (decision 0041): paid means confirmed.
    return { confirmation: await this.confirmations.owe(tx, { orderId: row.id, orderNo: row.orderNo, hotelCode: row.hotelCode, event: 'confirmed' }) };
  }

  /** After the payment's transaction committed: send the confirmation markPaid owed. */
  confirmPaid(paid: Paid): void {
    this.confirmations.dispatch(paid.confirmation);
  }

  /**
   * The order as it is now, locked until `tx` ends: a payment settling in parallel (markPaid)
   * waits for the caller, or the caller sees the order it left behind.
   */
  lockForPayment(tx: Database, orderId: number): Promise<OrderRow | undefined> {
    return this.orders.lockById(tx, orderId);
  }

  findById(orderId: number): Promise<OrderRow | undefined> {
    return this.orders.findById(orderId);
  }

  /** The order number and hotel name of an order, for pages about its payment. */
  async describe(orderId: number): Promise<{ orderNo: string; hotelName: string } | undefined> {
    const row = await this.orders.findById(orderId);
    if (!row) return undefined;
    const names = await this.hotels.namesByCode([row.hotelCode]);
    return { orderNo: row.orderNo, hotelName: names.get(row.hotelCode) ?? '' };
  }
}
