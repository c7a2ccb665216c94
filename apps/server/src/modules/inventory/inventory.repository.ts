import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { ratePlans, roomNights, type NightPrice } from '@hotel/db/schema/inventory';
import type { RestrictionValues } from '@hotel/shared/restrictions';
import type { NightRestrictions } from '@hotel/shared/stay-restrictions';
import { restrictionColumns, restrictionsJsonPairs, restrictsSql } from './restriction-columns.ts';

export type RatePlanRow = typeof ratePlans.$inferSelect;

/** A room type's stay as the search reads it (stayAvailability). */
export interface StayAvailabilityRow {
  roomTypeCode: string;
  /** Staying nights that have a row (a missing night is not for sale). */
  nightCount: number;
  /** The fewest rooms left on any staying night; null without staying nights. */
  availableRooms: number | null;
  /** Each staying night's room price, by date; null without staying nights. */
  nights: NightPrice[] | null;
  /** The rows from checkIn to checkOut that restrict anything, by date; null when none does. */
  restrictions: NightRestrictions[] | null;
}

export type RestrictionRow = NightRestrictions & { roomTypeCode: string };

/** One night of a room type as the price calendar reads it (monthAvailability), with its restrictions. */
export type CalendarNight = RestrictionValues & {
  date: string;
  /** total_rooms - sold_rooms. */
  left: number;
  price: number;
};

/** A room type's nights of a month (decision 0037). */
export interface MonthAvailabilityRow {
  hotelCode: string;
  roomTypeCode: string;
  nights: CalendarNight[];
}

export interface StayRooms {
  hotelCode: string;
  roomTypeCode: string;
  /** Every night of the stay, ascending. */
  dates: string[];
  qty: number;
}

/**
 * room_nights is the inventory. Rooms are only ever taken by a conditional UPDATE that the
 * database checks row by row (and the CHECK sold_rooms <= total_rooms backs it up), so no
 * interleaving of requests or server processes can sell a room twice.
 */
export class InventoryRepository {
  constructor(private readonly db: Database) {}

  listRatePlans(hotelCode: string): Promise<RatePlanRow[]> {
    return this.db.select().from(ratePlans).where(eq(ratePlans.hotelCode, hotelCode)).orderBy(asc(ratePlans.sortOrder), asc(ratePlans.code));
  }

  /** The rate plans of several hotels (a city's price calendar), in one query. */
  listRatePlansOf(hotelCodes: string[]): Promise<RatePlanRow[]> {
    if (hotelCodes.length === 0) return Promise.resolve([]);
    return this.db.select().from(ratePlans).where(inArray(ratePlans.hotelCode, hotelCodes)).orderBy(asc(ratePlans.sortOrder), asc(ratePlans.code));
  }

  async findRatePlan(hotelCode: string, code: string): Promise<RatePlanRow | undefined> {
    const [row] = await this.db.select().from(ratePlans).where(and(eq(ratePlans.hotelCode, hotelCode), eq(ratePlans.code, code))).limit(1);
    return row;
  }

  /**
   * The availability search in one query (decision 0032): one row per room type that has rows
   * from checkIn to checkOut (both included, on the primary key's range), with what the search's
   * rules need of them. Staying nights are checkIn ≤ date < checkOut; the check-out date's row
   * only counts for its restrictions. Restriction rows that restrict nothing are left out, which
   * stayRestrictionProblem reads the same as a missing row. Prices and messages stay in TypeScript.
   */
  stayAvailability(hotelCode: string, roomTypeCodes: string[], checkIn: string, checkOut: string): Promise<StayAvailabilityRow[]> {
    if (roomTypeCodes.length === 0) return Promise.resolve([]);
    const n = roomNights;
    const staying = sql`${n.stayDate} < ${checkOut}`;
    return this.db
      .select({
        roomTypeCode: n.roomTypeCode,
        nightCount: sql<number>`(count(*) filter (where ${staying}))::int`.mapWith(Number),
        availableRooms: sql<number | null>`min(${n.totalRooms} - ${n.soldRooms}) filter (where ${staying})`,
        nights: sql<NightPrice[] | null>`json_agg(json_build_object('date', ${n.stayDate}, 'price', ${n.price}) order by ${n.stayDate}) filter (where ${staying})`,
        restrictions: sql<NightRestrictions[] | null>`json_agg(json_build_object('stayDate', ${n.stayDate}, ${restrictionsJsonPairs}) order by ${n.stayDate}) filter (where ${restrictsSql})`,
      })
      .from(n)
      .where(and(eq(n.hotelCode, hotelCode), inArray(n.roomTypeCode, roomTypeCodes), gte(n.stayDate, checkIn), lte(n.stayDate, checkOut)))
      .groupBy(n.roomTypeCode);
  }

