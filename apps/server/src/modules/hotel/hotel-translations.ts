import type { Database } from "@hotel/db/client";
import { banners, brands, cities, hotels } from "@hotel/db/schema/hotel";
import { tableTranslations } from "../../lib/translation-store.ts";

/** Hotels, brands and cities (the group's) and banners (a hotel's): their translations (decision 0076). */
export const hotelTranslationStores = (db: Database) => ({
  hotel: tableTranslations(db, "hotel", {
    table: hotels,
    key: hotels.code,
    label: hotels.name,
  }),
  brand: tableTranslations(db, "brand", {
    table: brands,
    key: brands.id,
    numericKey: true,
    label: brands.name,
  }),
  city: tableTranslations(db, "city", {
    table: cities,
    key: cities.code,
    label: cities.name,
  }),
  banner: tableTranslations(db, "banner", {
    table: banners,
    hotel: banners.hotelCode,
    key: banners.id,
    numericKey: true,
    label: banners.title,
  }),
});
