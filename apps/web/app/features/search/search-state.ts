import { CHILD_AGE_MIN, DISCOUNT_TYPES, MAX_ROOMS_PER_BOOKING, ROOM_CAPACITY, SESSION_KEYS } from '@hotel/shared/constants';
import { addDays } from '@hotel/shared/hotel-date';
import type { MessageId } from '../../lib/i18n/messages.ts';

/** One room of the party: adults (min 1), children (min 0) and each child's age (0–12). */
export interface RoomParty {
  adultNum: number;
  childrenNum: number;
  childAges: number[];
}

/** Search state of spec §3, stored as one JSON object under SESSION_KEYS.searchData. */
export interface SearchState {
  roomNum: number;
  adultNum: number;
  childrenNum: number;
  custList: RoomParty[];
  checkInDate: string;
  checkOutDate: string;
  cityCode: string;
  discountType: string;
  discountCode: string;
  hotelName: string;
  hotelTel: string;
}

export const DEFAULT_ROOM: RoomParty = { adultNum: 1, childrenNum: 0, childAges: [] };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: unknown): v is string => typeof v === 'string' && DATE.test(v);
const int = (v: unknown, min: number, max: number): number | null => {
  const n = typeof v === 'string' && /^\d{1,2}$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : null;
};

/** Keeps a room within the rules: at least one adult, at most ROOM_CAPACITY people, ages 0–12. */
export function clampRoom(room: RoomParty): RoomParty {
  const adultNum = Math.min(ROOM_CAPACITY, Math.max(1, room.adultNum));
  const childrenNum = Math.min(ROOM_CAPACITY - adultNum, Math.max(0, room.childrenNum));
  const childAges = Array.from({ length: childrenNum }, (_, i) => room.childAges[i] ?? CHILD_AGE_MIN);
  return { adultNum, childrenNum, childAges };
}

/** Spreads party totals over the rooms (the rooms page URL carries totals only). */
export function distributeParty(roomNum: number, adults: number, children: number): RoomParty[] {
  const rooms = Array.from({ length: roomNum }, () => ({ adultNum: 0, childrenNum: 0, childAges: [] as number[] }));
  for (let i = 0; i < Math.max(adults, roomNum); i++) rooms[i % roomNum]!.adultNum++;
  let left = children;
  for (const room of rooms) {
    const space = Math.max(0, ROOM_CAPACITY - room.adultNum);
    const take = Math.min(space, left);
    room.childrenNum = take;
    left -= take;
  }
  return rooms.map(clampRoom);
}

export function partyTotals(custList: RoomParty[]): Pick<SearchState, 'roomNum' | 'adultNum' | 'childrenNum'> {
  return {
    roomNum: custList.length,
    adultNum: custList.reduce((n, r) => n + r.adultNum, 0),
    childrenNum: custList.reduce((n, r) => n + r.childrenNum, 0),
  };
}

/** 1室・大人1名・子ども0名 (search.partySummary in the page's language; `t` is useT()'s). */
export function partySummary(custList: RoomParty[], t: (id: MessageId, values?: Record<string, number>) => string): string {
  const totals = partyTotals(custList);
  return t('search.partySummary', { rooms: totals.roomNum, adults: totals.adultNum, children: totals.childrenNum });
}

const DISCOUNT_TYPE_IDS = ['search.typeCorporate', 'search.typeGroup', 'search.typeAgency', 'search.typePromotion'] as const satisfies { length: (typeof DISCOUNT_TYPES)['length'] };

/** A discount type's words (DISCOUNT_TYPES, the value the URL and the API carry) in the page's language. */
export function discountTypeId(type: string): MessageId {
  return DISCOUNT_TYPE_IDS[(DISCOUNT_TYPES as readonly string[]).indexOf(type)] ?? 'search.discountCode';
}

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The last search of this tab (spec §3), or null. */
export function readStoredSearch(): Partial<SearchState> | null {
  const text = sessionStore()?.getItem(SESSION_KEYS.searchData);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<SearchState>;
    return value && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}

/** Stores the search under the spec's keys: searchData plus hotelName, hotelTel, cityCode, isSearch. */
export function storeSearch(state: SearchState): void {
  const store = sessionStore();
  if (!store) return;
  try {
    store.setItem(SESSION_KEYS.searchData, JSON.stringify(state));
    store.setItem(SESSION_KEYS.hotelName, state.hotelName);
    store.setItem(SESSION_KEYS.hotelTel, state.hotelTel);
    store.setItem(SESSION_KEYS.cityCode, state.cityCode);
    store.setItem(SESSION_KEYS.isSearch, '1');
  } catch {
    // Private mode or a full quota: the query string still carries the search.
  }
}

