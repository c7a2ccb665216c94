import type { Database } from "@hotel/db/client";
import { ratePlans } from "@hotel/db/schema/inventory";
import { tableTranslations } from "../../lib/translation-store.ts";

/** A hotel's rate plans: their translations (decision 0076). */
export const planTranslationStores = (db: Database) => ({
  ratePlan: tableTranslations(db, "ratePlan", {
    table: ratePlans,
    hotel: ratePlans.hotelCode,
    key: ratePlans.code,
    label: ratePlans.name,
  }),
});
