import { MAX_LEAD_DAYS, MAX_ROOMS_PER_BOOKING, MAX_STAY_NIGHTS, ROOM_CAPACITY } from './constants.ts';
import { addDays } from './hotel-date.ts';
import { partyTooLargeMessage, SERVER_MESSAGES } from './messages.ts';

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

/**
 * Fewest rooms of a room type sleeping `maxOccupancy` that the party fits in, each room with an
 * adult; null when no number of rooms works (more rooms than adults, or than one booking takes).
 */
export function roomsNeeded(adultNum: number, childrenNum: number, maxOccupancy: number): number | null {
  const rooms = Math.max(1, Math.ceil((adultNum + childrenNum) / Math.max(1, maxOccupancy)));
  return rooms <= adultNum && rooms <= MAX_ROOMS_PER_BOOKING ? rooms : null;
}

/**
 * The party in `roomNum` rooms of one room type: the spec's rules (partyProblem), then the room
 * type's own capacity (a king room sleeps 2, a twin or suite 3). null when it fits.
 */
export function roomPartyProblem(roomNum: number, adultNum: number, childrenNum: number, maxOccupancy: number): string | null {
  const general = partyProblem(roomNum, adultNum, childrenNum);
  if (general) return general;
  if (adultNum + childrenNum <= roomNum * maxOccupancy) return null;
  return partyTooLargeMessage(maxOccupancy, roomsNeeded(adultNum, childrenNum, maxOccupancy));
}
