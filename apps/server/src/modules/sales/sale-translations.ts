import type { Database } from "@hotel/db/client";
import { sales } from "@hotel/db/schema/sales";
import { tableTranslations } from "../../lib/translation-store.ts";

/** A hotel's (or the group's) offers: their translations (decision 0076). */
export const saleTranslationStores = (db: Database) => ({
  sale: tableTranslations(db, "sale", {
    table: sales,
    hotel: sales.hotelCode,
    key: sales.id,
    numericKey: true,
    label: sales.title,
  }),
});
