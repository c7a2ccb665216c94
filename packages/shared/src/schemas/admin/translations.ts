import { z } from "zod";
import { adminEndpoint } from "../../api/admin-endpoint.ts";
import {
  TRANSLATABLE_FIELDS,
  TRANSLATED_LANGUAGES,
  type ContentKind,
  type FieldWords,
  type TranslatedLanguage,
} from "../../content-translation.ts";
import { multiLine } from "../text.ts";

/**
 * The back office's translations (/adminapi/v1/translations/*, decision 0076): read an item's
 * Japanese with its Chinese and English, and save one language's fields. Items are grouped by who
 * may edit them, as their own editors are: a hotel's content (content.edit), a hotel's catalogue
 * (rates.edit) and the group's own items (content.edit for the group), one set of routes each, so
 * the route's guard is the item's editor's.
 */
export const TRANSLATION_MESSAGES = {
  kindInvalid: "翻訳する項目の種類を選択してください",
  keyInvalid: "翻訳する項目を指定してください",
  langInvalid: "翻訳する言語（中文・English）を選択してください",
  fieldInvalid: "この項目では翻訳できない欄が含まれています",
  textInvalid: "翻訳の文字数が多すぎるか、使えない文字が含まれています",
  notFound: "該当する項目が見つかりません",
  saved: "翻訳を保存しました",
} as const;
const M = TRANSLATION_MESSAGES;

/** Each area's kinds, its editor's permission being the route's. */
export const TRANSLATION_AREAS = {
  content: ["news", "sale", "banner", "meeting", "health", "tea", "home"],
  catalog: ["roomType", "ratePlan"],
  group: ["hotel", "brand", "city", "contentPage"],
} as const satisfies Record<string, readonly ContentKind[]>;
export type TranslationArea = keyof typeof TRANSLATION_AREAS;

export const TRANSLATION_AREA_OF = Object.fromEntries(
  Object.entries(TRANSLATION_AREAS).flatMap(([area, kinds]) =>
    kinds.map((kind) => [kind, area]),
  ),
) as Record<ContentKind, TranslationArea>;

/** Fields whose Japanese is a list (one line per item in the form); every other field is one text. */
const LIST_FIELDS: Partial<Record<ContentKind, readonly string[]>> = {
  roomType: ["features", "facilities"],
  sale: ["salesList"],
};
export const isListField = (kind: ContentKind, field: string) =>
  LIST_FIELDS[kind]?.includes(field) ?? false;

/** Long fields (a textarea in the form); HTML ones are cleaned by the server like the Japanese. */
export const LONG_FIELDS =
  /^(description|feature|remark|cancelNote|summary|content|salesInfo|MeetingIntro|MeetingDesc\d|HealthDesc\d|TeaDesc|AboutText|MeetingText|HealthText)$/;

/** The kinds as staff read them. */
export const CONTENT_KIND_LABELS: Record<ContentKind, string> = {
  hotel: "ホテル",
  brand: "ブランド",
  city: "都市",
  roomType: "客室タイプ",
  ratePlan: "料金プラン",
  news: "ニュース",
  sale: "特集・プラン紹介",
  banner: "バナー",
  contentPage: "グループのページ",
  meeting: "会議・宴会ページ",
  health: "ヘルスページ",
  tea: "ティーページ",
  home: "ホテルトップ",
};

/** Where an item stands, as staff read it. */
export const TRANSLATION_STATUS_LABELS = {
  complete: "翻訳済",
  outdated: "原文更新あり",
  partial: "一部",
  missing: "未翻訳",
} as const;
export const TRANSLATION_LANGUAGE_LABELS = {
  zh: "中文",
  en: "English",
} as const;

const translationStatus = z.enum([
  "complete",
  "outdated",
  "partial",
  "missing",
]);
const translatedLanguage = z.enum(TRANSLATED_LANGUAGES, {
  error: M.langInvalid,
});
/** The hotel a request acts for (the guard refuses one not the person's); the group's items name none. */
const hotel = z
  .string({ error: M.keyInvalid })
  .regex(/^[a-z0-9]{1,16}$/, M.keyInvalid)
  .optional();
/** Codes, ids and a hotel page's kind: what names an item of its kind (with its hotel). */
const itemKey = z
  .string({ error: M.keyInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{0,40}$/, M.keyInvalid)
  .default("");

function kindOf<A extends TranslationArea>(area: A) {
  return z.enum(TRANSLATION_AREAS[area], { error: M.kindInvalid });
}

const words = multiLine(M.textInvalid).max(20_000, M.textInvalid);
const listWords = z
  .array(multiLine(M.textInvalid).max(2_000, M.textInvalid))
  .max(50, M.textInvalid);

function itemQuery<A extends TranslationArea>(area: A) {
  return z.object({ hotel, kind: kindOf(area), key: itemKey });
}

/** One language's fields of one item: only its kind's fields, each a text or a list as its Japanese is. */
function saveInput<A extends TranslationArea>(area: A) {
  return itemQuery(area)
    .extend({
      lang: translatedLanguage,
      fields: z.record(z.string(), z.union([words, listWords]), {
        error: M.fieldInvalid,
      }),
    })
    .superRefine((input, ctx) => {
      const allowed: readonly string[] = TRANSLATABLE_FIELDS[input.kind];
      for (const [field, value] of Object.entries(input.fields)) {
        if (
          !allowed.includes(field) ||
          Array.isArray(value) !== isListField(input.kind, field)
        ) {
          ctx.addIssue({
            code: "custom",
            message: M.fieldInvalid,
            path: ["fields", field],
          });
        }
      }
    });
}
/** What a save carries, whichever area's route it came through. */
export interface TranslationSaveInput {
  hotel?: string | undefined;
  kind: ContentKind;
  key: string;
  lang: TranslatedLanguage;
  fields: Record<string, FieldWords>;
}

const fieldWords = z.union([z.string(), z.array(z.string())]);
const languageState = z.object({
  status: translationStatus,
  fields: z.record(z.string(), fieldWords),
});

/** An item: its Japanese, field by field, and where each language stands. */
const translationItem = z.object({
  kind: z.string(),
  hotel: z.string(),
  key: z.string(),
  label: z.string(),
  source: z.array(z.object({ field: z.string(), words: fieldWords })),
  zh: languageState,
  en: languageState,
});
export type TranslationItem = z.infer<typeof translationItem>;

const translationListed = z.object({
  kind: z.string(),
  hotel: z.string(),
  key: z.string(),
  label: z.string(),
  zh: translationStatus,
  en: translationStatus,
});
export type TranslationListed = z.infer<typeof translationListed>;

const P = "/adminapi/v1/translations" as const;
const endpointsOf = <A extends TranslationArea>(area: A) => ({
  list: adminEndpoint({
    method: "GET",
    path: `${P}/${area}/list`,
    input: z.object({ hotel }),
    output: z.array(translationListed),
  }),
  get: adminEndpoint({
    method: "GET",
    path: `${P}/${area}/get`,
    input: itemQuery(area),
    output: translationItem,
  }),
  save: adminEndpoint({
    method: "POST",
    path: `${P}/${area}/save`,
    input: saveInput(area),
    output: translationItem,
  }),
});

/** Per area: list (the overview), get and save. */
export const translationEndpoints = {
  content: endpointsOf("content"),
  catalog: endpointsOf("catalog"),
  group: endpointsOf("group"),
};
