import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import { DISCOUNT_TYPES, MAX_ROOMS_PER_BOOKING } from '@hotel/shared/constants';
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
 */
export function roomsQueryFrom(url: URL): RoomsQuery {
  const params = url.searchParams;
  const today = hotelToday();
  const checkInRaw = params.get('checkIn') ?? '';
  const checkIn = DATE.test(checkInRaw) ? checkInRaw : today;
  const checkOutRaw = params.get('checkOut') ?? '';
  const checkOut = DATE.test(checkOutRaw) && checkOutRaw > checkIn ? checkOutRaw : addDays(checkIn, 1);
  const roomNum = count(params.get('rooms'), 1, MAX_ROOMS_PER_BOOKING, 1);
  const adultNum = Math.max(roomNum, count(params.get('adults'), 1, 30, 1));
  const childrenNum = count(params.get('children'), 0, 30, 0);
  const type = params.get('discountType') ?? '';
  const code = (params.get('discountCode') ?? '').trim();
  const discount = (DISCOUNT_TYPES as readonly string[]).includes(type) && code ? { discountType: type, discountCode: code } : {};
  return { checkIn, checkOut, roomNum, adultNum, childrenNum, ...discount };
}
