import { GROUP_CODE } from "@hotel/shared/constants";
import {
  TRANSLATABLE_FIELDS,
  TRANSLATED_LANGUAGES,
  fieldsToTranslate,
  translationStatus,
  withTranslation,
  type ContentKind,
  type FieldWords,
} from "@hotel/shared/content-translation";
import {
  CONTENT_KIND_LABELS,
  TRANSLATION_AREAS,
  TRANSLATION_MESSAGES,
  type TranslationArea,
  type TranslationItem,
  type TranslationListed,
  type TranslationSaveInput,
} from "@hotel/shared/schemas/admin/translations";
import { notFound } from "../../lib/api-error.ts";
import { cleanHtml } from "../../lib/clean-html.ts";
import type {
  ContentActor,
  ContentEditing,
} from "../../lib/content-editing.ts";
import type {
  TranslatableRow,
  TranslationStore,
  TranslationStores,
} from "../../lib/translation-store.ts";

/** The fields the Japanese editors clean as HTML (news, offers, the group's pages): their translations are cleaned the same way. */
const HTML_FIELDS: Partial<Record<ContentKind, readonly string[]>> = {
  news: ["content"],
  sale: ["content"],
  contentPage: ["content"],
};

/**
 * Staff write an item's Chinese and English beside its Japanese (decision 0076). The route's guard
 * has checked the editor's permission for the hotel the request names; an item is looked up within
 * that hotel, so another hotel's answers the same 404 as a missing one. Each save is audited, and
 * the row's update drops the guests' cached reads through the change feed.
 */
export class TranslationsService {
  constructor(
    private readonly editing: ContentEditing,
    private readonly stores: TranslationStores,
  ) {}

  async list(
    area: TranslationArea,
    hotel: string | undefined,
  ): Promise<TranslationListed[]> {
    const owner = ownerOf(area, hotel);
    const lists = await Promise.all(
      TRANSLATION_AREAS[area].map(async (kind) =>
        (await this.store(kind).list(owner)).map((row) => listed(kind, row)),
      ),
    );
    return lists.flat();
  }

  async get(
    area: TranslationArea,
    input: { hotel?: string | undefined; kind: ContentKind; key: string },
  ): Promise<TranslationItem> {
    return itemOf(
      input.kind,
      this.own(
        await this.store(input.kind).find(
          ownerOf(area, input.hotel),
          input.key,
        ),
      ),
    );
  }

  save(
    staff: ContentActor,
    area: TranslationArea,
    input: TranslationSaveInput,
  ): Promise<TranslationItem> {
    const fields = cleaned(input.kind, input.fields);
    return this.editing.inTransaction(async (tx) => {
      const row = this.own(
        await this.store(input.kind).find(
          ownerOf(area, input.hotel),
          input.key,
          tx,
        ),
      );
      const translations = withTranslation(
        input.kind,
        row.source,
        row.translations,
        input.lang,
        fields,
      );
      await this.store(input.kind).write(tx, row, translations);
      await this.editing.audit.record(tx, staff, {
        hotelCode: row.hotel,
        entity: "translation",
        entityId: `${input.kind}:${row.key}`,
        action: "translate",
        before: { lang: input.lang, ...row.translations?.[input.lang]?.fields },
        after: { lang: input.lang, ...translations[input.lang]?.fields },
      });
      return itemOf(input.kind, { ...row, translations });
    });
  }

  /** A kind no module lends is a wiring mistake, not a request's: it fails loudly. */
  private store(kind: ContentKind): TranslationStore {
    const store = this.stores[kind];
    if (!store) throw new Error(`no translation store for ${kind}`);
    return store;
  }

  private own(row: TranslatableRow | undefined): TranslatableRow {
    if (!row) throw notFound(TRANSLATION_MESSAGES.notFound);
    return row;
  }
}

/** The group's items belong to the group; a hotel's items to the hotel the request named (the guard checked it). */
const ownerOf = (area: TranslationArea, hotel: string | undefined): string =>
  area === "group" ? GROUP_CODE : (hotel ?? "");

function cleaned(
  kind: ContentKind,
  fields: Record<string, FieldWords>,
): Record<string, FieldWords> {
  const html = HTML_FIELDS[kind] ?? [];
  return Object.fromEntries(
    Object.entries(fields).map(([field, words]) => [
      field,
      html.includes(field) && typeof words === "string" && words.trim()
        ? cleanHtml(words)
        : words,
    ]),
  );
}

const labelOf = (kind: ContentKind, row: TranslatableRow) =>
  row.label === kind ? CONTENT_KIND_LABELS[kind] : row.label;

function listed(kind: ContentKind, row: TranslatableRow): TranslationListed {
  const [zh, en] = TRANSLATED_LANGUAGES.map((lang) =>
    translationStatus(kind, row.source, row.translations, lang),
  ) as [TranslationListed["zh"], TranslationListed["en"]];
  return {
    kind,
    hotel: row.hotel,
    key: row.key,
    label: labelOf(kind, row),
    zh,
    en,
  };
}

function itemOf(kind: ContentKind, row: TranslatableRow): TranslationItem {
  const wanted: readonly string[] = fieldsToTranslate(kind, row.source);
  const source = (TRANSLATABLE_FIELDS[kind] as readonly string[])
    .filter((field) => wanted.includes(field))
    .map((field) => ({ field, words: wordsOf(row.source[field]) }));
  const language = (lang: "zh" | "en") => ({
    status: translationStatus(kind, row.source, row.translations, lang),
    fields: row.translations?.[lang]?.fields ?? {},
  });
  return {
    kind,
    hotel: row.hotel,
    key: row.key,
    label: labelOf(kind, row),
    source,
    zh: language("zh"),
    en: language("en"),
  };
}

const wordsOf = (value: unknown): FieldWords =>
  Array.isArray(value) ? value.map(String) : String(value);
