import type { NewsEditorService, PageEditorService } from '../cms/index.ts';
import type { BannerEditorService } from '../hotel/index.ts';
import type { SaleEditorService } from '../sales/index.ts';
import type { AdminApi } from '../staff/index.ts';
import { contentRoutes } from './content.routes.ts';

export interface ContentEditors {
  news: NewsEditorService;
  sales: SaleEditorService;
  banners: BannerEditorService;
  pages: PageEditorService;
}

/** The back office's content screens (decision 0022): each table's module lends its editor. Owns no table. */
export function createContentModule(contentEditors: ContentEditors) {
  return {
    contentEditors,
    adminApi: ((admin, { guard }) => admin.register(contentRoutes, { ...contentEditors, guard })) satisfies AdminApi,
  };
}
