import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { orders } from '@hotel/db/schema/orders';
import { ORDER_STATE } from '@hotel/shared/constants';
import type { OrderFilters } from '@hotel/shared/schemas/admin/orders';
import type { OrderRow } from './order.repository.ts';

/** Booked or paid: the states a stay is still open in (spec: 0 booked, 1 paid). */
const OPEN = [ORDER_STATE.booked, ORDER_STATE.paid];
const open = () => inArray(orders.state, OPEN);

/** What closing an order records: a no-show's reason and charge, or a staff cancellation's charge, and who. */
export interface OrderClosing {
  noShowReason?: string;
  noShowCharge?: number;
  cancelCharge?: number;
  cancelledBy: number;
}

/** LIKE wildcards in what staff typed are meant literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Orders as the hotel works them (the front desk, the completing job, the dashboard). Every query
 * but the completing job's names its hotel, so the (hotel_code, …) indexes of migration 0009
 * serve it; every change is a conditional UPDATE that succeeds once, inside the caller's transaction.
 */
export class HotelOrdersRepository {
  constructor(private readonly db: Database) {}

  private filterWhere(f: OrderFilters): SQL | undefined {
    const q = f.q;
    let text: SQL | undefined;
    if (q) {
      const digits = q.replace(/[\s-]/g, '');
      text = or(
        eq(orders.orderNo, q.toUpperCase()),
        ilike(orders.revUser, `%${escapeLike(q)}%`),
        /^\d{3,20}$/.test(digits) ? sql`reverse(${orders.mobile}) like ${`${escapeLike([...digits].reverse().join(''))}%`}` : undefined,
      );
    }
    return and(
      eq(orders.hotelCode, f.hotel),
      text,
      // Stays overlapping the range: arriving on/before `to`, leaving after `from`.
      f.to ? lte(orders.checkIn, f.to) : undefined,
      f.from ? gt(orders.checkOut, f.from) : undefined,
      f.state === undefined ? undefined : eq(orders.state, f.state),
    );
  }

  /** Newest first. */
  search(f: OrderFilters, limit: number, offset: number): Promise<OrderRow[]> {
    return this.db.select().from(orders).where(this.filterWhere(f)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset);
  }

