import type { FastifyInstance } from 'fastify';
import type { CmsService } from '../cms/index.ts';
import type { HotelService } from '../hotel/index.ts';
import type { RoomService } from '../rooms/index.ts';
import type { SaleService } from '../sales/index.ts';
import { seoRoutes, type SeoRoutesOptions } from './seo.routes.ts';
import { SiteMapService } from './site-map.service.ts';

/**
 * Search engines: /sitemap.xml and /robots.txt (decision 0036). The sitemap reads through the
 * cached services, so a publish or withdrawal shows at once. Owns no table.
 */
export function createSeoModule(deps: { hotels: HotelService; rooms: RoomService; sales: SaleService; cms: CmsService }) {
  const siteMap = new SiteMapService(deps.hotels, deps.rooms, deps.sales, deps.cms);
  return {
    siteMap,
    seoApi: (app: FastifyInstance, options: Omit<SeoRoutesOptions, 'siteMap'>) => app.register(seoRoutes, { siteMap, ...options }),
  };
}
