import type { AmendmentRooms, RoomNightsOf } from '@hotel/db/schema/orders';
import { stayDates } from '@hotel/shared/stay-rules';

/** The rooms side of a stay: which room type, which nights, how many rooms. */
export interface StayRoomsOf {
  roomTypeCode: string;
  checkIn: string;
  checkOut: string;
  roomQty: number;
}

/**
 * What a change does to room_nights (decision 0059): per night, the rooms the new stay needs that
 * the booking does not hold (`take`) and the booking's rooms the new stay drops (`give`). The same
 * room type nets out night by night, so a change never competes with its own booking for the last
 * room; another room type takes every new night and gives every old one. Nights before `fixedBefore`
 * (an in-house stay's past nights) are neither taken nor given: they were stayed.
 */
export function changeRooms(before: StayRoomsOf, after: StayRoomsOf, fixedBefore?: string): AmendmentRooms {
  const open = (date: string) => !fixedBefore || date >= fixedBefore;
  const held = perNight(before);
  const wanted = perNight(after);
  if (before.roomTypeCode !== after.roomTypeCode) {
    return {
      take: { roomTypeCode: after.roomTypeCode, nights: [...wanted].filter(([d]) => open(d)).map(([date, qty]) => ({ date, qty })) },
      give: { roomTypeCode: before.roomTypeCode, nights: [...held].filter(([d]) => open(d)).map(([date, qty]) => ({ date, qty })) },
    };
  }
  const take: RoomNightsOf['nights'] = [];
  const give: RoomNightsOf['nights'] = [];
  for (const date of [...new Set([...held.keys(), ...wanted.keys()])].sort()) {
    if (!open(date)) continue;
    const delta = (wanted.get(date) ?? 0) - (held.get(date) ?? 0);
    if (delta > 0) take.push({ date, qty: delta });
    if (delta < 0) give.push({ date, qty: -delta });
  }
  return { take: { roomTypeCode: after.roomTypeCode, nights: take }, give: { roomTypeCode: before.roomTypeCode, nights: give } };
}

function perNight(stay: StayRoomsOf): Map<string, number> {
  return new Map(stayDates(stay.checkIn, stay.checkOut).map((date) => [date, stay.roomQty]));
}

/** Room-nights (one room for one night) a change removes from the booking: what its terms may charge for. */
export function removedRoomNights(before: StayRoomsOf, after: StayRoomsOf): Array<{ date: string; qty: number }> {
  const wanted = perNight(after);
  const removed: Array<{ date: string; qty: number }> = [];
  for (const [date, qty] of perNight(before)) {
    // Another room type keeps the nights it still stays (they moved, they were not given up).
    const kept = Math.min(qty, wanted.get(date) ?? 0);
    if (qty > kept) removed.push({ date, qty: qty - kept });
  }
  return removed;
}
