/** Offers (sales). */
export { SaleRepository } from './sale.repository.ts';
export { SaleService } from './sale.service.ts';
export { saleRoutes } from './sale.routes.ts';
export { SaleEditorRepository } from './sale-editor.repository.ts';
export { SaleEditorService } from './sale-editor.service.ts';