  /**
   * The price calendar's month in one query (decision 0037), the way stayAvailability reads a stay
   * (decision 0032): one row per hotel and room type with its nights from `from` to `to` (both
   * included) as JSON, on the primary key (hotel_code, room_type_code, stay_date) with every
   * condition in its Index Cond. The rules (party, plans, prices, restrictions) stay in TypeScript.
   */
  monthAvailability(hotelCodes: string[], roomTypeCodes: string[], from: string, to: string): Promise<MonthAvailabilityRow[]> {
    if (hotelCodes.length === 0 || roomTypeCodes.length === 0) return Promise.resolve([]);
    const n = roomNights;
    return this.db
      .select({
        hotelCode: n.hotelCode,
        roomTypeCode: n.roomTypeCode,
        nights: sql<CalendarNight[]>`json_agg(json_build_object(
          'date', ${n.stayDate}, 'left', ${n.totalRooms} - ${n.soldRooms}, 'price', ${n.price}, ${restrictionsJsonPairs}) order by ${n.stayDate})`,
      })
      .from(n)
      .where(and(inArray(n.hotelCode, hotelCodes), inArray(n.roomTypeCode, roomTypeCodes), gte(n.stayDate, from), lte(n.stayDate, to)))
      .groupBy(n.hotelCode, n.roomTypeCode);
  }

  /**
   * The restrictions of the room types from checkIn to checkOut, both included (the check-out
   * date's row says whether the stay may end there), by room type and date.
   */
  listRestrictions(hotelCode: string, roomTypeCodes: string[], checkIn: string, checkOut: string, db: Database = this.db): Promise<RestrictionRow[]> {
    if (roomTypeCodes.length === 0) return Promise.resolve([]);
    return db
      .select({
        roomTypeCode: roomNights.roomTypeCode,
        stayDate: roomNights.stayDate,
        ...restrictionColumns,
      })
      .from(roomNights)
      .where(
        and(
          eq(roomNights.hotelCode, hotelCode),
          inArray(roomNights.roomTypeCode, roomTypeCodes),
          gte(roomNights.stayDate, checkIn),
          lte(roomNights.stayDate, checkOut),
        ),
      )
      .orderBy(asc(roomNights.roomTypeCode), asc(roomNights.stayDate));
  }

  /**
   * Takes `qty` rooms on every night, in date order (the same lock order for every caller, so
   * concurrent holds never deadlock). Call inside a transaction: on a full night it answers null
   * and the caller must roll back the nights already taken (throwing does).
   */
  async takeRooms(tx: Database, stay: StayRooms): Promise<NightPrice[] | null> {
    const prices: NightPrice[] = [];
    for (const date of stay.dates) {
      const rows = await tx
        .update(roomNights)
        .set({ soldRooms: sql`${roomNights.soldRooms} + ${stay.qty}` })
        .where(
          and(
            eq(roomNights.hotelCode, stay.hotelCode),
            eq(roomNights.roomTypeCode, stay.roomTypeCode),
            eq(roomNights.stayDate, date),
            sql`${roomNights.soldRooms} + ${stay.qty} <= ${roomNights.totalRooms}`,
          ),
        )
        .returning({ price: roomNights.price });
      if (rows.length !== 1) return null;
      prices.push({ date, price: rows[0]!.price });
    }
    return prices;
  }

