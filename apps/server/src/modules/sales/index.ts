/** Offers (sales). */
export { SaleRepository } from './sale.repository.ts';
export { SaleService } from './sale.service.ts';
export { saleRoutes } from './sale.routes.ts';
export { SaleEditorRepository, type EditableSale } from './sale-editor.repository.ts';
export { toSale } from './sale.service.ts';
