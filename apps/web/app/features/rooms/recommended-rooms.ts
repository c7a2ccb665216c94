import type { RoomType } from '@hotel/shared/schemas/hotel';

/**
 * The hotel home's carousel shows the room types the hotel recommends (isRecommended), each with
 * its index in the hotel's full list (the room detail page's `index`). A hotel that recommends
 * none shows all its rooms rather than an empty carousel.
 */
export function recommendedRooms<T extends Pick<RoomType, 'isRecommended'>>(rooms: T[]): { room: T; index: number }[] {
  const all = rooms.map((room, index) => ({ room, index }));
  const picked = all.filter(({ room }) => room.isRecommended);
  return picked.length > 0 ? picked : all;
}
