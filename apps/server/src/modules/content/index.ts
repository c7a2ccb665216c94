/**
 * Content editing for staff (docs/decisions/0022): the rules, transactions and audit of editing
 * news, offers, banners and pages. It owns no table: each table's own module (cms, sales, hotel)
 * exports the editor repository the root hands in here.
 */
export { BannerEditorService } from './banner-editor.service.ts';
export { ContentEditing } from './content-editing.ts';
export { contentRoutes } from './content.routes.ts';
export { NewsEditorService } from './news-editor.service.ts';
export { PageEditorService } from './page-editor.service.ts';
export { SaleEditorService } from './sale-editor.service.ts';