  /**
   * Takes up to `qty` rooms each night (a channel manager's reservation, decision 0063: the guest
   * holds the travel site's confirmation, so the order is written whatever is left), in date order
   * like takeRooms. Each night's price and how many rooms it had; a night without a row has none.
   */
  async takeRoomsUpTo(tx: Database, stay: StayRooms): Promise<Array<NightPrice & { taken: number }>> {
    const nights: Array<NightPrice & { taken: number }> = [];
    for (const date of stay.dates) {
      const at = and(eq(roomNights.hotelCode, stay.hotelCode), eq(roomNights.roomTypeCode, stay.roomTypeCode), eq(roomNights.stayDate, date));
      const [row] = await tx.select({ price: roomNights.price, left: sql<number>`${roomNights.totalRooms} - ${roomNights.soldRooms}`.mapWith(Number) }).from(roomNights).where(at).for('update');
      const taken = row ? Math.max(0, Math.min(stay.qty, row.left)) : 0;
      if (taken > 0) await tx.update(roomNights).set({ soldRooms: sql`${roomNights.soldRooms} + ${taken}` }).where(at);
      nights.push({ date, price: row?.price ?? 0, taken });
    }
    return nights;
  }

  /**
   * Locks a room type's nights in date order (a channel order's old and new nights before any is
   * given back or taken): the order every hold takes its nights in, so the two never deadlock.
   */
  async lockNights(tx: Database, hotelCode: string, roomTypeCode: string, dates: string[]): Promise<void> {
    if (dates.length === 0) return;
    await tx
      .select({ date: roomNights.stayDate })
      .from(roomNights)
      .where(and(eq(roomNights.hotelCode, hotelCode), eq(roomNights.roomTypeCode, roomTypeCode), inArray(roomNights.stayDate, dates)))
      .orderBy(asc(roomNights.stayDate))
      .for('update');
  }

  /** Stops selling a room type on these nights (an overbooked channel reservation's, decision 0063); the triggers tell the channels. */
  async stopSell(tx: Database, hotelCode: string, roomTypeCode: string, dates: string[]): Promise<void> {
    if (dates.length === 0) return;
    await tx
      .update(roomNights)
      .set({ stopSell: true })
      .where(and(eq(roomNights.hotelCode, hotelCode), eq(roomNights.roomTypeCode, roomTypeCode), inArray(roomNights.stayDate, dates)));
  }

  /**
   * The staying nights of a room type with their room price and rooms left (a changed booking's
   * new stay, decision 0059), by date; a night without a row is missing from the answer.
   */
  stayNights(hotelCode: string, roomTypeCode: string, checkIn: string, checkOut: string, db: Database = this.db): Promise<Array<NightPrice & { left: number }>> {
    const n = roomNights;
    return db
      .select({ date: n.stayDate, price: n.price, left: sql<number>`${n.totalRooms} - ${n.soldRooms}`.mapWith(Number) })
      .from(n)
      .where(and(eq(n.hotelCode, hotelCode), eq(n.roomTypeCode, roomTypeCode), gte(n.stayDate, checkIn), sql`${n.stayDate} < ${checkOut}`))
      .orderBy(asc(n.stayDate));
  }

  /** Gives `qty` rooms back on every night. Callers guard it with a status change in the same transaction. */
  async giveBackRooms(tx: Database, stay: StayRooms): Promise<void> {
    for (const date of stay.dates) {
      await tx
        .update(roomNights)
        .set({ soldRooms: sql`${roomNights.soldRooms} - ${stay.qty}` })
        .where(and(eq(roomNights.hotelCode, stay.hotelCode), eq(roomNights.roomTypeCode, stay.roomTypeCode), eq(roomNights.stayDate, date)));
    }
  }
}
