import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { hotelTaxRules } from '@hotel/db/schema/inventory';
import { DEFAULT_TAX_RULES, type TaxRules } from '@hotel/shared/taxes';

export interface StoredTaxRules {
  rules: TaxRules;
  updatedAt: Date | null;
}

const toRules = (row: typeof hotelTaxRules.$inferSelect): TaxRules => ({
  serviceBp: row.serviceBp,
  vatBp: row.vatBp,
  order: row.order,
  rounding: row.rounding,
  ratesInclude: row.ratesInclude,
});

/** hotel_tax_rules: a hotel without a row sells under DEFAULT_TAX_RULES (decision 0068). */
export class TaxRulesRepository {
  constructor(private readonly db: Database) {}

  /** The rules of one hotel; in the caller's transaction when `db` is one. */
  async find(hotelCode: string, db: Database = this.db): Promise<StoredTaxRules> {
    const [row] = await db.select().from(hotelTaxRules).where(eq(hotelTaxRules.hotelCode, hotelCode)).limit(1);
    return row ? { rules: toRules(row), updatedAt: row.updatedAt } : { rules: DEFAULT_TAX_RULES, updatedAt: null };
  }

  /** The rules of several hotels (a city's results and calendar) in one query. */
  async rulesOf(hotelCodes: readonly string[]): Promise<Map<string, TaxRules>> {
    const rows = hotelCodes.length ? await this.db.select().from(hotelTaxRules).where(inArray(hotelTaxRules.hotelCode, [...hotelCodes])) : [];
    const found = new Map(rows.map((row) => [row.hotelCode, toRules(row)]));
    return new Map(hotelCodes.map((code) => [code, found.get(code) ?? DEFAULT_TAX_RULES]));
  }

  /** Locks the hotel's row (or its absence, through the hotel's row) for a save. */
  async lockHotel(tx: Database, hotelCode: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hotel_tax_rules:${hotelCode}`}))`);
  }

  async save(tx: Database, hotelCode: string, rules: TaxRules, now: Date): Promise<Date> {
    const values = { ...rules, updatedAt: now };
    await tx.insert(hotelTaxRules).values({ hotelCode, ...values }).onConflictDoUpdate({ target: hotelTaxRules.hotelCode, set: values });
    return now;
  }
}
