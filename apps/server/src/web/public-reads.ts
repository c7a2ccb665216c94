import type { z } from 'zod';
import { endpoints, type EndpointName, type EndpointOutput, type Endpoints } from '@hotel/shared/api/endpoints';
import { healthInfo, hotelHomeInfo, meetingInfo, teaInfo } from '@hotel/shared/schemas/content';
import type { Clock } from '../lib/clock.ts';
import type { SearchCityService, SearchRatesService } from '../modules/search/index.ts';
import type { CmsService } from '../modules/cms/index.ts';
import type { HotelService } from '../modules/hotel/index.ts';
import type { RoomService } from '../modules/rooms/index.ts';
import type { SaleService } from '../modules/sales/index.ts';

/**
 * The public reads a page's loaders make on nearly every page: catalogue, content and search
 * (the room search and the city search).
 * They need no session and no cookie, so a loader calls them here, in-process, instead of
 * through an HTTP round trip (decision 0035). Each is the same service call as its API route,
 * with the same input schema before it and the same output schema after it; a contract test
 * (public-reads.test.ts) holds every one equal to its route's answer.
 */
export const PUBLIC_READS = [
  'getBanner',
  'getHotelInfo',
  'getsalelist',
  'getCityHotel',
  'getsaledetail',
  'getGroupCities',
  'getRoomType',
  'getRoomTypeDetail',
  'getHotelByCode',
  'getHotelNav',
  'getBrands',
  'newslist',
  'shownews',
  'about',
  'page',
  'hotelnav',
  'meeting',
  'health',
  'tea',
  'hotelhome',
  'getRoomAndRate',
  'getCityRoomAndRate',
] as const satisfies readonly EndpointName[];
export type PublicReadName = (typeof PUBLIC_READS)[number];

type Parsed<N extends PublicReadName> = z.output<Endpoints[N]['input']>;
export type PublicReads = { [N in PublicReadName]: (input: Parsed<N>) => Promise<EndpointOutput<N>> };

export interface PublicReadServices {
  hotels: HotelService;
  rooms: RoomService;
  sales: SaleService;
  cms: CmsService;
  search: SearchRatesService;
  searchCity: SearchCityService;
}

export function publicReads({ hotels, rooms, sales, cms, search, searchCity }: PublicReadServices, clock: Clock): PublicReads {
  return {
    getBanner: (i) => hotels.getBanners(i.HotelCode),
    getHotelInfo: (i) => hotels.getHotelInfo(i.HotelCode),
    getsalelist: (i) => sales.listSales(i.hotelCode),
    getCityHotel: (i) => hotels.getCityHotels(i.HotelCode),
    getsaledetail: (i) => sales.getSale(i.id),
    getGroupCities: () => hotels.getGroupCities(),
    getRoomType: (i) => rooms.listRoomTypes(i.HotelCode),
    getRoomTypeDetail: (i) => rooms.getRoomTypeDetail(i.hotelCode, i.roomTypeCode),
    getHotelByCode: (i) => hotels.getHotel(i.hotelCode),
    getHotelNav: (i) => hotels.getNav(i.hotelCode),
    getBrands: () => hotels.getBrands(),
    newslist: (i) => cms.listNews(i.sid, i.pageIndex, i.pageSize),
    shownews: (i) => cms.showNews(i.sid),
    about: (i) => cms.getAboutPage(i.sid),
    page: (i) => cms.getFooterPage(i.code),
    hotelnav: (i) => cms.getHotelNav(i.HotelCode),
    meeting: (i) => cms.getHotelBlock(i.HotelCode, 'meeting', meetingInfo),
    health: (i) => cms.getHotelBlock(i.HotelCode, 'health', healthInfo),
    tea: (i) => cms.getHotelBlock(i.HotelCode, 'tea', teaInfo),
    hotelhome: (i) => cms.getHotelBlock(i.HotelCode, 'home', hotelHomeInfo),
    getRoomAndRate: (i) => search.search(i, clock()),
    getCityRoomAndRate: (i) => searchCity.search(i, clock()),
  };
}

/** The public read at this method and path, if it is one. */
const byPath = new Map<string, PublicReadName>(PUBLIC_READS.map((name) => [`${endpoints[name].method} ${endpoints[name].path}`, name]));
export function publicReadAt(method: string, path: string): PublicReadName | undefined {
  return byPath.get(`${method} ${path}`);
}
