import { BUILT_IN_ARTICLE_IDS, DEFAULT_NEWS_SID, FOOTER_PAGES, GROUP_CODE } from '@hotel/shared/constants';
import { HEADQUARTERS_MENU, hotelMenu, isHotelCode, roomDetailPath, salePath } from '@hotel/shared/navigation';
import type { CmsService } from '../cms/index.ts';
import type { HotelService } from '../hotel/index.ts';
import type { RoomService } from '../rooms/index.ts';
import type { SaleService } from '../sales/index.ts';

/** One public page: its path (from the site's root) and, where the data says, when it last changed. */
export interface SitePage {
  path: string;
  lastmod?: string;
}

/** A sitemap file holds at most 50,000 addresses; the news list is read in one page well below that. */
const NEWS_LIMIT = 5_000;

/**
 * Every public page of the site, built from the same cached reads the pages make (decision 0035),
 * so what staff publish or withdraw is in the next answer: the read cache is dropped by the change
 * feed when hotels, room types, offers or news change. Drafts, future and lapsed items never come
 * back from those reads. Member, staff and booking pages are not public and are not listed.
 */
export class SiteMapService {
  constructor(
    private readonly hotels: HotelService,
    private readonly rooms: RoomService,
    private readonly sales: SaleService,
    private readonly cms: CmsService,
  ) {}

  async pages(): Promise<SitePage[]> {
    const [hotels, offers, news, articles] = await Promise.all([
      this.hotels.getHotelInfo(GROUP_CODE),
      this.sales.listSales(GROUP_CODE),
      this.cms.listNews(DEFAULT_NEWS_SID, 1, NEWS_LIMIT),
      Promise.all(BUILT_IN_ARTICLE_IDS.map((id) => this.cms.showNews(id).catch(() => []))),
    ]);
    const group: SitePage[] = [
      { path: '/home' },
      ...HEADQUARTERS_MENU.filter((item) => item.key !== 'courtesy').map((item) => ({ path: item.path })),
      ...Object.keys(FOOTER_PAGES).map((name) => ({ path: `/${name}` })),
    ];
    const perHotel = await Promise.all(
      hotels
        .filter((hotel) => isHotelCode(hotel.hotelCode))
        .map(async (hotel) => {
          const code = hotel.hotelCode as Parameters<typeof hotelMenu>[0];
          const roomTypes = await this.rooms.listRoomTypes(code);
          return [
            ...hotelMenu(code).map((item) => ({ path: item.path })),
            { path: `/${code}/about-us` },
            ...roomTypes.map((_, index) => ({ path: roomDetailPath(code, index) })),
          ];
        }),
    );
    return [
      ...group,
      ...perHotel.flat(),
      ...offers.map((sale) => ({ path: salePath(sale) })),
      ...news.list.map((item) => ({ path: `/newsdetail/${item.newid}`, lastmod: isoDate(item.newdatetime) })),
      ...articles.flat().map((item) => ({ path: `/article/${item.newid}`, lastmod: isoDate(item.newdatetime) })),
    ];
  }
}

/** The API's YYYY/MM/DD as the W3C date a sitemap's lastmod takes. */
function isoDate(slashed: string): string | undefined {
  const iso = slashed.replaceAll('/', '-');
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso : undefined;
}
