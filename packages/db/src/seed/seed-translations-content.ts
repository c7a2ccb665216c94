import { and, eq, inArray } from 'drizzle-orm';
import { type ContentKind, type FieldWords, type Translations, withTranslation } from '@hotel/shared/content-translation';
import type { Database } from '../client.ts';
import { news } from '../schema/cms.ts';
import { banners } from '../schema/hotel.ts';
import { sales } from '../schema/sales.ts';
import { BANNER_TRANSLATIONS } from './data/translations/banners-all.ts';
import { NEWS_TRANSLATIONS } from './data/translations/news-recent.ts';
import { FEATURED_SALE_TRANSLATIONS } from './data/translations/sales-featured.ts';
import { HOTEL_SALE_TRANSLATIONS } from './data/translations/sales-hotels.ts';

/** A news item's words in one language (kind 'news'). */
export interface NewsWords {
  title: string;
  summary: string;
  content: string;
}

/** A group news item in Chinese and English: its seeded id, guarded by its Japanese title. */
export interface NewsTranslation {
  id: number;
  ja: string;
  zh: NewsWords;
  en: NewsWords;
}

/** An offer's words in one language (kind 'sale'). */
export interface SaleWords {
  title: string;
  typeName: string;
  salesInfo: string;
  salesList: string[];
  content: string;
}

/** An offer in Chinese and English, keyed by its Japanese title. */
export interface SaleTranslation {
  ja: string;
  zh: SaleWords;
  en: SaleWords;
}

/** A banner's words in one language (kind 'banner'). */
export interface BannerWords {
  title: string;
  subTitle: string;
}

/** A banner in Chinese and English, keyed by its hotel (or the group) and Japanese title. */
export interface BannerTranslation {
  hotelCode: string;
  ja: string;
  zh: BannerWords;
  en: BannerWords;
}

export const CONTENT_TRANSLATIONS = {
  news: NEWS_TRANSLATIONS,
  sales: [...FEATURED_SALE_TRANSLATIONS, ...HOTEL_SALE_TRANSLATIONS],
  banners: BANNER_TRANSLATIONS,
} as const;

/** What applyContentTranslations did: rows written per table, and the keys no seeded row answered. */
export interface ContentTranslationResult {
  written: { news: number; sales: number; banners: number };
  unmatched: string[];
}

type Words = NewsWords | SaleWords | BannerWords;

/** The row's translations with Chinese and English written against its Japanese as stored (status 'complete'). */
function translated(kind: ContentKind, row: object & { translations: Translations | null }, zh: Words, en: Words): Translations {
  const fields = (words: Words) => words as unknown as Record<string, FieldWords>;
  return withTranslation(kind, row, withTranslation(kind, row, row.translations, 'zh', fields(zh)), 'en', fields(en));
}

/**
 * Writes the Chinese and English of the demo's newest news, its offers and its banners
 * (seed/data/translations/) onto the rows seeded in Japanese. Called by seedDemoData inside its
 * transaction, right after the content is inserted; running it again writes the same words. A
 * key that names no seeded row (or, for news, an id whose Japanese title differs) is skipped and
 * reported, so a change to the Japanese lists never puts words on the wrong row.
 */
export async function applyContentTranslations(db: Database): Promise<ContentTranslationResult> {
  const result: ContentTranslationResult = { written: { news: 0, sales: 0, banners: 0 }, unmatched: [] };

  const newsRows = await db.select().from(news).where(inArray(news.id, CONTENT_TRANSLATIONS.news.map((t) => t.id)));
  for (const t of CONTENT_TRANSLATIONS.news) {
    const row = newsRows.find((r) => r.id === t.id && r.title === t.ja);
    if (!row) {
      result.unmatched.push(`news ${t.id} ${t.ja}`);
      continue;
    }
    await db.update(news).set({ translations: translated('news', row, t.zh, t.en) }).where(eq(news.id, row.id));
    result.written.news++;
  }

  const saleRows = await db.select().from(sales).where(inArray(sales.title, CONTENT_TRANSLATIONS.sales.map((t) => t.ja)));
  for (const t of CONTENT_TRANSLATIONS.sales) {
    const rows = saleRows.filter((r) => r.title === t.ja);
    if (rows.length === 0) result.unmatched.push(`sale ${t.ja}`);
    for (const row of rows) {
      await db.update(sales).set({ translations: translated('sale', row, t.zh, t.en) }).where(eq(sales.id, row.id));
      result.written.sales++;
    }
  }

  for (const t of CONTENT_TRANSLATIONS.banners) {
    const rows = await db.select().from(banners).where(and(eq(banners.hotelCode, t.hotelCode), eq(banners.title, t.ja)));
    if (rows.length === 0) result.unmatched.push(`banner ${t.hotelCode} ${t.ja}`);
    for (const row of rows) {
      await db.update(banners).set({ translations: translated('banner', row, t.zh, t.en) }).where(eq(banners.id, row.id));
      result.written.banners++;
    }
  }

  return result;
}
