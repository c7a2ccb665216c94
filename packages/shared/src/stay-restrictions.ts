import { maxStayMessage, minStayMessage, SERVER_MESSAGES } from './messages.ts';
import { stayNights } from './stay-rules.ts';

/** A night's restrictions as room_nights stores them (per hotel, room type and date). */
export interface NightRestrictions {
  /** YYYY-MM-DD. */
  stayDate: string;
  stopSell: boolean;
  minStay: number | null;
  maxStay: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
}

/**
 * Why the restrictions forbid a stay from checkIn to checkOut, or null when they allow it
 * (decision 0018). `nights` are the room type's rows from checkIn to checkOut, both included:
 * the check-out date's row carries closed-to-departure only. A missing row restricts nothing
 * (a night without inventory is sold out, which the inventory checks say).
 *
 * - stop-sell on any night of the stay;
 * - closed to arrival on the check-in date;
 * - min / max length of stay of the arrival night ("on arrival"), against the stay's nights;
 * - closed to departure on the check-out date.
 */
export function stayRestrictionProblem(checkIn: string, checkOut: string, nights: readonly NightRestrictions[]): string | null {
  const staying = nights.filter((n) => n.stayDate >= checkIn && n.stayDate < checkOut);
  if (staying.some((n) => n.stopSell)) return SERVER_MESSAGES.stopSell;
  const arrival = nights.find((n) => n.stayDate === checkIn);
  if (arrival?.closedToArrival) return SERVER_MESSAGES.closedToArrival;
  const length = stayNights(checkIn, checkOut);
  if (arrival?.minStay != null && length < arrival.minStay) return minStayMessage(arrival.minStay);
  if (arrival?.maxStay != null && length > arrival.maxStay) return maxStayMessage(arrival.maxStay);
  if (nights.some((n) => n.stayDate === checkOut && n.closedToDeparture)) return SERVER_MESSAGES.closedToDeparture;
  return null;
}