  async count(f: OrderFilters): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(orders).where(this.filterWhere(f));
    return row?.n ?? 0;
  }

  async findByOrderNo(orderNo: string, tx: Database = this.db): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
    return row;
  }

  async findById(id: number): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id)).limit(1);
    return row;
  }

  /**
   * The hotel's orders last written after `after` (change_xid, id), oldest change first, by
   * transactions that have all ended: a row written by a transaction still running, and every row
   * after it, waits until that transaction ends, so a reader never moves past a slow commit
   * (decision 0065). Served by orders_hotel_change_idx.
   */
  changedSince(hotel: string, after: { xid: number; id: number }, limit: number): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.hotelCode, hotel),
          sql`(${orders.changeXid}, ${orders.id}) > (${after.xid}::bigint, ${after.id}::integer)`,
          sql`${orders.changeXid} < pg_snapshot_xmin(pg_current_snapshot())::text::bigint`,
        ),
      )
      .orderBy(asc(orders.changeXid), asc(orders.id))
      .limit(limit);
  }

  arrivals(hotel: string, date: string): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(and(eq(orders.hotelCode, hotel), eq(orders.checkIn, date), or(open(), and(eq(orders.state, ORDER_STATE.completed), isNotNull(orders.checkedInAt)))))
      .orderBy(asc(orders.arrivalTime), asc(orders.id));
  }

  departures(hotel: string, date: string): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(and(eq(orders.hotelCode, hotel), eq(orders.checkOut, date), or(open(), and(eq(orders.state, ORDER_STATE.completed), isNotNull(orders.checkedInAt)))))
      .orderBy(asc(orders.id));
  }

  /** Checked in and not yet out. */
  inHouse(hotel: string): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(and(eq(orders.hotelCode, hotel), open(), isNotNull(orders.checkedInAt), isNull(orders.checkedOutAt)))
      .orderBy(asc(orders.checkOut), asc(orders.id));
  }

  /** Open orders whose departure day has passed without a check-in: for staff to settle (no-show or cancel). */
  unsettled(hotel: string, today: string): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(and(eq(orders.hotelCode, hotel), open(), isNull(orders.checkedInAt), lt(orders.checkOut, today)))
      .orderBy(asc(orders.checkOut), asc(orders.id));
  }

  /** Every hotel's checked-in stays whose departure day has passed (the completing job), oldest first. */
  async completableIds(today: string, limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(open(), isNotNull(orders.checkedInAt), isNull(orders.checkedOutAt), lt(orders.checkOut, today)))
      .orderBy(asc(orders.checkOut), asc(orders.id))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  async countUnsettled(today: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(orders)
      .where(and(open(), isNull(orders.checkedInAt), lt(orders.checkOut, today)));
    return row?.n ?? 0;
  }

  async checkIn(tx: Database, id: number, staffId: number, now: Date): Promise<OrderRow | undefined> {
    const [row] = await tx
      .update(orders)
      .set({ checkedInAt: now, checkedInBy: staffId, updatedAt: now })
      .where(and(eq(orders.id, id), open(), isNull(orders.checkedInAt)))
      .returning();
    return row;
  }

  /** Checked in and open → completed (9), settled at the desk; staffId null: the completing job. */
  async checkOut(tx: Database, id: number, staffId: number | null, now: Date): Promise<OrderRow | undefined> {
    const [row] = await tx
      .update(orders)
      .set({
        state: ORDER_STATE.completed,
        payResult: 1,
        paidAt: sql`coalesce(${orders.paidAt}, ${now.toISOString()}::timestamptz)`,
        checkedOutAt: now,
        checkedOutBy: staffId,
        updatedAt: now,
      })
      .where(and(eq(orders.id, id), open(), isNotNull(orders.checkedInAt), isNull(orders.checkedOutAt)))
      .returning();
    return row;
  }

  /** Open and not checked in → cancelled (2), as a no-show or a staff cancellation. */
  async close(tx: Database, id: number, change: OrderClosing, now: Date): Promise<OrderRow | undefined> {
    const [row] = await tx
      .update(orders)
      .set({
        state: ORDER_STATE.cancelled,
        cancelledAt: now,
        updatedAt: now,
        ...change,
      })
      .where(and(eq(orders.id, id), open(), isNull(orders.checkedInAt)))
      .returning();
    return row;
  }

  // The dashboard's counts.

  async countArrivals(hotel: string, date: string, source?: 'channel'): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.hotelCode, hotel), eq(orders.checkIn, date), open(), source ? eq(orders.source, source) : undefined));
    return row?.n ?? 0;
  }

  /** Open channel orders still to stay (or staying) that the hotel had no room for (decision 0063). */
  async countOverbooked(hotel: string, today: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.hotelCode, hotel), gt(orders.checkOut, today), open(), isNotNull(orders.overbookedNights)));
    return row?.n ?? 0;
  }

  async countDepartures(hotel: string, date: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.hotelCode, hotel), eq(orders.checkOut, date), open()));
    return row?.n ?? 0;
  }

  async countInHouse(hotel: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.hotelCode, hotel), open(), isNotNull(orders.checkedInAt), isNull(orders.checkedOutAt)));
    return row?.n ?? 0;
  }

  /** Prepaid orders not paid yet whose pay window is open. */
  async pendingPayments(hotel: string, now: Date): Promise<{ count: number; amount: number }> {
    const [row] = await this.db
      .select({
        n: count(),
        amount: sql<string | null>`sum(${orders.actualAmount})`,
      })
      .from(orders)
      .where(and(eq(orders.hotelCode, hotel), eq(orders.state, ORDER_STATE.booked), eq(orders.payResult, 0), eq(orders.payment, 'prepaid'), gt(orders.payDeadline, now)));
    return { count: row?.n ?? 0, amount: Number(row?.amount ?? 0) };
  }

  /** Orders that sell nights between from and to (exclusive): booked, paid or stayed. */
  staysOverlapping(hotel: string, from: string, to: string) {
    return this.db
      .select({
        checkIn: orders.checkIn,
        checkOut: orders.checkOut,
        nights: orders.nights,
        actualAmount: orders.actualAmount,
      })
      .from(orders)
      .where(and(eq(orders.hotelCode, hotel), inArray(orders.state, [...OPEN, ORDER_STATE.completed]), lt(orders.checkIn, to), gt(orders.checkOut, from)));
  }
}
