import type { ContentEditing } from "../../lib/content-editing.ts";
import type { TranslationStores } from "../../lib/translation-store.ts";
import type { AdminApi } from "../staff/index.ts";
import { translationsRoutes } from "./translations.routes.ts";
import { TranslationsService } from "./translations.service.ts";

/**
 * The back office's translations of staff-written content (decision 0076). Owns no table: each
 * table's module lends a TranslationStore that writes only its `translations` column.
 */
export function createTranslationsModule({
  editing,
  stores,
}: {
  editing: ContentEditing;
  stores: TranslationStores;
}) {
  const translations = new TranslationsService(editing, stores);
  return {
    adminApi: ((admin, { guard }) =>
      admin.register(translationsRoutes, {
        translations,
        guard,
      })) satisfies AdminApi,
  };
}
