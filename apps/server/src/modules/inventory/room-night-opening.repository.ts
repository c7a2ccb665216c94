import { and, eq, gte, max } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { roomNights } from '@hotel/db/schema/inventory';

export type NewRoomNight = typeof roomNights.$inferInsert;

/** Rows per INSERT: 6 columns × 500 rows stays far below the bind-parameter limit. */
const BATCH = 500;

/** Puts a new room type's nights on sale (room_nights rows); the rates grid edits them afterwards. */
export class RoomNightOpeningRepository {
  /**
   * The hotel's last night on sale from `from` on (any room type), or null when it has none. In
   * the caller's transaction (PGlite has one connection: a read beside an open transaction waits for it).
   */
  async lastNightOf(tx: Database, hotelCode: string, from: string): Promise<string | null> {
    const [row] = await tx
      .select({ last: max(roomNights.stayDate) })
      .from(roomNights)
      .where(and(eq(roomNights.hotelCode, hotelCode), gte(roomNights.stayDate, from)));
    return row?.last ?? null;
  }

  /** Inserts the nights; a night that already exists (same hotel, type and date) is left as it is. */
  async insertNights(tx: Database, rows: NewRoomNight[]): Promise<void> {
    for (let i = 0; i < rows.length; i += BATCH) {
      await tx.insert(roomNights).values(rows.slice(i, i + BATCH)).onConflictDoNothing();
    }
  }
}
