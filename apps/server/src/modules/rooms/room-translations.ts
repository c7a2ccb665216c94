import type { Database } from "@hotel/db/client";
import { roomTypes } from "@hotel/db/schema/rooms";
import { tableTranslations } from "../../lib/translation-store.ts";

/** A hotel's room types: their translations (decision 0076). */
export const roomTranslationStores = (db: Database) => ({
  roomType: tableTranslations(db, "roomType", {
    table: roomTypes,
    hotel: roomTypes.hotelCode,
    key: roomTypes.code,
    label: roomTypes.name,
  }),
});
