import type { Database } from '@hotel/db/client';

/** An order event the guest is told of (decision 0041). */
export interface OwedConfirmation {
  orderId: number;
  orderNo: string;
  event: 'confirmed' | 'changed' | 'cancelled' | 'refunded';
  /** A refund event: which refund (several may follow one payment) and how much. */
  refund?: { refundId: string; amount: number };
  /**
   * A change event (required with it): the amendment applied in this transaction. Each applied
   * change owes its own confirmation and notice (`<orderNo>/changed/A<amendmentId>`), which tell
   * its before and after (decision 0059).
   */
  amendmentId?: number;
}

/**
 * The confirmations port (implemented by the confirmations module, which depends on orders):
 * owe() inside the event's own transaction, so a rolled-back order owes nothing, and dispatch()
 * with its answer once the transaction has committed, which queues the sending job.
 */
/** An order event as orders tell it: with the order's hotel, whose notice it owes too (decision 0043). */
export type OrderEvent = OwedConfirmation & { hotelCode: string };

export interface OrderConfirmations {
  /** The confirmation's key, or null when this event was owed already (it happens once). */
  owe(tx: Database, owed: OrderEvent): Promise<string | null>;
  dispatch(key: string | null): void;
  /**
   * A refund the provider confirmed: its status change is one statement already committed, so
   * the confirmation is owed right after it (once per refund id, however often it is recorded) and sent.
   */
  oweRefund(orderId: number, refund: { refundId: string; amount: number }): Promise<void>;
}

/** Services built without confirmations (none are sent). */
export const NO_CONFIRMATIONS: OrderConfirmations = { owe: () => Promise.resolve(null), dispatch: () => undefined, oweRefund: () => Promise.resolve() };
