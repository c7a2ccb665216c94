/** Business constants from spec section 9. One place, imported by both apps. */

export const GROUP_CODE = 'pro018';
/** Default hotel code kept in client state (spec section 3). Sent as the groupcode header. */
export const DEFAULT_STATE_HOTEL_CODE = '110';
export const CHANNEL = 'officialweb';

export const HOTEL_CODES = ['pro001', 'pro003', 'pro005', 'pro006', 'pro008', 'pro009'] as const;
export type HotelCode = (typeof HOTEL_CODES)[number];

export const REQUEST_TIMEOUT_MS = 10_000;

export const HOME_GROUP_PROMOTIONS = 3;
export const HOME_LATEST_NEWS = 3;
export const HOTEL_HOME_LATEST_OFFERS = 3;

export const NEWS_PAGE_SIZE = 6;
export const DEFAULT_NEWS_SID = 18;
export const ORDER_FETCH_COUNT = 20;

export const DESCRIPTION_CUT = 110;
export const NEWS_EXCERPT_CUT = 110;

export const SMS_RESEND_SECONDS = 60;
export const QR_WINDOW_SECONDS = 120;
export const PAY_POLL_MS = 2_000;

export const MOBILE_PATTERN = /^1\d{10}$/;
export const PASSWORD_MIN = 6;
export const REMARK_MAX = 300;
export const ROOM_CAPACITY = 3;
export const CHILD_AGE_MIN = 0;
export const CHILD_AGE_MAX = 12;
export const BIRTH_YEAR_SPAN = 100;

/** One-hour arrival windows from 14:00 to 20:00. */
export const ARRIVAL_SLOTS = ['14:00-15:00', '15:00-16:00', '16:00-17:00', '17:00-18:00', '18:00-19:00', '19:00-20:00'] as const;

export const TOKEN_LIFETIME_DAYS = 365;

export const ORDER_TABS = [
  { value: 0, label: '予約照会' },
  { value: 100, label: 'お支払い待ち' },
  { value: 9, label: '完了' },
  { value: 2, label: 'キャンセル済み' },
] as const;

export const CURRENCY = 'CNY';
export const FREE_CANCEL_HOUR = 18;
export const HOTEL_TIMEZONE = 'Asia/Shanghai';

export const PAY_LATER_CODE = 'ddzf';
export const MEMBER_CARD_PAY_CODE = 1;
export const PAY_LABELS = { alipay: '支付宝支付', wechat: '微信支付' } as const;

export const DISCOUNT_TYPES = ['企業', '団体', '旅行会社', 'プロモーション'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** The brand word completes the five sale types of spec section 9. */
export const BRAND_WORD = 'フェルトン';
export const SALE_TYPES = ['住在', '食在', '乐在', '会聚', '宴遇', BRAND_WORD] as const;

export const MEETING_PEOPLE_OPTIONS = ['10-50', '50-100', '100以上'] as const;

/** Footer content pages: route name → numeric code on the content service. */
export const FOOTER_PAGES = {
  joinFelton: 78,
  privacyPolicy: 79,
  personalAndPropertySafety: 80,
  websiteTermsOfUse: 81,
  contactUs: 82,
  careerDevelop: 84,
} as const;
export type FooterPageName = keyof typeof FOOTER_PAGES;

/** About-us tabs and the content sid behind each (hotelCity is built from hotel data). */
export const ABOUT_TABS = ['brandStory', 'brandCenter', 'serviceStandards', 'hotelCity'] as const;
export type AboutTab = (typeof ABOUT_TABS)[number];
export const ABOUT_SIDS = { brandStory: 75, brandCenter: 76, serviceStandards: 77 } as const;

/** The four built-in articles of the second news-detail screen. */
export const BUILT_IN_ARTICLE_IDS = [201, 200, 199, 210] as const;

/** Session storage keys (spec section 3). */
export const SESSION_KEYS = {
  hotelName: 'hotelName',
  hotelTel: 'hotelTel',
  cityCode: 'cityCode',
  isSearch: 'isSearch',
  searchData: 'searchData',
  bookingInfo: 'bookingInfo',
  payImage: 'payImage',
  revNo: 'revNo',
  id: 'id',
  checkdata: 'checkdata',
} as const;

/**
 * Payment methods of /pay/getpaymethod: `paycode` names the method, `code` is what a pay
 * request sends (0 would mean "switched off" and is never offered). Pay later (ddzf) is only
 * offered for pay-at-hotel orders and needs no pay call.
 */
export const PAY_METHODS = {
  alipay: { type: PAY_LABELS.alipay, paycode: 'alipay', code: 2 },
  wechat: { type: PAY_LABELS.wechat, paycode: 'wechat', code: 3 },
  memberCard: { type: '会員カード（プリペイド残高）', paycode: 'card', code: MEMBER_CARD_PAY_CODE },
  payLater: { type: 'ご到着時にホテルでお支払い', paycode: PAY_LATER_CODE, code: 4 },
} as const;

/** Booking limits the server enforces (docs/decisions/0009). */
export const MAX_STAY_NIGHTS = 30;
export const MAX_LEAD_DAYS = 365;
export const MAX_ROOMS_PER_BOOKING = 10;
export const HOLD_MINUTES = 15;
/**
 * Live holds plus unpaid prepaid orders one member may have at once (docs/decisions/0017): enough
 * for a family booking a few hotels, too few to take a hotel's rooms off sale by script.
 */
export const MAX_OPEN_BOOKINGS_PER_MEMBER = 5;
export const PREPAID_PAY_MINUTES = 30;
/** Order states (spec §3) and the query value for "every state". */
export const ORDER_STATE = { booked: 0, paid: 1, cancelled: 2, completed: 9, expired: 10 } as const;
export const ORDER_STATE_ALL = 100;
export const ORDER_FETCH_MAX = 50;
export const PAYMENT_LABELS = { hotel: '現地払い', prepaid: '事前決済' } as const;
