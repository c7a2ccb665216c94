import type { ContentEditing } from '../../lib/content-editing.ts';
import type { ModuleKit } from '../../lib/module-kit.ts';
import { bindGuestRoutes } from '../../lib/guest-endpoint.ts';
import { withReadCache } from '../../lib/read-cache.ts';
import type { HotelService } from '../hotel/index.ts';
import { CmsRepository } from './cms.repository.ts';
import { cmsRoutes } from './cms.routes.ts';
import { CmsService } from './cms.service.ts';
import { NewsEditorRepository } from './news-editor.repository.ts';
import { NewsEditorService } from './news-editor.service.ts';
import { PageEditorRepository } from './page-editor.repository.ts';
import { PageEditorService } from './page-editor.service.ts';
import { cmsTranslationStores } from './cms-translations.ts';

const CMS_TABLES = ['hotels', 'news', 'content_pages', 'hotel_content'] as const;

/** News, the group's pages and each hotel's blocks: the guests' reads (cached) and the editors. */
export function createCmsModule({ db, cache, today }: Pick<ModuleKit, 'db' | 'cache' | 'today'>, { hotels, editing }: { hotels: HotelService; editing: ContentEditing }) {
  const cms = withReadCache(cache, 'cms', new CmsService(new CmsRepository(db), hotels, today), {
    listNews: CMS_TABLES,
    showNews: CMS_TABLES,
    getAboutPage: CMS_TABLES,
    getFooterPage: CMS_TABLES,
    getHotelNav: CMS_TABLES,
    // The schema argument only checks the block: the hotel, the kind and the language are the key.
    getHotelBlock: { tables: CMS_TABLES, key: (hotelCode: string, kind: string, _schema: unknown, lang?: string) => [hotelCode, kind, lang] },
    meetingTypes: CMS_TABLES,
  });
  return {
    cms,
    newsEditor: new NewsEditorService(editing, new NewsEditorRepository(db)),
    pageEditor: new PageEditorService(editing, new PageEditorRepository(db)),
    /** The translations port (decision 0076) of news, the group's pages and the hotel blocks. */
    cmsTranslations: cmsTranslationStores(db),
    guestApi: bindGuestRoutes(cmsRoutes, { cms }),
  };
}
