import type { GuestRoutes } from '../../lib/guest-endpoint.ts';
import type { SaleService } from './sale.service.ts';

export const saleRoutes = {
  getsalelist: { access: 'public', cache: 'revalidate', read: ({ sales }, i) => sales.listSales(i.hotelCode) },
  getsaledetail: { access: 'public', cache: 'revalidate', read: ({ sales }, i) => sales.getSale(i.id) },
} satisfies GuestRoutes<{ sales: SaleService }>;
