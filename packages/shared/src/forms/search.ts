import { DISCOUNT_TYPES, MAX_ROOMS_PER_BOOKING, ROOM_CAPACITY } from '../constants.ts';
import { MESSAGES, SERVER_MESSAGES } from '../messages.ts';
import { partyProblem, stayDateProblem } from '../stay-rules.ts';
import type { FieldProblem } from './field-problem.ts';

/**
 * The search box's rules (spec §5), without zod: the box is on /home, whose first-load
 * JavaScript stays free of the validation library. The server's search and hold use the same
 * stayDateProblem and partyProblem.
 */

export interface SearchValues {
  /** False for the hotel sub-site's box, which has no city input. */
  needsDestination: boolean;
  /** The picked hotel's code, '' when none. */
  destination: string;
  /** The picked city's code, '' when none: a city without a hotel searches the whole city (decision 0038). */
  cityCode: string;
  checkIn: string;
  checkOut: string;
  rooms: readonly { adultNum: number; childrenNum: number }[];
  discountType: string;
  discountCode: string;
  /** Today in hotel time (YYYY-MM-DD). */
  today: string;
}

export type SearchField = 'destination' | 'dates' | 'party' | 'discount';

export const DISCOUNT_CODE_MAX = 40;

/** Discount type and code: both or neither, a type from the list, a code of at most 40 characters. */
export function discountProblem(type: string, code: string): string | null {
  const trimmed = code.trim();
  if (!type && !trimmed) return null;
  if (!type || !trimmed || !(DISCOUNT_TYPES as readonly string[]).includes(type) || trimmed.length > DISCOUNT_CODE_MAX) {
    return SERVER_MESSAGES.discountInvalid;
  }
  return null;
}

/** In order: the destination (a city or a hotel, when shown), the dates, the party, the discount. */
export function searchProblem(values: SearchValues): FieldProblem<SearchField> | null {
  if (values.needsDestination && !values.destination && !values.cityCode) return { field: 'destination', message: MESSAGES.cityRequired };
  const dates = stayDateProblem(values.checkIn, values.checkOut, values.today);
  if (dates) return { field: 'dates', message: dates };
  const { rooms } = values;
  if (rooms.length < 1 || rooms.length > MAX_ROOMS_PER_BOOKING) return { field: 'party', message: SERVER_MESSAGES.roomNumInvalid };
  const roomsBroken = rooms.some((r) => r.adultNum < 1 || r.childrenNum < 0 || r.adultNum + r.childrenNum > ROOM_CAPACITY);
  const totals = rooms.reduce((t, r) => ({ adults: t.adults + r.adultNum, children: t.children + r.childrenNum }), { adults: 0, children: 0 });
  if (roomsBroken || partyProblem(rooms.length, totals.adults, totals.children)) return { field: 'party', message: SERVER_MESSAGES.partyInvalid };
  const discount = discountProblem(values.discountType, values.discountCode);
  if (discount) return { field: 'discount', message: discount };
  return null;
}
