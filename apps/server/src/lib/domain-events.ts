/**
 * What happened in the booking funnel, told after the fact to whoever listens (metrics today).
 * Services publish once their own work is done; a listener cannot fail or slow the sale: its
 * error is dropped here. Each event is told once per thing that happened (a replayed payment
 * notification or a refund id sent again is not a new event).
 */
export interface BusinessEvents {
  /** Rooms held for a guest (POST /booking/hold answered with a hold). */
  holdCreated: Record<string, never>;
  /** An order submitted by a guest. */
  orderSubmitted: Record<string, never>;
  /** A payment settled for the first time: the order is paid, or the money is owed back. */
  paymentSettled: { method: string; outcome: 'paid' | 'refund_due' };
  /** A refund stored to be sent to the provider (a guest cancellation or the front desk). */
  refundRequested: Record<string, never>;
}

export type BusinessEventName = keyof BusinessEvents;
type Listener<N extends BusinessEventName> = (event: BusinessEvents[N]) => void;

export class DomainEvents {
  private readonly listeners = new Map<BusinessEventName, Listener<never>[]>();

  on<N extends BusinessEventName>(name: N, listener: Listener<N>): void {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }

  publish<N extends BusinessEventName>(name: N, event: BusinessEvents[N]): void {
    for (const listener of this.listeners.get(name) ?? []) {
      try {
        (listener as Listener<N>)(event);
      } catch {
        // A listener's failure is its own; the sale it heard of has happened.
      }
    }
  }
}

/** Services built without listeners (tests that build one service alone). */
export const NO_EVENTS: Pick<DomainEvents, 'publish'> = { publish: () => undefined };

/** What a service that tells of events is handed. */
export type EventPublisher = Pick<DomainEvents, 'publish'>;
