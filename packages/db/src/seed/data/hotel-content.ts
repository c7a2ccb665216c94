import { GROUP_CODE, HOTEL_CODES, type HotelCode } from '@hotel/shared/constants';
import { HOTEL_MEETINGS_MENU, HOTEL_THIRD_MENU } from '@hotel/shared/hotel-menu';
import type { HealthInfo, HotelHomeInfo, MeetingInfo, TeaInfo } from '@hotel/shared/schemas/content';
import type { hotelContent } from '../../schema/cms.ts';
import { HEALTH } from './hotel-health.ts';
import { HOME } from './hotel-home.ts';
import { MEETINGS_A } from './hotel-meetings-a.ts';
import { MEETINGS_B } from './hotel-meetings-b.ts';
import { TEA } from './hotel-tea.ts';
import { demoHotel } from './hotels.ts';
import { groupImage, hotelImage } from './image-paths.ts';

type HotelContentRow = typeof hotelContent.$inferInsert;
type Six<T> = [T, T, T, T, T, T];

export interface MeetingText {
  intro: string;
  types: string[];
  /**
   * Six venues (for the group, six kinds of event) as [title, description], ordered like the
   * photo set meeting-1..6: ballroom, boardroom, banquet, classroom, terrace, foyer.
   */
  venues: Six<[string, string]>;
}
export interface HealthText {
  enTitle: string;
  title1: string;
  desc1: string;
  title2: string;
  desc2: string;
}
export interface TeaText {
  title: string;
  desc: string;
  enTitles: [string, string, string, string];
}
export interface HomeText {
  aboutTitle: string;
  aboutText: string;
  meetingText: string;
  healthText: string;
}

const MEETINGS: Record<HotelCode | typeof GROUP_CODE, MeetingText> = { ...MEETINGS_A, ...MEETINGS_B };

function meetingInfo(code: HotelCode | typeof GROUP_CODE): MeetingInfo {
  const text = MEETINGS[code];
  // The group page shows the flagship's venue photos next to its six kinds of event.
  const photoOf = code === GROUP_CODE ? 'pro001' : code;
  const photo = (n: number) => hotelImage(photoOf, `meeting-${n}.webp`);
  const [v1, v2, v3, v4, v5, v6] = text.venues;
  const banner = code === GROUP_CODE ? groupImage('meetings-banner.webp') : hotelImage(code, 'meeting-banner.webp');
  return {
    HotelCode: code,
    MeetingBanner: banner,
    MeetingBannerMob: banner.replace(/\.webp$/, '-m.webp'),
    // No separate intro photo exists; the intro reuses the first venue's.
    MeetingImg: photo(1),
    MeetingIntro: text.intro,
    MeetingTit1: v1[0], MeetingTit2: v2[0], MeetingTit3: v3[0], MeetingTit4: v4[0], MeetingTit5: v5[0], MeetingTit6: v6[0],
    MeetingImg1: photo(1), MeetingImg2: photo(2), MeetingImg3: photo(3), MeetingImg4: photo(4), MeetingImg5: photo(5), MeetingImg6: photo(6),
    MeetingDesc1: v1[1], MeetingDesc2: v2[1], MeetingDesc3: v3[1], MeetingDesc4: v4[1], MeetingDesc5: v5[1], MeetingDesc6: v6[1],
    MeetingType: text.types,
    Tel: demoHotel(code).tel,
  };
}

function healthInfo(code: HotelCode): HealthInfo {
  const text = HEALTH[code];
  return {
    HotelCode: code,
    BannerTitle: HOTEL_THIRD_MENU[code],
    HealthBanner: hotelImage(code, 'health-banner.webp'),
    HealthBannerMob: hotelImage(code, 'health-banner-m.webp'),
    HealthEnTitle: text.enTitle,
    HealthTitle1: text.title1,
    HealthTitle2: text.title2,
    HealthDesc1: text.desc1,
    HealthDesc2: text.desc2,
    HealthImg1: hotelImage(code, 'health-1.webp'),
    HealthImg2: hotelImage(code, 'health-2.webp'),
    HealthImg3: hotelImage(code, 'health-3.webp'),
    HealthImg4: hotelImage(code, 'health-4.webp'),
    Tel: demoHotel(code).tel,
  };
}

function teaInfo(code: HotelCode): TeaInfo {
  const text = TEA[code];
  const [en1, en2, en3, en4] = text.enTitles;
  const img = (n: number) => hotelImage(code, `tea-${n}.webp`);
  return {
    HotelCode: code,
    BannerTitle: HOTEL_THIRD_MENU[code],
    TeaBanner: hotelImage(code, 'tea-banner.webp'),
    TeaBannerMob: hotelImage(code, 'tea-banner-m.webp'),
    TeaTitle: text.title,
    TeaDesc: text.desc,
    TeaEnTitle1: en1, TeaEnTitle2: en2, TeaEnTitle3: en3, TeaEnTitle4: en4,
    TeaImg1: img(1), TeaImg2: img(2), TeaImg3: img(3), TeaImg4: img(4), TeaImg5: img(5), TeaImg6: img(6), TeaImg7: img(7),
    Tel: demoHotel(code).tel,
  };
}

function homeInfo(code: HotelCode): HotelHomeInfo {
  const text = HOME[code];
  return {
    HotelCode: code,
    AboutTitle: text.aboutTitle,
    AboutText: text.aboutText,
    AboutImg: hotelImage(code, 'about.webp'),
    MeetingTitle: HOTEL_MEETINGS_MENU[code],
    MeetingText: text.meetingText,
    MeetingImg1: hotelImage(code, 'meeting-1.webp'),
    MeetingImg2: hotelImage(code, 'meeting-2.webp'),
    HealthTitle: HOTEL_THIRD_MENU[code],
    HealthText: text.healthText,
    HealthImg1: hotelImage(code, 'health-1.webp'),
    HealthImg2: hotelImage(code, 'health-2.webp'),
  };
}

/** meeting, health, tea and home blocks for every hotel, plus the group's meeting block. */
export function demoHotelContent(): HotelContentRow[] {
  const rows: HotelContentRow[] = [{ hotelCode: GROUP_CODE, kind: 'meeting', data: meetingInfo(GROUP_CODE) }];
  for (const code of HOTEL_CODES) {
    rows.push(
      { hotelCode: code, kind: 'meeting', data: meetingInfo(code) },
      { hotelCode: code, kind: 'health', data: healthInfo(code) },
      { hotelCode: code, kind: 'tea', data: teaInfo(code) },
      { hotelCode: code, kind: 'home', data: homeInfo(code) },
    );
  }
  return rows;
}
