import type { ContentEditing } from '../../lib/content-editing.ts';
import type { ModuleKit } from '../../lib/module-kit.ts';
import { bindGuestRoutes } from '../../lib/guest-endpoint.ts';
import { withReadCache } from '../../lib/read-cache.ts';
import type { HotelService } from '../hotel/index.ts';
import { SaleEditorRepository } from './sale-editor.repository.ts';
import { SaleEditorService } from './sale-editor.service.ts';
import { SaleRepository } from './sale.repository.ts';
import { saleRoutes } from './sale.routes.ts';
import { SaleService } from './sale.service.ts';
import { saleTranslationStores } from './sale-translations.ts';

/** Offers: the guests' reads (cached) and the back office's editor. */
export function createSalesModule({ db, cache, today }: Pick<ModuleKit, 'db' | 'cache' | 'today'>, { hotels, editing }: { hotels: HotelService; editing: ContentEditing }) {
  const sales = withReadCache(cache, 'sales', new SaleService(new SaleRepository(db), hotels, today), { listSales: ['hotels', 'sales'], getSale: ['hotels', 'sales'] });
  return {
    sales,
    saleEditor: new SaleEditorService(editing, new SaleEditorRepository(db), hotels),
    /** The translations port (decision 0076) of offers. */
    saleTranslations: saleTranslationStores(db),
    guestApi: bindGuestRoutes(saleRoutes, { sales }),
  };
}
