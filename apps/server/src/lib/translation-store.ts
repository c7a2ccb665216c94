import { and, asc, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "@hotel/db/client";
import { GROUP_CODE } from "@hotel/shared/constants";
import {
  TRANSLATABLE_FIELDS,
  type ContentKind,
  type Translations,
} from "@hotel/shared/content-translation";

/** An item as translating needs it: who owns it, what names it, its Japanese and its translations. */
export interface TranslatableRow {
  hotel: string;
  key: string;
  label: string;
  source: Record<string, unknown>;
  translations: Translations | null;
}

/**
 * One kind's items for the back office's translations (decision 0076), lent by the module that
 * owns the table: it reads the Japanese and writes only the `translations` column. `hotel` is the
 * hotel the request named (ignored by the group's kinds): an item of another hotel is not found.
 */
export interface TranslationStore {
  find(
    hotel: string,
    key: string,
    tx?: Database,
  ): Promise<TranslatableRow | undefined>;
  list(hotel: string): Promise<TranslatableRow[]>;
  write(
    tx: Database,
    item: Pick<TranslatableRow, "hotel" | "key">,
    translations: Translations,
  ): Promise<void>;
}
export type TranslationStores = Partial<Record<ContentKind, TranslationStore>>;

/** Where one kind of item lives: its table, the columns that name it, and which rows the back office edits. */
interface TranslatedTable {
  table: PgTable & { translations: PgColumn };
  /** The hotel column of a hotel's items; the group's items have none. */
  hotel?: PgColumn;
  key: PgColumn;
  numericKey?: boolean;
  label: PgColumn;
  /** Rows the back office edits (news of the group category, the pages it offers). */
  edited?: SQL;
}

/** A kind whose words are columns of its table named as TRANSLATABLE_FIELDS names them. */
export function tableTranslations(
  db: Database,
  kind: ContentKind,
  t: TranslatedTable,
): TranslationStore {
  const source = Object.fromEntries(
    (TRANSLATABLE_FIELDS[kind] as readonly string[]).map((field) => [
      field,
      (t.table as unknown as Record<string, PgColumn>)[field]!,
    ]),
  );
  const keyOf = (key: string) => (t.numericKey ? Number(key) : key);
  const validKey = (key: string) => !t.numericKey || /^\d{1,9}$/.test(key);
  const named = (hotel: string, key?: string): SQL[] => [
    ...(key === undefined ? [] : [eq(t.key, keyOf(key))]),
    ...(t.hotel ? [eq(t.hotel, hotel)] : []),
    ...(t.edited ? [t.edited] : []),
  ];

  async function rows(
    tx: Database,
    hotel: string,
    key?: string,
  ): Promise<TranslatableRow[]> {
    const found = await tx
      .select({
        itemKey: t.key,
        itemLabel: t.label,
        itemTranslations: t.table.translations,
        ...source,
      })
      .from(t.table)
      .where(and(...named(hotel, key)))
      .orderBy(asc(t.key));
    return found.map((r) => {
      const { itemKey, itemLabel, itemTranslations, ...fields } = r as Record<
        string,
        unknown
      >;
      return {
        hotel: t.hotel ? hotel : GROUP_CODE,
        key: String(itemKey),
        label: String(itemLabel),
        source: fields,
        translations: itemTranslations as Translations | null,
      };
    });
  }

  return {
    find: async (hotel, key, tx = db) =>
      validKey(key) ? (await rows(tx, hotel, key))[0] : undefined,
    list: (hotel) => rows(db, hotel),
    async write(tx, item, translations) {
      await tx
        .update(t.table)
        .set({ translations })
        .where(and(...named(item.hotel, item.key)));
    },
  };
}
