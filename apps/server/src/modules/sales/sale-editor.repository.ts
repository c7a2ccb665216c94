import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { sales } from '@hotel/db/schema/sales';

export type EditableSale = typeof sales.$inferSelect;
export type SaleFields = Omit<EditableSale, 'id' | 'translations'>;

/** The back office's reads and writes of offers. */
export class SaleEditorRepository {
  constructor(private readonly db: Database) {}

  listOf(hotelCode: string): Promise<EditableSale[]> {
    return this.db.select().from(sales).where(eq(sales.hotelCode, hotelCode)).orderBy(asc(sales.sortOrder), desc(sales.beginDate), asc(sales.id));
  }

  async find(id: number, tx: Database = this.db): Promise<EditableSale | undefined> {
    const [row] = await tx.select().from(sales).where(eq(sales.id, id)).limit(1);
    return row;
  }

  async insert(tx: Database, fields: SaleFields): Promise<EditableSale> {
    const [row] = await tx.insert(sales).values(fields).returning();
    return row!;
  }

  async update(tx: Database, id: number, fields: Partial<SaleFields>): Promise<EditableSale> {
    const [row] = await tx.update(sales).set(fields).where(eq(sales.id, id)).returning();
    return row!;
  }
}
