/**
 * The staff API's content routes (/adminapi/v1/content/*, docs/decisions/0022). The editing itself
 * lives with each table's owner (cms: news and pages, sales: offers, hotel: banners), which keeps
 * one owner per table.
 */
export { createContentModule } from './module.ts';
