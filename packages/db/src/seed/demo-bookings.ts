import { addDays } from '@hotel/shared/hotel-date';
import type { roomNights } from '../schema/inventory.ts';
import type { roomTypes } from '../schema/rooms.ts';
import { nightInventory, unitHash } from './room-night-prices.ts';

/**
 * The demo hotels' bookings as stays (demo mode only, decision 0048). Every room sold on a night
 * of room_nights is one stay's room: the sold counts are what these stays and the demo member's
 * orders take, so the inventory invariant holds from the first minute and the dashboard's
 * arrivals, in-house guests and revenue agree with its occupancy.
 */

type RoomNightRow = typeof roomNights.$inferInsert;
type RoomTypeRow = typeof roomTypes.$inferInsert;

/** Nights before today kept in room_nights: the in-house guests' first nights and last week's stays. */
export const PAST_NIGHTS = 7;
/** Bookings come in close to the date: full pace up to this many nights ahead… */
const FULL_PACE_NIGHTS = 30;
/** …then fewer and fewer, none from this many nights ahead. */
const BOOKING_HORIZON = 90;

/** A stay of one room, the dates as hotel dates. */
export interface GuestStay {
  hotelCode: string;
  roomTypeCode: string;
  checkIn: string;
  checkOut: string;
}

/** Rooms an order of the demo member takes on its nights. */
export interface RoomClaim extends GuestStay {
  roomQty: number;
}

/** The share of a night's usual sales already booked, by how far ahead the night is. */
function pace(lead: number): number {
  if (lead <= FULL_PACE_NIGHTS) return 1;
  return Math.max(0, (BOOKING_HORIZON - lead) / (BOOKING_HORIZON - FULL_PACE_NIGHTS));
}

/** 1–3 nights, short stays the most common. */
function stayLength(key: string): number {
  const h = unitHash(key);
  return h < 0.45 ? 1 : h < 0.8 ? 2 : 3;
}

const nightsOf = (stay: GuestStay) => {
  const dates: string[] = [];
  for (let d = stay.checkIn; d < stay.checkOut; d = addDays(d, 1)) dates.push(d);
  return dates;
};

/**
 * Sells the nights: sets each night's sold rooms to its usual sales (nightInventory) at the pace of
 * its distance from today, never below the demo member's rooms on it, and answers the guests' stays
 * that make up the rest. Stays begin and end only on nights that exist, so none claims a night
 * without a row.
 */
export function bookDemoNights(
  nights: RoomNightRow[],
  rooms: Pick<RoomTypeRow, 'hotelCode' | 'code' | 'defaultRooms'>[],
  today: string,
  claims: RoomClaim[],
): { nights: RoomNightRow[]; stays: GuestStay[] } {
  const claimed = new Map<string, number>();
  for (const claim of claims) {
    for (const date of nightsOf(claim)) {
      const key = `${claim.hotelCode}|${claim.roomTypeCode}|${date}`;
      claimed.set(key, (claimed.get(key) ?? 0) + claim.roomQty);
    }
  }

  const byRoom = new Map<string, RoomNightRow[]>();
  for (const night of nights) {
    const key = `${night.hotelCode}|${night.roomTypeCode}`;
    byRoom.set(key, [...(byRoom.get(key) ?? []), night]);
  }

  const defaultRooms = new Map(rooms.map((r) => [`${r.hotelCode}|${r.code}`, r.defaultRooms ?? 0]));
  const sold: RoomNightRow[] = [];
  const stays: GuestStay[] = [];
  for (const [roomKey, rows] of byRoom) {
    rows.sort((a, b) => a.stayDate.localeCompare(b.stayDate));
    const last = addDays(rows.at(-1)!.stayDate, 1);
    let active: GuestStay[] = [];
    for (const row of rows) {
      const lead = Math.round((Date.parse(row.stayDate) - Date.parse(today)) / 86_400_000);
      const usual = nightInventory(defaultRooms.get(roomKey) ?? 0, row.stayDate, roomKey).soldRooms;
      const member = claimed.get(`${roomKey}|${row.stayDate}`) ?? 0;
      const total = Math.max(member, Math.floor(usual * pace(lead)));
      if (total > (row.totalRooms ?? 0)) throw new Error(`demo bookings: ${roomKey} ${row.stayDate} would sell ${total} of ${row.totalRooms} rooms`);
      const guests = total - member;

      active = active.filter((s) => s.checkOut > row.stayDate);
      // Fewer guests tonight than last night: the stays planned the longest leave this morning.
      active.sort((a, b) => a.checkOut.localeCompare(b.checkOut));
      while (active.length > guests) active.pop()!.checkOut = row.stayDate;
      for (let n = 0; active.length < guests; n++) {
        const nights = stayLength(`${roomKey}|${row.stayDate}|${n}|nights`);
        const checkOut = addDays(row.stayDate, nights) < last ? addDays(row.stayDate, nights) : last;
        const [hotelCode, roomTypeCode] = roomKey.split('|') as [string, string];
        const stay = { hotelCode, roomTypeCode, checkIn: row.stayDate, checkOut };
        active.push(stay);
        stays.push(stay);
      }
      sold.push({ ...row, soldRooms: total });
    }
  }
  return { nights: sold, stays: stays.sort((a, b) => a.checkIn.localeCompare(b.checkIn) || a.hotelCode.localeCompare(b.hotelCode) || a.roomTypeCode.localeCompare(b.roomTypeCode)) };
}
