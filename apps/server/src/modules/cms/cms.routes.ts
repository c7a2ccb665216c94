import { healthInfo, hotelHomeInfo, meetingInfo, teaInfo } from '@hotel/shared/schemas/content';
import type { GuestRoutes } from '../../lib/guest-endpoint.ts';
import type { CmsService } from './cms.service.ts';

/** The news/content service under /cms, its .aspx paths kept as the spec names them. */
export const cmsRoutes = {
  newslist: { access: 'public', cache: 'revalidate', read: ({ cms }, i) => cms.listNews(i.sid, i.pageIndex, i.pageSize) },
  shownews: { access: 'public', cache: 'revalidate', read: ({ cms }, i) => cms.showNews(i.sid) },
  about: { access: 'public', cache: 'revalidate', read: ({ cms }, i) => cms.getAboutPage(i.sid) },
  // Footer pages by numeric code (78 joinFelton … 84 careerDevelop); the spec leaves the path open.
  page: { access: 'public', cache: 'revalidate', read: ({ cms }, i) => cms.getFooterPage(i.code) },
  hotelnav: { access: 'public', cache: 'revalidate', read: ({ cms }, i) => cms.getHotelNav(i.HotelCode) },
  meeting: { access: 'public', cache: 'revalidate', read: ({ cms }, i) => cms.getHotelBlock(i.HotelCode, 'meeting', meetingInfo) },
  health: { access: 'public', cache: 'revalidate', read: ({ cms }, i) => cms.getHotelBlock(i.HotelCode, 'health', healthInfo) },
  tea: { access: 'public', cache: 'revalidate', read: ({ cms }, i) => cms.getHotelBlock(i.HotelCode, 'tea', teaInfo) },
  hotelhome: { access: 'public', cache: 'revalidate', read: ({ cms }, i) => cms.getHotelBlock(i.HotelCode, 'home', hotelHomeInfo) },
} satisfies GuestRoutes<{ cms: CmsService }>;
