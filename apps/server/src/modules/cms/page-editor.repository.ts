import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { contentPages, hotelContent } from '@hotel/db/schema/cms';
import type { ContentPageRow, HotelContentKind } from './cms.repository.ts';

export type PageFields = Pick<ContentPageRow, 'title' | 'titleEn' | 'banner' | 'bannerMobile' | 'content'>;

/** The back office's reads and writes of content_pages and hotel_content. */
export class PageEditorRepository {
  constructor(private readonly db: Database) {}

  listPages() {
    return this.db.select({ sid: contentPages.sid, code: contentPages.code, title: contentPages.title }).from(contentPages).orderBy(asc(contentPages.sid));
  }

  async findPage(sid: number, tx: Database = this.db): Promise<ContentPageRow | undefined> {
    const [row] = await tx.select().from(contentPages).where(eq(contentPages.sid, sid)).limit(1);
    return row;
  }

  async updatePage(tx: Database, sid: number, fields: PageFields): Promise<ContentPageRow> {
    const [row] = await tx.update(contentPages).set(fields).where(eq(contentPages.sid, sid)).returning();
    return row!;
  }

  async findBlock(hotelCode: string, kind: HotelContentKind, tx: Database = this.db): Promise<Record<string, unknown> | undefined> {
    const [row] = await tx
      .select({ data: hotelContent.data })
      .from(hotelContent)
      .where(and(eq(hotelContent.hotelCode, hotelCode), eq(hotelContent.kind, kind)))
      .limit(1);
    return row?.data;
  }

  async saveBlock(tx: Database, hotelCode: string, kind: HotelContentKind, data: Record<string, unknown>): Promise<void> {
    await tx
      .insert(hotelContent)
      .values({ hotelCode, kind, data })
      .onConflictDoUpdate({ target: [hotelContent.hotelCode, hotelContent.kind], set: { data } });
  }
}
