import type { AppLoadContext } from 'react-router';
import { callEndpoint } from '@hotel/shared/api/transport';
import type { RoomWithRates } from '@hotel/shared/schemas/booking';
import { roomsQueryFrom, type RoomsQuery } from './stay-query.server.ts';

/** A stay as the rate reads take it (getRoomAndRate, getCityRoomAndRate). */
export function rateQuery(stay: RoomsQuery) {
  return {
    CheckIn: stay.checkIn,
    CheckOut: stay.checkOut,
    roomNum: stay.roomNum,
    adultNum: stay.adultNum,
    childrenNum: stay.childrenNum,
    discountType: stay.discountType,
    discountCode: stay.discountCode,
  };
}

/**
 * The booking engine's rates for a stay: the same getRoomAndRate read (cached, never stale) the
 * rooms page makes. Pages that only describe rooms use it for their schema.org Offers, so a price
 * in the markup is always one the engine answers (decision 0036). A stay it refuses (a hotel not
 * yet open, dates out of range) is no offers, never an error page.
 */
export async function stayRates(context: AppLoadContext, hotelCode: string, stay: RoomsQuery): Promise<{ stay: RoomsQuery; rooms: RoomWithRates[] }> {
  const { envelope } = await callEndpoint(context.transport, 'getRoomAndRate', { HotelCode: hotelCode, ...rateQuery(stay) });
  return { stay, rooms: envelope.success && envelope.data ? envelope.data : [] };
}

/**
 * The stay pages without a search of their own price their Offers for: the rooms page's default
 * (today–tomorrow, 1 room, 1 adult), whatever the address carries, so every visitor and the page
 * cache see the one answer the canonical page has.
 */
export function defaultStay(): RoomsQuery {
  return roomsQueryFrom(new URL('http://localhost/'));
}
