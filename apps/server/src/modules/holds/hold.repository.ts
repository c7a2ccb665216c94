import { and, asc, count, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { roomHolds } from '@hotel/db/schema/holds';

export type HoldRow = typeof roomHolds.$inferSelect;
export type NewHold = Omit<typeof roomHolds.$inferInsert, 'id' | 'status'>;

/** 'hold' in ASCII: the namespace of the per-member hold lock. */
const HOLD_LOCK_SPACE = 0x686f6c64;

export class HoldRepository {
  constructor(private readonly db: Database) {}

  /** Retention: holds released or turned into orders that lapsed before `before`; a live hold is never touched. */
  async purgeFinishedBefore(before: Date): Promise<number> {
    const rows = await this.db
      .delete(roomHolds)
      .where(and(inArray(roomHolds.status, ['released', 'converted']), lt(roomHolds.expiresAt, before)))
      .returning({ id: roomHolds.id });
    return rows.length;
  }

  async insert(tx: Database, hold: NewHold): Promise<HoldRow> {
    const [row] = await tx.insert(roomHolds).values(hold).returning();
    return row!;
  }

  /**
   * Serialises the hold transactions of one member until the caller's transaction ends: the cap
   * on open bookings is counted and decided by one of them at a time, however many arrive at once
   * (on any number of server processes). The first key names this lock among advisory locks.
   */
  async lockMember(tx: Database, memberId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${HOLD_LOCK_SPACE}, ${memberId})`);
  }

  /** The member's holds that still keep rooms: held and not expired. */
  async countLive(tx: Database, memberId: number, now: Date): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(roomHolds)
      .where(and(eq(roomHolds.memberId, memberId), eq(roomHolds.status, 'held'), gt(roomHolds.expiresAt, now)));
    return row?.n ?? 0;
  }

  async findByOrderNo(orderNo: string, db: Database = this.db): Promise<HoldRow | undefined> {
    const [row] = await db.select().from(roomHolds).where(eq(roomHolds.orderNo, orderNo)).limit(1);
    return row;
  }

  /** held → converted, only for its member and before it expires; undefined when that did not happen. */
  async convert(tx: Database, orderNo: string, memberId: number, now: Date): Promise<HoldRow | undefined> {
    const [row] = await tx
      .update(roomHolds)
      .set({ status: 'converted' })
      .where(and(eq(roomHolds.orderNo, orderNo), eq(roomHolds.memberId, memberId), eq(roomHolds.status, 'held'), gt(roomHolds.expiresAt, now)))
      .returning();
    return row;
  }

  /** held → released once the hold has expired; undefined when someone else got there first. */
  async release(tx: Database, id: number, now: Date): Promise<HoldRow | undefined> {
    const [row] = await tx
      .update(roomHolds)
      .set({ status: 'released' })
      .where(and(eq(roomHolds.id, id), eq(roomHolds.status, 'held'), lte(roomHolds.expiresAt, now)))
      .returning();
    return row;
  }

  /** held → released now, expired or not (its stay became restricted); undefined when it was not held any more. */
  async releaseNow(tx: Database, id: number): Promise<HoldRow | undefined> {
    const [row] = await tx
      .update(roomHolds)
      .set({ status: 'released' })
      .where(and(eq(roomHolds.id, id), eq(roomHolds.status, 'held')))
      .returning();
    return row;
  }

  async listExpiredIds(now: Date, limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: roomHolds.id })
      .from(roomHolds)
      .where(and(eq(roomHolds.status, 'held'), lte(roomHolds.expiresAt, now)))
      .orderBy(asc(roomHolds.expiresAt))
      .limit(limit);
    return rows.map((r) => r.id);
  }
}
