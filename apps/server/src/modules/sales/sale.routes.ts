import type { GuestRoutes } from '../../lib/guest-endpoint.ts';
import type { SaleService } from './sale.service.ts';

export const saleRoutes = {
  getsalelist: { access: 'public', cache: 'revalidate', read: ({ sales }, i, lang) => sales.listSales(i.hotelCode, lang) },
  getsaledetail: { access: 'public', cache: 'revalidate', read: ({ sales }, i, lang) => sales.getSale(i.id, lang) },
} satisfies GuestRoutes<{ sales: SaleService }>;
