import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { roomNights } from '@hotel/db/schema/inventory';

export interface NightOccupancy {
  date: string;
  sold: number;
  total: number;
}

/** Rooms sold and rooms to sell per night over all room types of a hotel (room_nights). */
export class OccupancyRepository {
  constructor(private readonly db: Database) {}

  /** Nights from `from` up to `to` (exclusive), by date; a night without rows is absent. */
  async byNight(hotelCode: string, from: string, to: string): Promise<NightOccupancy[]> {
    const rows = await this.db
      .select({
        date: roomNights.stayDate,
        sold: sql<string>`sum(${roomNights.soldRooms})`,
        total: sql<string>`sum(${roomNights.totalRooms})`,
      })
      .from(roomNights)
      .where(and(eq(roomNights.hotelCode, hotelCode), gte(roomNights.stayDate, from), lt(roomNights.stayDate, to)))
      .groupBy(roomNights.stayDate)
      .orderBy(roomNights.stayDate);
    return rows.map((r) => ({
      date: r.date,
      sold: Number(r.sold),
      total: Number(r.total),
    }));
  }
}