export interface SearchFormValues {
  checkIn: string;
  checkOut: string;
  custList: RoomParty[];
  discountType: string;
  discountCode: string;
  cityCode: string;
}

/**
 * The party lives in one place: the rooms page's URL (checkIn, checkOut, rooms, adults,
 * children, discountType, discountCode). Every page that shows a stay reads it from there; session
 * storage (spec §3 searchData) only remembers the last search between visits, and adds the
 * per-room split and the children's ages when its totals agree with the URL.
 */
export function hasStayInUrl(params: URLSearchParams): boolean {
  return params.has('checkIn') || params.has('rooms');
}

/** The rooms page query for a search (the one way a search is written into a URL). */
export function searchQuery(values: Pick<SearchFormValues, 'checkIn' | 'checkOut' | 'custList' | 'discountType' | 'discountCode'>): URLSearchParams {
  const totals = partyTotals(values.custList);
  const query = new URLSearchParams({
    checkIn: values.checkIn,
    checkOut: values.checkOut,
    rooms: String(totals.roomNum),
    adults: String(totals.adultNum),
    children: String(totals.childrenNum),
  });
  if (values.discountType && values.discountCode) {
    query.set('discountType', values.discountType);
    query.set('discountCode', values.discountCode);
  }
  return query;
}

/** The form's values for a stay that was searched (rooms page), the party spread over its rooms. */
export function stayFormValues(stay: { checkIn: string; checkOut: string; roomNum: number; adultNum: number; childrenNum: number; discountType?: string; discountCode?: string }): SearchFormValues {
  return {
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    custList: distributeParty(stay.roomNum, stay.adultNum, stay.childrenNum),
    discountType: stay.discountType ?? '',
    discountCode: stay.discountCode ?? '',
    cityCode: '',
  };
}

/** The city search's results page (decision 0038): a search with a city and no hotel lands here. */
export function citySearchHref(cityCode: string, values: Parameters<typeof searchQuery>[0]): string {
  return `/search?${new URLSearchParams([['city', cityCode], ...searchQuery(values)])}`;
}

/**
 * The query that brings back the remembered search on a rooms page opened without one (menu,
 * "all rooms" links), or null when nothing usable is stored. Past dates fall back to today.
 */
export function storedSearchQuery(stored: Partial<SearchState> | null, today: string): URLSearchParams | null {
  if (!stored || !Array.isArray(stored.custList) || stored.custList.length === 0) return null;
  return searchQuery(initialSearch(new URLSearchParams(), stored, today));
}

/**
 * The form's starting values: the URL's stay (a search already made) wins, then the
 * stored search, then the spec's defaults (today–tomorrow, 1 room, 1 adult, 0 children).
 */
export function initialSearch(params: URLSearchParams, stored: Partial<SearchState> | null, today: string): SearchFormValues {
  const fromUrl = hasStayInUrl(params);
  const storedIn = stored && isDate(stored.checkInDate) && stored.checkInDate >= today ? stored.checkInDate : null;
  const urlIn = isDate(params.get('checkIn')) && params.get('checkIn')! >= today ? params.get('checkIn')! : null;
  const checkIn = (fromUrl ? urlIn : storedIn) ?? today;
  const outCandidate = fromUrl ? params.get('checkOut') : stored?.checkOutDate;
  const checkOut = isDate(outCandidate) && outCandidate > checkIn ? outCandidate : addDays(checkIn, 1);

  let custList: RoomParty[] = [{ ...DEFAULT_ROOM }];
  const storedList = Array.isArray(stored?.custList) ? stored.custList.filter((r) => r && typeof r === 'object').map(clampRoom) : null;
  if (fromUrl) {
    const rooms = int(params.get('rooms'), 1, MAX_ROOMS_PER_BOOKING) ?? 1;
    const adults = int(params.get('adults'), 1, 30) ?? rooms;
    const children = int(params.get('children'), 0, 30) ?? 0;
    const t = storedList && storedList.length > 0 ? partyTotals(storedList) : null;
    custList = t && t.roomNum === rooms && t.adultNum === adults && t.childrenNum === children ? storedList! : distributeParty(rooms, adults, children);
  } else if (storedList && storedList.length > 0 && storedList.length <= MAX_ROOMS_PER_BOOKING) {
    custList = storedList;
  }

  const type = (fromUrl ? params.get('discountType') : stored?.discountType) ?? '';
  const code = ((fromUrl ? params.get('discountCode') : stored?.discountCode) ?? '').trim();
  const validType = (DISCOUNT_TYPES as readonly string[]).includes(type);
  return {
    checkIn,
    checkOut,
    custList,
    discountType: validType && code ? type : '',
    discountCode: validType && code ? code : '',
    cityCode: typeof stored?.cityCode === 'string' ? stored.cityCode : '',
  };
}
