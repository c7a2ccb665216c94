/** Offers (sales). */
export { SaleService } from './sale.service.ts';
export { saleRoutes } from './sale.routes.ts';
export { SaleEditorService } from './sale-editor.service.ts';
export { createSalesModule } from './module.ts';
