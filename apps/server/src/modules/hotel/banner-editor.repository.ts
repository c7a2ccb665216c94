import { asc, eq } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { banners } from '@hotel/db/schema/hotel';

export type EditableBanner = typeof banners.$inferSelect;
export type BannerFields = Omit<EditableBanner, 'id' | 'translations'>;

/** The back office's reads and writes of banners. */
export class BannerEditorRepository {
  constructor(private readonly db: Database) {}

  listOf(hotelCode: string): Promise<EditableBanner[]> {
    return this.db.select().from(banners).where(eq(banners.hotelCode, hotelCode)).orderBy(asc(banners.sortOrder), asc(banners.id));
  }

  async find(id: number, tx: Database = this.db): Promise<EditableBanner | undefined> {
    const [row] = await tx.select().from(banners).where(eq(banners.id, id)).limit(1);
    return row;
  }

  async insert(tx: Database, fields: BannerFields): Promise<EditableBanner> {
    const [row] = await tx.insert(banners).values(fields).returning();
    return row!;
  }

  async update(tx: Database, id: number, fields: Partial<BannerFields>): Promise<EditableBanner> {
    const [row] = await tx.update(banners).set(fields).where(eq(banners.id, id)).returning();
    return row!;
  }
}
