import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@hotel/db/client';
import { contentPages, hotelContent, news } from '@hotel/db/schema/cms';
import { banners, brands, cities, hotels } from '@hotel/db/schema/hotel';
import { ratePlans } from '@hotel/db/schema/inventory';
import { roomTypes } from '@hotel/db/schema/rooms';
import { sales } from '@hotel/db/schema/sales';
import { ABOUT_SIDS, DEFAULT_NEWS_SID, FOOTER_PAGES, GROUP_CODE } from '@hotel/shared/constants';
import { TRANSLATABLE_FIELDS, type ContentKind, type Translations } from '@hotel/shared/content-translation';

/** An item as translating needs it: who owns it, what names it, its Japanese and its translations. */
export interface TranslatableRow {
  hotel: string;
  key: string;
  label: string;
  source: Record<string, unknown>;
  translations: Translations | null;
}

/** Where one kind of item lives: its table, the columns that name it, and which rows are edited in the back office. */
interface RowKind {
  table: PgTable & { translations: PgColumn };
  /** The hotel column of a hotel's items; the group's items have none. */
  hotel?: PgColumn;
  key: PgColumn;
  numericKey?: boolean;
  label: PgColumn;
  /** Rows the back office edits (news of the group category, the pages it offers). */
  edited?: SQL;
  order: PgColumn;
}

const EDITED_PAGE_SIDS = [...Object.values(ABOUT_SIDS), ...Object.values(FOOTER_PAGES)];

const ROW_KINDS: Record<Exclude<ContentKind, HotelBlockKind>, RowKind> = {
  hotel: { table: hotels, key: hotels.code, label: hotels.name, order: hotels.code },
  brand: { table: brands, key: brands.id, numericKey: true, label: brands.name, order: brands.id },
  city: { table: cities, key: cities.code, label: cities.name, order: cities.code },
  contentPage: { table: contentPages, key: contentPages.sid, numericKey: true, label: contentPages.title, edited: inArray(contentPages.sid, EDITED_PAGE_SIDS), order: contentPages.sid },
  roomType: { table: roomTypes, hotel: roomTypes.hotelCode, key: roomTypes.code, label: roomTypes.name, order: roomTypes.code },
  ratePlan: { table: ratePlans, hotel: ratePlans.hotelCode, key: ratePlans.code, label: ratePlans.name, order: ratePlans.code },
  news: { table: news, hotel: news.hotelCode, key: news.id, numericKey: true, label: news.title, edited: eq(news.sid, DEFAULT_NEWS_SID), order: news.id },
  sale: { table: sales, hotel: sales.hotelCode, key: sales.id, numericKey: true, label: sales.title, order: sales.id },
  banner: { table: banners, hotel: banners.hotelCode, key: banners.id, numericKey: true, label: banners.title, order: banners.id },
};

export const HOTEL_BLOCK_KINDS = ['meeting', 'health', 'tea', 'home'] as const;
type HotelBlockKind = (typeof HOTEL_BLOCK_KINDS)[number];
const isBlock = (kind: ContentKind): kind is HotelBlockKind => (HOTEL_BLOCK_KINDS as readonly string[]).includes(kind);

/**
 * The `translations` column of every staff-written table, and the Japanese it translates
 * (decision 0076). It reads the source columns and writes only `translations`: each table's own
 * editor keeps writing the Japanese, so one owner per column still holds.
 */
export class TranslationsRepository {
  constructor(private readonly db: Database) {}

  /** One item, by its hotel (a hotel's items) and key; a key that is not a number for a numeric kind is no item. */
  async find(kind: ContentKind, hotel: string, key: string, tx: Database = this.db): Promise<TranslatableRow | undefined> {
    if (isBlock(kind)) return (await this.blocks(tx, hotel, kind))[0];
    const row = ROW_KINDS[kind];
    if (row.numericKey && !/^\d{1,9}$/.test(key)) return undefined;
    const found = await this.rows(tx, kind, row, hotel, [eq(row.key, row.numericKey ? Number(key) : key)]);
    return found[0];
  }

  /** A hotel's items of `kind` (the group's items when the kind has no hotel). */
  list(kind: ContentKind, hotel: string): Promise<TranslatableRow[]> {
    return isBlock(kind) ? this.blocks(this.db, hotel, kind) : this.rows(this.db, kind, ROW_KINDS[kind], hotel, []);
  }

  async write(tx: Database, kind: ContentKind, item: Pick<TranslatableRow, 'hotel' | 'key'>, translations: Translations): Promise<void> {
    if (isBlock(kind)) {
      await tx
        .update(hotelContent)
        .set({ translations })
        .where(and(eq(hotelContent.hotelCode, item.hotel), eq(hotelContent.kind, kind)));
      return;
    }
    const row = ROW_KINDS[kind];
    const where = [eq(row.key, row.numericKey ? Number(item.key) : item.key), ...(row.hotel ? [eq(row.hotel, item.hotel)] : [])];
    await tx
      .update(row.table)
      .set({ translations } as never)
      .where(and(...where));
  }

  private async rows(tx: Database, kind: ContentKind, row: RowKind, hotel: string, where: SQL[]): Promise<TranslatableRow[]> {
    const source = Object.fromEntries((TRANSLATABLE_FIELDS[kind] as readonly string[]).map((field) => [field, (row.table as unknown as Record<string, PgColumn>)[field]!]));
    const conditions = [...where, ...(row.hotel ? [eq(row.hotel, hotel)] : []), ...(row.edited ? [row.edited] : [])];
    const found = await tx
      .select({ itemKey: row.key, itemLabel: row.label, itemTranslations: row.table.translations, ...source })
      .from(row.table)
      .where(and(...conditions))
      .orderBy(asc(row.order));
    return found.map((r) => {
      const { itemKey, itemLabel, itemTranslations, ...fields } = r as Record<string, unknown>;
      return { hotel: row.hotel ? hotel : GROUP_CODE, key: String(itemKey), label: String(itemLabel), source: fields, translations: itemTranslations as Translations | null };
    });
  }

  private async blocks(tx: Database, hotel: string, kind: HotelBlockKind): Promise<TranslatableRow[]> {
    const found = await tx
      .select({ data: hotelContent.data, translations: hotelContent.translations })
      .from(hotelContent)
      .where(and(eq(hotelContent.hotelCode, hotel), eq(hotelContent.kind, kind)))
      .limit(1);
    return found.map((r) => ({ hotel, key: kind, label: kind, source: r.data, translations: r.translations }));
  }
}
