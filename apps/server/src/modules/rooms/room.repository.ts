import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { roomTypes } from '@hotel/db/schema/catalog';

export type RoomTypeRow = typeof roomTypes.$inferSelect;

export class RoomRepository {
  constructor(private readonly db: Database) {}

  listRoomTypes(hotelCode: string): Promise<RoomTypeRow[]> {
    return this.db
      .select()
      .from(roomTypes)
      .where(eq(roomTypes.hotelCode, hotelCode))
      .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.code));
  }

  async findRoomType(hotelCode: string, code: string): Promise<RoomTypeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(roomTypes)
      .where(and(eq(roomTypes.hotelCode, hotelCode), eq(roomTypes.code, code)))
      .limit(1);
    return row;
  }
}
