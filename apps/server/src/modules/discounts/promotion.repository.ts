import { and, arrayContains, asc, count, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { promotionUses, promotions } from '@hotel/db/schema/discounts';

export type PromotionRow = typeof promotions.$inferSelect;

/** The guest side's reads and writes of promotions (staff editing lives in promotion-admin). */
export class PromotionRepository {
  constructor(private readonly db: Database) {}

  /** Active promotions that may apply to a stay at this hotel booked on `today` or later. */
  listLive(hotelCode: string, today: string): Promise<PromotionRow[]> {
    return this.db
      .select()
      .from(promotions)
      .where(
        and(
          eq(promotions.active, true),
          or(sql`cardinality(${promotions.hotelCodes}) = 0`, arrayContains(promotions.hotelCodes, [hotelCode])),
          or(isNull(promotions.bookTo), gte(promotions.bookTo, today)),
          or(isNull(promotions.totalCap), lt(promotions.usedCount, promotions.totalCap)),
        ),
      )
      .orderBy(asc(promotions.id));
  }

  /** The promotion behind a code, whatever its state (codes are stored upper case and unique). */
  async findByCode(code: string): Promise<PromotionRow | undefined> {
    const [row] = await this.db.select().from(promotions).where(eq(promotions.code, code)).limit(1);
    return row;
  }

  async findById(id: number): Promise<PromotionRow | undefined> {
    const [row] = await this.db.select().from(promotions).where(eq(promotions.id, id)).limit(1);
    return row;
  }

  /** Names of these promotions, by id (an order list's discount lines). */
  async namesByIds(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.select({ id: promotions.id, name: promotions.name }).from(promotions).where(inArray(promotions.id, ids));
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** The promotion, locked until `tx` ends: parallel orders count its uses one at a time. */
  async lock(tx: Database, id: number): Promise<PromotionRow | undefined> {
    const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).limit(1).for('update');
    return row;
  }

  /** The member's live (not given back) uses of a promotion. */
  async countMemberUses(tx: Database | undefined, promotionId: number, memberId: number): Promise<number> {
    const [row] = await (tx ?? this.db)
      .select({ n: count() })
      .from(promotionUses)
      .where(and(eq(promotionUses.promotionId, promotionId), eq(promotionUses.memberId, memberId), isNull(promotionUses.returnedAt)));
    return row?.n ?? 0;
  }

  /** One more use, only while under the total cap (the check constraint holds it too). */
  async recordUse(tx: Database, use: { promotionId: number; memberId: number; orderId: number; amount: number; now: Date }): Promise<boolean> {
    const taken = await tx
      .update(promotions)
      .set({ usedCount: sql`${promotions.usedCount} + 1` })
      .where(and(eq(promotions.id, use.promotionId), or(isNull(promotions.totalCap), lt(promotions.usedCount, promotions.totalCap))))
      .returning({ id: promotions.id });
    if (taken.length === 0) return false;
    await tx.insert(promotionUses).values({ promotionId: use.promotionId, memberId: use.memberId, orderId: use.orderId, amount: use.amount, createdAt: use.now });
    return true;
  }

  /** The order's use no longer counts (cancelled or expired); once, however often it is called. */
  async giveBack(tx: Database, orderId: number, now: Date): Promise<void> {
    const [use] = await tx
      .update(promotionUses)
      .set({ returnedAt: now })
      .where(and(eq(promotionUses.orderId, orderId), isNull(promotionUses.returnedAt)))
      .returning({ promotionId: promotionUses.promotionId });
    if (!use) return;
    await tx
      .update(promotions)
      .set({ usedCount: sql`greatest(${promotions.usedCount} - 1, 0)` })
      .where(eq(promotions.id, use.promotionId));
  }
}
