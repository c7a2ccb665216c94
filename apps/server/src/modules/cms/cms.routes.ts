import { healthInfo, hotelHomeInfo, meetingInfo, teaInfo } from '@hotel/shared/schemas/content';
import type { GuestRoutes } from '../../lib/guest-endpoint.ts';
import type { CmsService } from './cms.service.ts';

/** The news/content service under /cms, its .aspx paths kept as the spec names them. */
export const cmsRoutes = {
  newslist: { access: 'public', cache: 'revalidate', read: ({ cms }, i, lang) => cms.listNews(i.sid, i.pageIndex, i.pageSize, lang) },
  shownews: { access: 'public', cache: 'revalidate', read: ({ cms }, i, lang) => cms.showNews(i.sid, lang) },
  about: { access: 'public', cache: 'revalidate', read: ({ cms }, i, lang) => cms.getAboutPage(i.sid, lang) },
  // Footer pages by numeric code (78 joinFelton … 84 careerDevelop); the spec leaves the path open.
  page: { access: 'public', cache: 'revalidate', read: ({ cms }, i, lang) => cms.getFooterPage(i.code, lang) },
  hotelnav: { access: 'public', cache: 'revalidate', read: ({ cms }, i, lang) => cms.getHotelNav(i.HotelCode, lang) },
  meeting: { access: 'public', cache: 'revalidate', read: ({ cms }, i, lang) => cms.getHotelBlock(i.HotelCode, 'meeting', meetingInfo, lang) },
  health: { access: 'public', cache: 'revalidate', read: ({ cms }, i, lang) => cms.getHotelBlock(i.HotelCode, 'health', healthInfo, lang) },
  tea: { access: 'public', cache: 'revalidate', read: ({ cms }, i, lang) => cms.getHotelBlock(i.HotelCode, 'tea', teaInfo, lang) },
  hotelhome: { access: 'public', cache: 'revalidate', read: ({ cms }, i, lang) => cms.getHotelBlock(i.HotelCode, 'home', hotelHomeInfo, lang) },
} satisfies GuestRoutes<{ cms: CmsService }>;
