import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { ratePlans, roomNights } from '@hotel/db/schema/catalog';
import type { NightPrice } from '@hotel/db/schema/booking';
import type { NightRestrictions } from '@hotel/shared/stay-restrictions';

export type RatePlanRow = typeof ratePlans.$inferSelect;
export type RoomNightRow = Pick<typeof roomNights.$inferSelect, 'roomTypeCode' | 'stayDate' | 'price' | 'totalRooms' | 'soldRooms'>;

export type RestrictionRow = NightRestrictions & { roomTypeCode: string };

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

  async findRatePlan(hotelCode: string, code: string): Promise<RatePlanRow | undefined> {
    const [row] = await this.db.select().from(ratePlans).where(and(eq(ratePlans.hotelCode, hotelCode), eq(ratePlans.code, code))).limit(1);
    return row;
  }

  listNights(hotelCode: string, roomTypeCodes: string[], checkIn: string, checkOut: string): Promise<RoomNightRow[]> {
    if (roomTypeCodes.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        roomTypeCode: roomNights.roomTypeCode,
        stayDate: roomNights.stayDate,
        price: roomNights.price,
        totalRooms: roomNights.totalRooms,
        soldRooms: roomNights.soldRooms,
      })
      .from(roomNights)
      .where(
        and(
          eq(roomNights.hotelCode, hotelCode),
          inArray(roomNights.roomTypeCode, roomTypeCodes),
          gte(roomNights.stayDate, checkIn),
          lt(roomNights.stayDate, checkOut),
        ),
      )
      .orderBy(asc(roomNights.roomTypeCode), asc(roomNights.stayDate));
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
        stopSell: roomNights.stopSell,
        minStay: roomNights.minStay,
        maxStay: roomNights.maxStay,
        closedToArrival: roomNights.closedToArrival,
        closedToDeparture: roomNights.closedToDeparture,
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
