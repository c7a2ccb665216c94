/** News, content pages and per-hotel content blocks (news, content_pages, hotel_content). */
export { CmsRepository } from './cms.repository.ts';
export { CmsService } from './cms.service.ts';
export { cmsRoutes } from './cms.routes.ts';
export { NewsEditorRepository } from './news-editor.repository.ts';
export { PageEditorRepository } from './page-editor.repository.ts';
export { NewsEditorService } from './news-editor.service.ts';
export { PageEditorService } from './page-editor.service.ts';
