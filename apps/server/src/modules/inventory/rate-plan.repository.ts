import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { ratePlans } from '@hotel/db/schema/inventory';
import type { RatePlanRow } from './inventory.repository.ts';

export type NewRatePlan = typeof ratePlans.$inferInsert;
/** Everything but the name of the record (hotel + code), which never changes. */
export type RatePlanFields = Omit<NewRatePlan, 'hotelCode' | 'code'>;

/** rate_plans as the back office edits them (search and holds read through InventoryRepository). */
export class RatePlanRepository {
  constructor(private readonly db: Database) {}

  list(hotelCode: string): Promise<RatePlanRow[]> {
    return this.db.select().from(ratePlans).where(eq(ratePlans.hotelCode, hotelCode)).orderBy(asc(ratePlans.sortOrder), asc(ratePlans.code));
  }

  /**
   * One plan, read in the saving transaction after lockHotel: what the audit line's "before" is.
   */
  async find(tx: Database, hotelCode: string, code: string): Promise<RatePlanRow | undefined> {
    const [row] = await tx.select().from(ratePlans).where(and(eq(ratePlans.hotelCode, hotelCode), eq(ratePlans.code, code))).limit(1);
    return row;
  }

  /**
   * Saves of one hotel's plans take turns (a transaction-scoped advisory lock), so two staff
   * saving the same discount code at once cannot both pass the uniqueness check.
   */
  async lockHotel(tx: Database, hotelCode: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rate_plans:${hotelCode}`}))`);
  }

  /** Another plan of the hotel with this discount code (case-insensitive, as codes unlock). */
  async discountCodeUsedElsewhere(tx: Database, hotelCode: string, discountCode: string, exceptCode: string): Promise<boolean> {
    const rows = await tx
      .select({ code: ratePlans.code })
      .from(ratePlans)
      .where(and(eq(ratePlans.hotelCode, hotelCode), ne(ratePlans.code, exceptCode), sql`upper(${ratePlans.discountCode}) = ${discountCode.toUpperCase()}`))
      .limit(1);
    return rows.length > 0;
  }

  async insert(tx: Database, row: NewRatePlan): Promise<RatePlanRow> {
    const [saved] = await tx.insert(ratePlans).values(row).returning();
    return saved!;
  }

  async update(tx: Database, hotelCode: string, code: string, fields: RatePlanFields): Promise<RatePlanRow> {
    const [saved] = await tx
      .update(ratePlans)
      .set(fields)
      .where(and(eq(ratePlans.hotelCode, hotelCode), eq(ratePlans.code, code)))
      .returning();
    return saved!;
  }
}
