import { and, count, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import type { Translations } from '@hotel/shared/content-translation';
import { contentPages, hotelContent, news } from '@hotel/db/schema/cms';

export type NewsRow = typeof news.$inferSelect;
export type ContentPageRow = typeof contentPages.$inferSelect;
export type HotelContentKind = (typeof hotelContent.$inferSelect)['kind'];

export class CmsRepository {
  constructor(private readonly db: Database) {}

  async pageNews(opts: { sid: number; today: string; offset: number; limit: number }) {
    // published_on is the first day shown; a draft or an item past its publish_to is not.
    const where = and(
      eq(news.sid, opts.sid),
      eq(news.draft, false),
      lte(news.publishedOn, opts.today),
      or(isNull(news.publishTo), gte(news.publishTo, opts.today)),
    );
    const [rows, [total]] = await Promise.all([
      this.db.select().from(news).where(where).orderBy(desc(news.publishedOn), desc(news.id)).limit(opts.limit).offset(opts.offset),
      this.db.select({ n: count() }).from(news).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async findNews(id: number): Promise<NewsRow | undefined> {
    const [row] = await this.db.select().from(news).where(eq(news.id, id)).limit(1);
    return row;
  }

  async findPageBySid(sid: number): Promise<ContentPageRow | undefined> {
    const [row] = await this.db.select().from(contentPages).where(eq(contentPages.sid, sid)).limit(1);
    return row;
  }

  /** A hotel's block of `kind` with its words in other languages (decision 0073). */
  async findHotelContent(hotelCode: string, kind: HotelContentKind): Promise<{ data: Record<string, unknown>; translations: Translations } | undefined> {
    const [row] = await this.db
      .select({ data: hotelContent.data, translations: hotelContent.translations })
      .from(hotelContent)
      .where(and(eq(hotelContent.hotelCode, hotelCode), eq(hotelContent.kind, kind)))
      .limit(1);
    return row;
  }
}
