import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import { DISCOUNT_TYPES, MAX_ROOMS_PER_BOOKING, MAX_STAY_NIGHTS, ROOM_CAPACITY } from '@hotel/shared/constants';
import { partySearchedInRoomsMessage, SITE_MESSAGES } from '@hotel/shared/messages';
import type { BookingStay } from './use-book-rate.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function count(value: string | null, min: number, max: number, fallback: number): number {
  if (value === null || !/^\d{1,2}$/.test(value)) return fallback;
  return Math.min(max, Math.max(min, Number(value)));
}

export interface RoomsQuery extends BookingStay {
  adultNum: number;
  childrenNum: number;
}

/**
 * The stay of the rooms page's query string, defaulting to today–tomorrow, 1 room, 1 adult
 * (spec §9). Dates the server would refuse still go to it, which answers the reason.
 * `nights` stands for checkOut when checkOut is absent: a landing page template may carry the
 * length of stay rather than a departure date (decision 0067); checkOut wins when both are there.
 */
export function roomsQueryFrom(url: URL): RoomsQuery {
  const params = url.searchParams;
  const today = hotelToday();
  const checkInRaw = params.get('checkIn') ?? '';
  const checkIn = DATE.test(checkInRaw) ? checkInRaw : today;
  const checkOutRaw = params.get('checkOut') ?? '';
  const nights = params.has('checkOut') ? null : lengthOfStay(params.get('nights'));
  const checkOut = DATE.test(checkOutRaw) && checkOutRaw > checkIn ? checkOutRaw : addDays(checkIn, nights ?? 1);
  const roomNum = count(params.get('rooms'), 1, MAX_ROOMS_PER_BOOKING, 1);
  const adultNum = Math.max(roomNum, count(params.get('adults'), 1, 30, 1));
  const childrenNum = count(params.get('children'), 0, 30, 0);
  const type = params.get('discountType') ?? '';
  const code = (params.get('discountCode') ?? '').trim();
  const discount = (DISCOUNT_TYPES as readonly string[]).includes(type) && code ? { discountType: type, discountCode: code } : {};
  return { checkIn, checkOut, roomNum, adultNum, childrenNum, ...discount };
}

/** A `nights` parameter of 1 to MAX_STAY_NIGHTS, else null (the one-night default applies). */
function lengthOfStay(value: string | null): number | null {
  if (value === null || !/^\d{1,2}$/.test(value)) return null;
  const nights = Number(value);
  return nights >= 1 && nights <= MAX_STAY_NIGHTS ? nights : null;
}

/**
 * Whether the URL names exactly `stay`: every stay parameter it carries was read as written (none
 * fell back to a default or was clamped) and the dates are there. Only such an address is a
 * landing page whose prices may be stated as Offers: a crawler compares them with the stay it asked for.
 */
export function urlNamesStay(url: URL, stay: RoomsQuery): boolean {
  const params = url.searchParams;
  const checkOut = params.get('checkOut');
  const nights = lengthOfStay(params.get('nights'));
  const datesNamed =
    params.get('checkIn') === stay.checkIn && (checkOut !== null ? checkOut === stay.checkOut : nights !== null && addDays(stay.checkIn, nights) === stay.checkOut);
  const countAsWritten = (name: string, value: number) => !params.has(name) || params.get(name) === String(value);
  return datesNamed && countAsWritten('rooms', stay.roomNum) && countAsWritten('adults', stay.adultNum) && countAsWritten('children', stay.childrenNum);
}

/**
 * The stay the rooms page searches for: the URL's, made searchable where the guest can be told
 * why. A past check-in moves to today (the same nights); a party larger than its rooms hold gets
 * enough rooms. The summary, the search bar and the booking all show this stay, never the URL's.
 */
export function searchableStay(query: RoomsQuery, today = hotelToday()): { stay: RoomsQuery; adjusted: string[] } {
  const adjusted: string[] = [];
  let stay = query;
  if (stay.checkIn < today) {
    const nights = Math.round((Date.parse(stay.checkOut) - Date.parse(stay.checkIn)) / 86_400_000);
    stay = { ...stay, checkIn: today, checkOut: addDays(today, nights) };
    adjusted.push(SITE_MESSAGES.staySearchedFromToday);
  }
  const guests = stay.adultNum + stay.childrenNum;
  if (guests > stay.roomNum * ROOM_CAPACITY) {
    // Each room needs an adult; what still does not fit can only be children (ten rooms hold the 30 adults a URL may name).
    const roomNum = Math.min(MAX_ROOMS_PER_BOOKING, stay.adultNum, Math.ceil(guests / ROOM_CAPACITY));
    const childrenNum = Math.min(stay.childrenNum, roomNum * ROOM_CAPACITY - stay.adultNum);
    stay = { ...stay, roomNum, childrenNum };
    adjusted.push(partySearchedInRoomsMessage(roomNum, stay.adultNum, childrenNum, ROOM_CAPACITY));
  }
  return { stay, adjusted };
}
