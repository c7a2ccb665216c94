import { z } from 'zod';
import type { SiteLanguage } from './site-language.ts';

/**
 * Staff-written content in the site's other languages (issue 29, decision 0073). Japanese is the
 * source, in the rows' own columns, as the specification serves it; each translated language is
 * an entry of the row's `translations` column holding the fields below that have been written,
 * and the fingerprint of the Japanese they were written from. What a guest reads is the source
 * with the written fields laid over it: a field not written yet reads in Japanese, and the item
 * says so (the page shows a small note), so a page is never empty.
 */

/** The languages content is translated into (Japanese is the source). */
export const TRANSLATED_LANGUAGES = ['zh', 'en'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

export function isTranslatedLanguage(lang: SiteLanguage): lang is TranslatedLanguage {
  return (TRANSLATED_LANGUAGES as readonly string[]).includes(lang);
}

/**
 * The fields of each kind of content that are words (images, codes, prices and dates are the
 * same in every language). The hotel blocks keep the content service's field names. A meeting
 * block's MeetingType is not here: the meeting form posts it and the hotel reads it in Japanese.
 */
export const TRANSLATABLE_FIELDS = {
  hotel: ['name', 'shortName', 'feature', 'businessType', 'description', 'address'],
  brand: ['name', 'tagline', 'description'],
  city: ['name'],
  roomType: ['name', 'bedType', 'features', 'facilities', 'remark'],
  ratePlan: ['name', 'cancelNote'],
  news: ['title', 'summary', 'content'],
  sale: ['title', 'typeName', 'salesInfo', 'salesList', 'content'],
  banner: ['title', 'subTitle'],
  contentPage: ['title', 'content'],
  meeting: [
    'MeetingIntro',
    ...(['1', '2', '3', '4', '5', '6'] as const).flatMap((n) => [`MeetingTit${n}`, `MeetingDesc${n}`] as const),
  ],
  health: ['BannerTitle', 'HealthTitle1', 'HealthTitle2', 'HealthDesc1', 'HealthDesc2'],
  tea: ['BannerTitle', 'TeaTitle', 'TeaDesc'],
  home: ['AboutTitle', 'AboutText', 'MeetingTitle', 'MeetingText', 'HealthTitle', 'HealthText'],
} as const satisfies Record<string, readonly string[]>;

export type ContentKind = keyof typeof TRANSLATABLE_FIELDS;
export type TranslatableField<K extends ContentKind> = (typeof TRANSLATABLE_FIELDS)[K][number];

/** A field's words: a text, or a list of texts (a room's features, an offer's list). */
export type FieldWords = string | string[];

const fieldWords = z.union([z.string().max(20_000), z.array(z.string().max(2_000)).max(50)]);

/** One language's translation of one item: the fields written, and the source they were written from. */
export const translationSchema = z.object({
  fields: z.record(z.string(), fieldWords),
  /** sourceFingerprint of the Japanese when this translation was saved. */
  source: z.string().max(32),
});

/** The `translations` column: per translated language, if written. */
export const translationsSchema = z.object({ zh: translationSchema.optional(), en: translationSchema.optional() });
export type Translations = z.infer<typeof translationsSchema>;

/** A row that carries its translations. */
export interface Translated {
  translations: Translations | null;
}

const isWritten = (value: FieldWords | undefined): value is FieldWords =>
  value !== undefined && (typeof value === 'string' ? value.trim() !== '' : value.length > 0 && value.some((item) => item.trim() !== ''));

const isSourceEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' ? value.trim() === '' : Array.isArray(value) ? value.length === 0 : false);

/** The fields of `kind` that have Japanese to translate (an empty source field needs no translation). */
export function fieldsToTranslate<K extends ContentKind>(kind: K, source: object): TranslatableField<K>[] {
  const record = source as Record<string, unknown>;
  return (TRANSLATABLE_FIELDS[kind] as readonly TranslatableField<K>[]).filter((field) => !isSourceEmpty(record[field]));
}

/**
 * A short fingerprint of the Japanese of an item's translatable fields (FNV-1a, 32 bits, hex):
 * a translation saved from other Japanese is shown as needing a look. Not a secret, not unique
 * across items; only "has this item's source changed since".
 */
export function sourceFingerprint(kind: ContentKind, source: object): string {
  const record = source as Record<string, unknown>;
  const text = JSON.stringify(TRANSLATABLE_FIELDS[kind].map((field) => record[field] ?? ''));
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * Where an item stands in a language: `complete` (every field with Japanese is written, from the
 * current Japanese), `outdated` (complete, but the Japanese changed since), `partial` (some
 * written) or `missing` (none).
 */
export type TranslationStatus = 'complete' | 'outdated' | 'partial' | 'missing';

export function translationStatus(kind: ContentKind, source: object, translations: Translations | null, lang: TranslatedLanguage): TranslationStatus {
  const translation = translations?.[lang];
  const wanted = fieldsToTranslate(kind, source);
  const written = wanted.filter((field) => isWritten(translation?.fields[field]));
  if (written.length === 0) return wanted.length === 0 ? 'complete' : 'missing';
  if (written.length < wanted.length) return 'partial';
  return translation!.source === sourceFingerprint(kind, source) ? 'complete' : 'outdated';
}

/** What a guest reads of an item: the fields in their language where written, Japanese elsewhere. */
export interface Localized<T> {
  value: T;
  /** Some field with Japanese has no words in the language: the page notes that it shows Japanese. */
  untranslated: boolean;
}

/**
 * The item in `lang`. Japanese is the row as it is; another language lays the written fields
 * over it. An outdated translation is still shown (better the guest's language than none; the
 * back office lists it for a look).
 */
export function localize<K extends ContentKind, T extends object>(kind: K, source: T, translations: Translations | null, lang: SiteLanguage): Localized<T> {
  if (!isTranslatedLanguage(lang)) return { value: source, untranslated: false };
  const fields = translations?.[lang]?.fields ?? {};
  const value: Record<string, unknown> = { ...(source as Record<string, unknown>) };
  let untranslated = false;
  for (const field of fieldsToTranslate(kind, source)) {
    const words = fields[field];
    if (isWritten(words)) value[field] = Array.isArray((source as Record<string, unknown>)[field]) ? [words].flat() : [words].flat().join('\n');
    else untranslated = true;
  }
  return { value: value as T, untranslated };
}

/**
 * The translations after staff save one language's fields from the back office: blank fields
 * are dropped (a blank is "not written", so guests read the Japanese), and the fingerprint of the
 * Japanese they were written against is kept.
 */
export function withTranslation(kind: ContentKind, source: object, translations: Translations | null, lang: TranslatedLanguage, fields: Record<string, FieldWords>): Translations {
  const kept: Record<string, FieldWords> = {};
  for (const field of TRANSLATABLE_FIELDS[kind] as readonly string[]) {
    const words = fields[field];
    if (!isWritten(words)) continue;
    kept[field] = typeof words === 'string' ? words.trim() : words.map((item) => item.trim()).filter(Boolean);
  }
  const next: Translations = { ...(translations ?? {}) };
  if (Object.keys(kept).length === 0) delete next[lang];
  else next[lang] = { fields: kept, source: sourceFingerprint(kind, source) };
  return next;
}
