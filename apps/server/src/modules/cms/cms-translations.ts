import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "@hotel/db/client";
import { contentPages, hotelContent, news } from "@hotel/db/schema/cms";
import {
  ABOUT_SIDS,
  DEFAULT_NEWS_SID,
  FOOTER_PAGES,
} from "@hotel/shared/constants";
import {
  tableTranslations,
  type TranslatableRow,
  type TranslationStore,
} from "../../lib/translation-store.ts";
import type { HotelContentKind } from "./cms.repository.ts";

const EDITED_PAGE_SIDS = [
  ...Object.values(ABOUT_SIDS),
  ...Object.values(FOOTER_PAGES),
];

/** News (the group category the back office edits), the group's pages and each hotel's blocks: their translations (decision 0076). */
export const cmsTranslationStores = (db: Database) => ({
  news: tableTranslations(db, "news", {
    table: news,
    hotel: news.hotelCode,
    key: news.id,
    numericKey: true,
    label: news.title,
    edited: eq(news.sid, DEFAULT_NEWS_SID),
  }),
  contentPage: tableTranslations(db, "contentPage", {
    table: contentPages,
    key: contentPages.sid,
    numericKey: true,
    label: contentPages.title,
    edited: inArray(contentPages.sid, EDITED_PAGE_SIDS),
  }),
  meeting: blockTranslations(db, "meeting"),
  health: blockTranslations(db, "health"),
  tea: blockTranslations(db, "tea"),
  home: blockTranslations(db, "home"),
});

/** A hotel's block of one kind: its words are fields of its data, its key the kind (one per hotel). */
function blockTranslations(
  db: Database,
  kind: HotelContentKind,
): TranslationStore {
  const block = (hotel: string) =>
    and(eq(hotelContent.hotelCode, hotel), eq(hotelContent.kind, kind));
  const find = async (
    hotel: string,
    tx: Database = db,
  ): Promise<TranslatableRow[]> => {
    const found = await tx
      .select({
        data: hotelContent.data,
        translations: hotelContent.translations,
      })
      .from(hotelContent)
      .where(block(hotel))
      .limit(1);
    return found.map((r) => ({
      hotel,
      key: kind,
      label: kind,
      source: r.data,
      translations: r.translations,
    }));
  };
  return {
    find: async (hotel, _key, tx) => (await find(hotel, tx))[0],
    list: (hotel) => find(hotel),
    async write(tx, item, translations) {
      await tx
        .update(hotelContent)
        .set({ translations })
        .where(block(item.hotel));
    },
  };
}
