/** News, content pages and per-hotel content blocks (news, content_pages, hotel_content). */
export { CmsService } from './cms.service.ts';
export { cmsRoutes } from './cms.routes.ts';
export { NewsEditorService } from './news-editor.service.ts';
export { PageEditorService } from './page-editor.service.ts';
export { createCmsModule } from './module.ts';
