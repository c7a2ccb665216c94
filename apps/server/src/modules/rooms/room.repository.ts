import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { roomTypes } from '@hotel/db/schema/rooms';

export type RoomTypeRow = typeof roomTypes.$inferSelect;
export type NewRoomType = typeof roomTypes.$inferInsert;
/** Everything but the name of the record (hotel + code), which never changes. */
export type RoomTypeFields = Omit<NewRoomType, 'hotelCode' | 'code'>;

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

  /** Saves of one hotel's room types take turns (transaction-scoped advisory lock): a code is created once. */
  async lockHotel(tx: Database, hotelCode: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`room_types:${hotelCode}`}))`);
  }

  /** One room type read in the saving transaction (the audit line's "before"). */
  async findIn(tx: Database, hotelCode: string, code: string): Promise<RoomTypeRow | undefined> {
    const [row] = await tx
      .select()
      .from(roomTypes)
      .where(and(eq(roomTypes.hotelCode, hotelCode), eq(roomTypes.code, code)))
      .limit(1);
    return row;
  }

  async insert(tx: Database, row: NewRoomType): Promise<RoomTypeRow> {
    const [saved] = await tx.insert(roomTypes).values(row).returning();
    return saved!;
  }

  async update(tx: Database, hotelCode: string, code: string, fields: RoomTypeFields): Promise<RoomTypeRow> {
    const [saved] = await tx
      .update(roomTypes)
      .set(fields)
      .where(and(eq(roomTypes.hotelCode, hotelCode), eq(roomTypes.code, code)))
      .returning();
    return saved!;
  }
}
