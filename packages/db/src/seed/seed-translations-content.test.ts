import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { DEFAULT_NEWS_SID } from '@hotel/shared/constants';
import { TRANSLATED_LANGUAGES, translationStatus, type Translations } from '@hotel/shared/content-translation';
import { createDb, type DbHandle } from '../client.ts';
import { news } from '../schema/cms.ts';
import { banners } from '../schema/hotel.ts';
import { sales } from '../schema/sales.ts';
import { seedDemoData } from './seed-demo.ts';
import { applyContentTranslations, CONTENT_TRANSLATIONS } from './seed-translations-content.ts';

const TODAY = '2026-11-21';
/** Only the content matters here: one night of inventory is enough. */
const DAYS = 1;
const KANA = /[\u3040-\u30ff]/;

let handle: DbHandle;

beforeAll(async () => {
  handle = await createDb({ dataDir: 'memory://' });
  await handle.migrate();
  await seedDemoData(handle.db, { today: TODAY, days: DAYS });
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

/** The tags of an HTML text in order, with an image's source, so a translation keeps the structure and pictures. */
function tagSequence(html: string): string[] {
  return [...html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b([^>]*)>/gi)].map(([, close, name, attrs]) => {
    const src = /\bsrc="([^"]*)"/.exec(attrs ?? '')?.[1];
    return `${close}${name!.toLowerCase()}${src ? ` ${src}` : ''}`;
  });
}

/** Every text of a translations column (each language, each field, each list item). */
function translatedTexts(translations: Translations | null): string[] {
  return TRANSLATED_LANGUAGES.flatMap((lang) => Object.values(translations?.[lang]?.fields ?? {}).flat());
}

function expectComplete(kind: 'news' | 'sale' | 'banner', row: object & { translations: Translations | null }) {
  for (const lang of TRANSLATED_LANGUAGES) expect(translationStatus(kind, row, row.translations, lang), `${kind} ${JSON.stringify(row).slice(0, 80)} ${lang}`).toBe('complete');
}

describe('applyContentTranslations', () => {
  it('translates the three newest news items guests see, in Chinese and English', async () => {
    // The guests' news list: cms.repository pageNews's rule and order.
    const shown = await handle.db
      .select()
      .from(news)
      .where(and(eq(news.sid, DEFAULT_NEWS_SID), eq(news.draft, false), lte(news.publishedOn, TODAY), or(isNull(news.publishTo), gte(news.publishTo, TODAY))))
      .orderBy(desc(news.publishedOn), desc(news.id))
      .limit(3);
    expect(shown).toHaveLength(3);
    for (const row of shown) expectComplete('news', row);
  });

  it('translates every offer guests see (not over yet), group and hotels', async () => {
    const current = await handle.db.select().from(sales).where(gte(sales.endDate, TODAY)).orderBy(asc(sales.id));
    expect(current.length).toBeGreaterThan(0);
    for (const row of current) expectComplete('sale', row);
    // Each offer type reads as one word per language, so the sales page's type filter still groups them.
    for (const lang of TRANSLATED_LANGUAGES) {
      const types = new Map<string, Set<unknown>>();
      for (const row of current) types.set(row.typeName, (types.get(row.typeName) ?? new Set()).add(row.translations[lang]?.fields.typeName));
      for (const [type, words] of types) expect(words.size, `${lang} ${type}`).toBe(1);
    }
  });

  it('translates every banner, the group and each hotel', async () => {
    const rows = await handle.db.select().from(banners);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expectComplete('banner', row);
  });

  it('writes no kana in any translation', async () => {
    const rows = [
      ...(await handle.db.select({ translations: news.translations }).from(news)),
      ...(await handle.db.select({ translations: sales.translations }).from(sales)),
      ...(await handle.db.select({ translations: banners.translations }).from(banners)),
    ];
    const texts = rows.flatMap((row) => translatedTexts(row.translations));
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => KANA.test(text))).toEqual([]);
  });

  it('keeps the HTML tags and images of the Japanese in every translated content', async () => {
    const rows = [...(await handle.db.select().from(news)), ...(await handle.db.select().from(sales))];
    let compared = 0;
    for (const row of rows) {
      for (const lang of TRANSLATED_LANGUAGES) {
        const content = row.translations[lang]?.fields.content;
        if (content === undefined) continue;
        expect(typeof content).toBe('string');
        expect(tagSequence(content as string), `${row.title} ${lang}`).toEqual(tagSequence(row.content));
        compared++;
      }
    }
    expect(compared).toBe(2 * (CONTENT_TRANSLATIONS.news.length + CONTENT_TRANSLATIONS.sales.length));
  });

  it('names a seeded row with every key of the data files, and writes the same words again', async () => {
    const before = {
      news: await handle.db.select({ id: news.id, translations: news.translations }).from(news).orderBy(asc(news.id)),
      sales: await handle.db.select({ id: sales.id, translations: sales.translations }).from(sales).orderBy(asc(sales.id)),
      banners: await handle.db.select({ id: banners.id, translations: banners.translations }).from(banners).orderBy(asc(banners.id)),
    };
    const result = await applyContentTranslations(handle.db);
    expect(result.unmatched).toEqual([]);
    // One row per key: titles are unique where the data files use them as keys.
    expect(result.written).toEqual({ news: CONTENT_TRANSLATIONS.news.length, sales: CONTENT_TRANSLATIONS.sales.length, banners: CONTENT_TRANSLATIONS.banners.length });
    expect({
      news: await handle.db.select({ id: news.id, translations: news.translations }).from(news).orderBy(asc(news.id)),
      sales: await handle.db.select({ id: sales.id, translations: sales.translations }).from(sales).orderBy(asc(sales.id)),
      banners: await handle.db.select({ id: banners.id, translations: banners.translations }).from(banners).orderBy(asc(banners.id)),
    }).toEqual(before);
  });
});
