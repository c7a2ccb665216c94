import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { roomNights } from '@hotel/db/schema/inventory';
import type { RestrictionKey } from '@hotel/shared/restrictions';

export type RoomNight = typeof roomNights.$inferSelect;
export type NewRoomNight = Pick<typeof roomNights.$inferInsert, 'hotelCode' | 'roomTypeCode' | 'stayDate' | 'price' | 'totalRooms'>;
/** What staff may set on a night (the bulk edit's fields, as columns): price, rooms and every restriction. */
export type NightValues = Partial<Pick<RoomNight, 'price' | 'totalRooms' | RestrictionKey>>;

/** Rows per INSERT: 5 columns × 1000 stays far below the bind-parameter limit. */
const INSERT_BATCH = 1000;

/**
 * room_nights as the rates calendar reads and edits it (inventory owns the table, decision 0010).
 * Edits lock their rows first, in (room type, date) order: a hold locks one room type's nights in
 * date order, so the two never wait on each other in a cycle.
 */
export class RatesRepository {
  constructor(private readonly db: Database) {}

  listNights(hotelCode: string, roomTypeCodes: string[], from: string, to: string): Promise<RoomNight[]> {
    if (roomTypeCodes.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(roomNights)
      .where(and(eq(roomNights.hotelCode, hotelCode), inArray(roomNights.roomTypeCode, roomTypeCodes), gte(roomNights.stayDate, from), lte(roomNights.stayDate, to)))
      .orderBy(asc(roomNights.roomTypeCode), asc(roomNights.stayDate));
  }

  /**
   * Inserts the nights that have no row yet (a row another transaction is inserting is waited
   * for, then left alone); answers the keys it created, as `${roomTypeCode}:${stayDate}`.
   */
  async insertMissing(tx: Database, rows: NewRoomNight[]): Promise<Set<string>> {
    const created = new Set<string>();
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      const inserted = await tx
        .insert(roomNights)
        .values(rows.slice(i, i + INSERT_BATCH))
        .onConflictDoNothing()
        .returning({ roomTypeCode: roomNights.roomTypeCode, stayDate: roomNights.stayDate });
      for (const r of inserted) created.add(`${r.roomTypeCode}:${r.stayDate}`);
    }
    return created;
  }

  /** The nights, locked FOR UPDATE until the transaction ends, in (room type, date) order. */
  lockNights(tx: Database, hotelCode: string, roomTypeCodes: string[], dates: string[]): Promise<RoomNight[]> {
    return tx
      .select()
      .from(roomNights)
      .where(and(eq(roomNights.hotelCode, hotelCode), inArray(roomNights.roomTypeCode, roomTypeCodes), inArray(roomNights.stayDate, dates)))
      .orderBy(asc(roomNights.roomTypeCode), asc(roomNights.stayDate))
      .for('update');
  }

  /** Sets the same values on every one of these nights (locked by the caller). */
  async setNights(tx: Database, hotelCode: string, roomTypeCodes: string[], dates: string[], values: NightValues): Promise<void> {
    await tx
      .update(roomNights)
      .set(values)
      .where(and(eq(roomNights.hotelCode, hotelCode), inArray(roomNights.roomTypeCode, roomTypeCodes), inArray(roomNights.stayDate, dates)));
  }
}
