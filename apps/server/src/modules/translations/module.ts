import type { ContentEditing } from '../../lib/content-editing.ts';
import type { ModuleKit } from '../../lib/module-kit.ts';
import type { AdminApi } from '../staff/index.ts';
import { TranslationsRepository } from './translations.repository.ts';
import { translationsRoutes } from './translations.routes.ts';
import { TranslationsService } from './translations.service.ts';

/** The back office's translations of staff-written content (decision 0076): writes only each table's `translations` column. */
export function createTranslationsModule({ db }: Pick<ModuleKit, 'db'>, { editing }: { editing: ContentEditing }) {
  const translations = new TranslationsService(editing, new TranslationsRepository(db));
  return {
    adminApi: ((admin, { guard }) => admin.register(translationsRoutes, { translations, guard })) satisfies AdminApi,
  };
}
