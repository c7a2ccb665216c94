import { z } from 'zod';
import { digitsParam, hotelCode, recordId, untranslated } from './hotel.ts';


/** News category (sid, default 18) or, for shownews, a news id. */
export const sidQuery = z.object({ sid: recordId().default(18) });
export const newsListQuery = z.object({
  /** A category past the smallint column (or 0, the built-in articles' own) lists nothing: -1 is no category. */
  sid: recordId(32_767, -1).default(18),
  pageIndex: digitsParam(10_000).default(1),
  pageSize: digitsParam(50).default(6),
});
/** About pages: sid 75, 76 or 77. */
export const aboutQuery = z.object({ sid: recordId() });
export const cmsHotelQuery = z.object({ HotelCode: hotelCode.default('pro018') });
export const pageCodeQuery = z.object({ code: recordId() });

export const news = z.object({
  newid: z.number().int(),
  newimg: z.string(),
  newtitle: z.string(),
  /** Publish date as YYYY/MM/DD. */
  newdatetime: z.string(),
  newsummary: z.string(),
  newscontent: z.string(),
  untranslated,
});
export type News = z.infer<typeof news>;

export const newsPage = z.object({
  total: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
  list: z.array(news),
});
export type NewsPage = z.infer<typeof newsPage>;

export const contentPage = z.object({
  sid: z.number().int(),
  code: z.string(),
  title: z.string(),
  titleEn: z.string(),
  banner: z.string(),
  bannerMob: z.string(),
  Content: z.string(),
  untranslated,
});
export type ContentPage = z.infer<typeof contentPage>;

const str = z.string();
export const meetingInfo = z.object({
  HotelCode: str,
  MeetingBanner: str,
  MeetingBannerMob: str,
  MeetingImg: str,
  MeetingIntro: str,
  MeetingTit1: str, MeetingTit2: str, MeetingTit3: str, MeetingTit4: str, MeetingTit5: str, MeetingTit6: str,
  MeetingImg1: str, MeetingImg2: str, MeetingImg3: str, MeetingImg4: str, MeetingImg5: str, MeetingImg6: str,
  MeetingDesc1: str, MeetingDesc2: str, MeetingDesc3: str, MeetingDesc4: str, MeetingDesc5: str, MeetingDesc6: str,
  MeetingType: z.array(str),
  Tel: str,
  untranslated,
});
export type MeetingInfo = z.infer<typeof meetingInfo>;

export const healthInfo = z.object({
  HotelCode: str,
  BannerTitle: str,
  HealthBanner: str,
  HealthBannerMob: str,
  HealthEnTitle: str,
  HealthTitle1: str, HealthTitle2: str,
  HealthDesc1: str, HealthDesc2: str,
  HealthImg1: str, HealthImg2: str, HealthImg3: str, HealthImg4: str,
  Tel: str,
  untranslated,
});
export type HealthInfo = z.infer<typeof healthInfo>;

export const teaInfo = z.object({
  HotelCode: str,
  BannerTitle: str,
  TeaBanner: str,
  TeaBannerMob: str,
  TeaTitle: str,
  TeaDesc: str,
  TeaEnTitle1: str, TeaEnTitle2: str, TeaEnTitle3: str, TeaEnTitle4: str,
  TeaImg1: str, TeaImg2: str, TeaImg3: str, TeaImg4: str, TeaImg5: str, TeaImg6: str, TeaImg7: str,
  Tel: str,
  untranslated,
});
export type TeaInfo = z.infer<typeof teaInfo>;

/** Hotel home extras: meeting and health images plus the about text. */
export const hotelHomeInfo = z.object({
  HotelCode: str,
  AboutTitle: str,
  AboutText: str,
  AboutImg: str,
  MeetingTitle: str,
  MeetingText: str,
  MeetingImg1: str, MeetingImg2: str,
  HealthTitle: str,
  HealthText: str,
  HealthImg1: str, HealthImg2: str,
  untranslated,
});
export type HotelHomeInfo = z.infer<typeof hotelHomeInfo>;

/** hotelnav.aspx: per-hotel navigation from the content service. */
export const cmsHotelNav = z.object({
  HotelCode: str,
  HotelName: str,
  Tel: str,
  Logo: str,
  Menu: z.array(z.object({ key: str, label: str, path: str })),
});
export type CmsHotelNav = z.infer<typeof cmsHotelNav>;
