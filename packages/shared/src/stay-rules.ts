import { MAX_LEAD_DAYS, MAX_STAY_NIGHTS, ROOM_CAPACITY } from './constants.ts';
import { addDays } from './hotel-date.ts';
import { SERVER_MESSAGES } from './messages.ts';

/** Nights between two YYYY-MM-DD dates. */
export function stayNights(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

/** Every night of a stay, check-in included, check-out excluded. */
export function stayDates(checkIn: string, checkOut: string): string[] {
  return Array.from({ length: Math.max(0, stayNights(checkIn, checkOut)) }, (_, i) => addDays(checkIn, i));
}

/**
 * The date rules of a search or booking, or null when they hold: check-out after check-in,
 * check-in not before today (hotel time), at most 30 nights, check-out at most 365 days ahead.
 */
export function stayDateProblem(checkIn: string, checkOut: string, today: string): string | null {
  if (checkIn < today) return SERVER_MESSAGES.checkInPast;
  if (checkOut <= checkIn) return SERVER_MESSAGES.checkOutBeforeCheckIn;
  if (stayNights(checkIn, checkOut) > MAX_STAY_NIGHTS) return SERVER_MESSAGES.stayTooLong;
  if (checkOut > addDays(today, MAX_LEAD_DAYS)) return SERVER_MESSAGES.leadTooFar;
  return null;
}

/** Each room needs an adult and holds at most ROOM_CAPACITY people (spec §5). */
export function partyProblem(roomNum: number, adultNum: number, childrenNum: number): string | null {
  if (adultNum < roomNum || adultNum + childrenNum > roomNum * ROOM_CAPACITY) return SERVER_MESSAGES.partyInvalid;
  return null;
}
