import type { Database } from '@hotel/db/client';
import type { OrderFilters } from '@hotel/shared/schemas/admin/orders';
import type { HotelOrdersRepository, OrderClosing } from './hotel-orders.repository.ts';
import type { OrderRow } from './order.repository.ts';

/**
 * What the hotel's side (the front desk module: its lists, actions, dashboard counts and the
 * completing job) may read and change of orders, which stay this module's table. Reads name their
 * hotel; each change is a conditional UPDATE inside the caller's transaction that succeeds once
 * (undefined when the order was no longer in a state that allows it).
 */
export class HotelOrdersService {
  constructor(private readonly orders: HotelOrdersRepository) {}

  /** The hotel's orders matching the filters, newest first. */
  search(f: OrderFilters, limit: number, offset: number): Promise<OrderRow[]> {
    return this.orders.search(f, limit, offset);
  }

  count(f: OrderFilters): Promise<number> {
    return this.orders.count(f);
  }

  findByOrderNo(orderNo: string): Promise<OrderRow | undefined> {
    return this.orders.findByOrderNo(orderNo);
  }

  /** By its row id (a webhook event names its order so). */
  findById(id: number): Promise<OrderRow | undefined> {
    return this.orders.findById(id);
  }

  /** The hotel's orders changed after a change position, oldest first, never past a transaction still running (decision 0065). */
  changedSince(hotel: string, after: { xid: number; id: number }, limit: number): Promise<OrderRow[]> {
    return this.orders.changedSince(hotel, after, limit);
  }

  /** Arriving on `date`: open, or completed after a check-in. */
  arrivals(hotel: string, date: string): Promise<OrderRow[]> {
    return this.orders.arrivals(hotel, date);
  }

  /** Leaving on `date`: open, or completed after a check-in. */
  departures(hotel: string, date: string): Promise<OrderRow[]> {
    return this.orders.departures(hotel, date);
  }

  /** Checked in and not yet out. */
  inHouse(hotel: string): Promise<OrderRow[]> {
    return this.orders.inHouse(hotel);
  }

  /** Open orders whose departure day has passed without a check-in: for staff to settle (no-show or cancel). */
  unsettled(hotel: string, today: string): Promise<OrderRow[]> {
    return this.orders.unsettled(hotel, today);
  }

  /** Every hotel's checked-in stays whose departure day has passed (the completing job), oldest first. */
  completableIds(today: string, limit: number): Promise<number[]> {
    return this.orders.completableIds(today, limit);
  }

  /** Every hotel's open orders whose departure passed without a check-in. */
  countUnsettled(today: string): Promise<number> {
    return this.orders.countUnsettled(today);
  }

  /** Records the check-in (who, when); the spec's state does not change. */
  checkIn(tx: Database, id: number, staffId: number, now: Date): Promise<OrderRow | undefined> {
    return this.orders.checkIn(tx, id, staffId, now);
  }

  /** Checked in and open → completed (9), settled at the desk; staffId null: the completing job. */
  checkOut(tx: Database, id: number, staffId: number | null, now: Date): Promise<OrderRow | undefined> {
    return this.orders.checkOut(tx, id, staffId, now);
  }

  /** Open and not checked in → cancelled (2), as a no-show or a staff cancellation. */
  close(tx: Database, id: number, change: OrderClosing, now: Date): Promise<OrderRow | undefined> {
    return this.orders.close(tx, id, change, now);
  }

  /** The dashboard's counts for a hotel's day: arrivals (those from the channels among them), departures, in house, prepaid orders awaiting payment, overbooked channel orders. */
  async dayCounts(hotel: string, today: string, now: Date) {
    const [arrivals, channelArrivals, departures, inHouse, pendingPayments, overbooked] = await Promise.all([
      this.orders.countArrivals(hotel, today),
      this.orders.countArrivals(hotel, today, 'channel'),
      this.orders.countDepartures(hotel, today),
      this.orders.countInHouse(hotel),
      this.orders.pendingPayments(hotel, now),
      this.orders.countOverbooked(hotel, today),
    ]);
    return { arrivals, channelArrivals, departures, inHouse, pendingPayments, overbooked };
  }

  /** Orders that sell nights between from and to (exclusive): booked, paid or stayed. */
  staysOverlapping(hotel: string, from: string, to: string) {
    return this.orders.staysOverlapping(hotel, from, to);
  }
}
