import type { HotelCode } from './constants.ts';

/** Per-hotel third menu item (spec section 2, Header). */
export const HOTEL_THIRD_MENU: Record<HotelCode, string> = {
  pro001: '健康と茶館',
  pro003: 'ウェディングとエンターテインメント',
  pro005: 'ナショナルプロ会場',
  pro006: '健康と茶館',
  pro008: '健康と茶館',
  pro009: 'レジャーと茶室',
};

/** Per-hotel meetings item label, exactly as the spec lists it. */
export const HOTEL_MEETINGS_MENU: Record<HotelCode, string> = {
  pro001: '会議と宴会',
  pro003: '会議と宴会',
  pro005: '会議と仕出し',
  pro006: '会議と宴会',
  pro008: '会議と宴会',
  pro009: '会議と仕出し',
};
