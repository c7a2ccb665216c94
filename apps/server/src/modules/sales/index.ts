/** Offers (sales). */
export { SaleRepository } from './sale.repository.ts';
export { SaleService } from './sale.service.ts';
export { saleRoutes } from './sale.routes.ts';
