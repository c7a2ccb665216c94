import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { news } from '@hotel/db/schema/cms';
import { DEFAULT_NEWS_SID } from '@hotel/shared/constants';

export type EditableNews = typeof news.$inferSelect;
export type NewsFields = Pick<EditableNews, 'hotelCode' | 'title' | 'image' | 'summary' | 'content' | 'publishedOn' | 'publishTo' | 'draft'>;

/** The back office's reads and writes of news (sid 18; the built-in articles are not edited). */
export class NewsEditorRepository {
  constructor(private readonly db: Database) {}

  listOf(hotelCode: string): Promise<EditableNews[]> {
    return this.db
      .select()
      .from(news)
      .where(and(eq(news.sid, DEFAULT_NEWS_SID), eq(news.hotelCode, hotelCode)))
      .orderBy(desc(news.publishedOn), desc(news.id));
  }

  async find(id: number, tx: Database = this.db): Promise<EditableNews | undefined> {
    const [row] = await tx
      .select()
      .from(news)
      .where(and(eq(news.id, id), eq(news.sid, DEFAULT_NEWS_SID)))
      .limit(1);
    return row;
  }

  async insert(tx: Database, fields: NewsFields): Promise<EditableNews> {
    const [row] = await tx
      .insert(news)
      .values({ ...fields, sid: DEFAULT_NEWS_SID })
      .returning();
    return row!;
  }

  async update(tx: Database, id: number, fields: Partial<NewsFields>): Promise<EditableNews> {
    const [row] = await tx.update(news).set(fields).where(eq(news.id, id)).returning();
    return row!;
  }
}
