import type { HotelCode } from '@hotel/shared/constants';
import type { roomTypes } from '../../schema/rooms.ts';
import { hotelImage } from './image-paths.ts';
import { STANDARD_FACILITIES, type RoomTypeText } from './room-facilities.ts';
import { PRO001_ROOMS, PRO003_ROOMS } from './room-types-hangzhou.ts';
import { PRO005_ROOMS, PRO006_ROOMS } from './room-types-shaoxing-ningbo.ts';
import { PRO008_ROOMS, PRO009_ROOMS } from './room-types-huzhou-suzhou.ts';

type RoomTypeRow = typeof roomTypes.$inferInsert;

const ROOMS_BY_HOTEL: Record<HotelCode, RoomTypeText[]> = {
  pro001: PRO001_ROOMS,
  pro003: PRO003_ROOMS,
  pro005: PRO005_ROOMS,
  pro006: PRO006_ROOMS,
  pro008: PRO008_ROOMS,
  pro009: PRO009_ROOMS,
};

/** Room image files keep the room code as it is: /img/hotels/pro001/rooms/DK-1.webp. */
export const roomImage = (hotelCode: string, roomCode: string, suffix: string): string =>
  hotelImage(hotelCode, `rooms/${roomCode}-${suffix}.webp`);

export function demoRoomTypes(): RoomTypeRow[] {
  return Object.entries(ROOMS_BY_HOTEL).flatMap(([hotelCode, rooms]) =>
    rooms.map(({ extraFacilities, ...room }, i): RoomTypeRow => ({
      ...room,
      hotelCode,
      facilities: [...STANDARD_FACILITIES, ...extraFacilities],
      shortImage: roomImage(hotelCode, room.code, 'thumb'),
      images: [1, 2, 3].map((n) => roomImage(hotelCode, room.code, String(n))),
      sortOrder: i + 1,
    })),
  );
}
