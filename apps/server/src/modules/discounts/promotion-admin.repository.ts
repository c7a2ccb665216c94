import { and, arrayOverlaps, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { promotions, promotionUses } from '@hotel/db/schema/discounts';

export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionFields = Omit<typeof promotions.$inferInsert, 'id' | 'usedCount' | 'createdAt' | 'createdBy'>;
/** A promotion with whether any order ever used it (a returned use still names it). */
export type PromotionWithUses = PromotionRow & { hasUses: boolean };

/** The hotels a person reaches: every hotel, or these. */
export type HotelScope = 'all' | readonly string[];

export interface PromotionFilter {
  hotel?: string | undefined;
  active?: boolean | undefined;
}

const LIST_MAX = 500;

/**
 * Written out with its own alias: inside a select Drizzle leaves columns unqualified, and an
 * unqualified "id" in the subquery would be promotion_uses' own.
 */
const usedSql = sql`exists (select 1 from ${promotionUses} "pu" where "pu"."promotion_id" = "promotions"."id")`;
const hasUses = sql<boolean>`${usedSql}`.as('has_uses');

/** A promotion touches a hotel when it names it or names none (every hotel). */
const touches = (hotels: readonly string[]): SQL => sql`(cardinality(${promotions.hotelCodes}) = 0 OR ${arrayOverlaps(promotions.hotelCodes, [...hotels])})`;

/** promotions as the back office edits them (the guest side reads them through its own repository). */
export class PromotionAdminRepository {
  constructor(private readonly db: Database) {}

  list(scope: HotelScope, filter: PromotionFilter): Promise<PromotionWithUses[]> {
    const where: SQL[] = [];
    if (scope !== 'all') where.push(touches(scope));
    if (filter.hotel) where.push(touches([filter.hotel]));
    if (filter.active !== undefined) where.push(eq(promotions.active, filter.active));
    return this.db
      .select({ ...columns, hasUses })
      .from(promotions)
      .where(and(...where))
      .orderBy(desc(promotions.id))
      .limit(LIST_MAX);
  }

  /** One promotion, read outside any change (the detail page). */
  get(id: number): Promise<PromotionWithUses | undefined> {
    return this.find(this.db, id);
  }

  /** One promotion; `lock` (in a saving transaction) holds the row until commit, as an order's use does. */
  async find(tx: Database, id: number, lock = false): Promise<PromotionWithUses | undefined> {
    const query = tx.select({ ...columns, hasUses }).from(promotions).where(eq(promotions.id, id)).limit(1);
    const [row] = lock ? await query.for('update', { of: promotions }) : await query;
    return row;
  }

  /**
   * Another promotion with this code that shares a hotel with `hotels` (no hotels: every hotel).
   * Saves of one code take turns (a transaction-scoped advisory lock), so two people saving it at
   * once cannot both find it free.
   */
  async codeTaken(tx: Database, code: string, hotels: readonly string[], exceptId: number | undefined): Promise<boolean> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`promotion_code:${code}`}))`);
    const sharesAHotel = hotels.length === 0 ? undefined : or(sql`cardinality(${promotions.hotelCodes}) = 0`, arrayOverlaps(promotions.hotelCodes, [...hotels]));
    const rows = await tx
      .select({ id: promotions.id })
      .from(promotions)
      .where(and(eq(promotions.code, code), sharesAHotel, exceptId === undefined ? undefined : ne(promotions.id, exceptId)))
      .limit(1);
    return rows.length > 0;
  }

  async insert(tx: Database, fields: PromotionFields & { createdBy: number }): Promise<PromotionRow> {
    const [row] = await tx.insert(promotions).values(fields).returning();
    return row!;
  }

  async update(tx: Database, id: number, fields: Partial<PromotionFields>, now: Date): Promise<PromotionRow> {
    const [row] = await tx
      .update(promotions)
      .set({ ...fields, updatedAt: now })
      .where(eq(promotions.id, id))
      .returning();
    return row!;
  }

  /** Deletes it only while no order has ever used it; false when one has meanwhile. */
  async deleteUnused(tx: Database, id: number): Promise<boolean> {
    const rows = await tx
      .delete(promotions)
      .where(and(eq(promotions.id, id), sql`not ${usedSql}`))
      .returning({ id: promotions.id });
    return rows.length === 1;
  }
}

const columns = {
  id: promotions.id,
  name: promotions.name,
  kind: promotions.kind,
  value: promotions.value,
  hotelCodes: promotions.hotelCodes,
  rateCodes: promotions.rateCodes,
  stayFrom: promotions.stayFrom,
  stayTo: promotions.stayTo,
  bookFrom: promotions.bookFrom,
  bookTo: promotions.bookTo,
  minNights: promotions.minNights,
  memberLevels: promotions.memberLevels,
  code: promotions.code,
  totalCap: promotions.totalCap,
  perMemberCap: promotions.perMemberCap,
  usedCount: promotions.usedCount,
  stackable: promotions.stackable,
  active: promotions.active,
  createdBy: promotions.createdBy,
  createdAt: promotions.createdAt,
  updatedAt: promotions.updatedAt,
};
