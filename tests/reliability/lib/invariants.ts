import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';

/** Both drivers answer raw queries as { rows }. */
export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/**
 * THE INVENTORY INVARIANT, as one query: every night's sold count equals the rooms of the live
 * holds (status held, expired or not: their rooms go back only when a release claims them) and of
 * the live orders that took rooms (rooms_held, state 0 booked, 1 paid or 9 completed; cancelled 2
 * and expired 10 gave theirs back) whose stay covers it, and of the nights pending booking
 * changes took (issue 25, decision 0059), and never passes the rooms to sell.
 * Answers the nights that break it (none: it holds), including claims on nights with no row.
 * It assumes every sold room has a hold or an order behind it, so the suites start from a seeded
 * database with every sold count at 0 (database.ts prepare).
 */
export const INVENTORY_INVARIANT = sql`
  with claims as (
    select hotel_code, room_type_code, d::date as stay_date, room_qty
      from room_holds, generate_series(check_in, check_out - 1, interval '1 day') as d
     where status = 'held'
    union all
    select hotel_code, room_type_code, d::date as stay_date, room_qty
      from orders, generate_series(check_in, check_out - 1, interval '1 day') as d
     where rooms_held and state in (0, 1, 9)
    union all
    select o.hotel_code, a.taken->'take'->>'roomTypeCode', (n->>'date')::date, (n->>'qty')::int
      from order_amendments a join orders o on o.id = a.order_id, jsonb_array_elements(a.taken->'take'->'nights') as n
     where a.state = 'pending'
  ), claimed as (
    select hotel_code, room_type_code, stay_date, sum(room_qty)::int as rooms
      from claims group by hotel_code, room_type_code, stay_date
  )
  select hotel_code, room_type_code, stay_date::text as stay_date, n.sold_rooms, n.total_rooms, coalesce(c.rooms, 0) as claimed
    from room_nights n full join claimed c using (hotel_code, room_type_code, stay_date)
   where n.sold_rooms is distinct from coalesce(c.rooms, 0) or n.sold_rooms > n.total_rooms
   order by 1, 2, 3`;

export interface BrokenNight {
  hotel_code: string;
  room_type_code: string;
  stay_date: string;
  sold_rooms: number | null;
  total_rooms: number | null;
  claimed: number;
}

export const brokenNights = (db: Database) => rows<BrokenNight>(db, INVENTORY_INVARIANT);

/**
 * Nobody pays for a room they did not get, and nobody pays twice, as queries that must answer no
 * rows: money the provider took (payments paid) belongs to an order that is paid and kept its
 * rooms; an order has at most one paid payment; an order paid by QR has exactly that one, for its
 * amount (orders booked online: the seed's history orders have no payment rows). Money for an order that lapsed or was already paid is refund_due (staff give it back):
 * counted by moneyFigures, never hidden as paid.
 */
export const MONEY_VIOLATIONS = {
  paidForDeadOrder: sql`
    select p.pay_id, o.order_no, o.state, o.pay_result from payments p join orders o on o.id = p.order_id
     where p.status = 'paid' and not (o.pay_result = 1 and o.state in (1, 9) and o.rooms_held)`,
  // A change's difference is a payment of its own (amendment_id): the order's own payment is paid once.
  paidTwice: sql`
    select order_id, count(*)::int as paid from payments where status = 'paid' and amendment_id is null group by order_id having count(*) > 1`,
  qrOrderWithoutItsPayment: sql`
    select o.order_no, o.pay_code from orders o
     where o.rooms_held and o.pay_result = 1 and o.pay_code in ('alipay', 'wechat')
       and (select count(*) from payments p where p.order_id = o.id and p.amendment_id is null and p.status = 'paid' and (p.amount = o.actual_amount or o.amendment_count > 0)) <> 1`,
};

export async function moneyViolations(db: Database): Promise<Record<string, unknown[]>> {
  const found: Record<string, unknown[]> = {};
  for (const [name, query] of Object.entries(MONEY_VIOLATIONS)) {
    const bad = await rows(db, query);
    if (bad.length > 0) found[name] = bad;
  }
  return found;
}

export async function moneyFigures(db: Database): Promise<Record<string, number>> {
  const [row] = await rows<Record<string, number>>(
    db,
    sql`select count(*) filter (where status = 'paid')::int as paid, count(*) filter (where status = 'refund_due')::int as refund_due,
               count(*) filter (where status = 'pending')::int as pending, count(*) filter (where status = 'closed')::int as closed
          from payments`,
  );
  return row!;
}

/**
 * Holds and orders past their time that still keep rooms, measured at `before` (a moment after
 * which an expiry pass has completed): must be none.
 */
export async function overdue(db: Database, before: Date): Promise<{ holds: number; orders: number }> {
  const iso = before.toISOString();
  const [row] = await rows<{ holds: number; orders: number }>(
    db,
    sql`select (select count(*) from room_holds where status = 'held' and expires_at <= ${iso}::timestamptz)::int as holds,
               (select count(*) from orders where state = 0 and pay_result = 0 and pay_deadline <= ${iso}::timestamptz)::int as orders`,
  );
  return row!;
}
