import { GROUP_CODE, type HotelCode, HOTEL_CODES } from './constants.ts';
import { HOTEL_MEETINGS_MENU, HOTEL_THIRD_MENU } from './hotel-menu.ts';

export interface MenuItem {
  key: string;
  label: string;
  path: string;
}

/** Headquarters menu (spec section 2, Header). Courtesy opens the login modal when logged out. */
export const HEADQUARTERS_MENU: MenuItem[] = [
  { key: 'about', label: 'ブランド紹介', path: '/home/about-us' },
  { key: 'hotels', label: 'ホテル&リゾート', path: '/hotels' },
  { key: 'meetings', label: '宴会と会議', path: '/meetings' },
  { key: 'sales', label: '特典', path: '/sales' },
  { key: 'news', label: 'ニュース', path: '/news' },
  { key: 'courtesy', label: 'ゴールデンファン会員', path: '/courtesy' },
];

export function isHotelCode(code: string): code is HotelCode {
  return (HOTEL_CODES as readonly string[]).includes(code);
}

/** The per-hotel menu: Home, Rooms and suites, the hotel's third item, meetings, offers. */
export function hotelMenu(code: HotelCode): MenuItem[] {
  return [
    { key: 'home', label: 'ホーム', path: `/${code}/home` },
    { key: 'rooms', label: '客室とスイート', path: `/${code}/rooms` },
    { key: 'health-and-tea', label: HOTEL_THIRD_MENU[code], path: `/${code}/health-and-tea` },
    { key: 'meetings', label: HOTEL_MEETINGS_MENU[code], path: `/${code}/meetings` },
    { key: 'sales', label: '特典', path: `/${code}/sales` },
  ];
}

export function menuFor(code: string): MenuItem[] {
  return code !== GROUP_CODE && isHotelCode(code) ? hotelMenu(code) : HEADQUARTERS_MENU;
}

/** The room-detail page of a hotel's N-th room type (spec: ChildRoomsDetail's query index). */
export function roomDetailPath(hotelCode: string, index: number): string {
  return `/${hotelCode}/room-detail/room-detail?index=${index}`;
}

/**
 * An offer's one canonical address (decision 0036): a hotel's offer in its sub-site, a group offer
 * on the group site. Both detail pages show any offer; the sitemap and the canonical tag name this one.
 */
export function salePath(sale: { id: number; hotelCode: string; isGroup: 0 | 1 }): string {
  return sale.isGroup === 1 || !isHotelCode(sale.hotelCode) ? `/sales/${sale.id}` : `/${sale.hotelCode}/sales/${sale.id}`;
}
