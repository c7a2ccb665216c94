import type { Database } from '@hotel/db/client';
import { addDays } from '@hotel/shared/hotel-date';
import type { RoomNightOpeningRepository } from './room-night-opening.repository.ts';

/** A hotel with no nights on sale yet opens a new room type for a year. */
const DEFAULT_OPEN_DAYS = 365;

export interface NewRoomTypeNights {
  hotelCode: string;
  roomTypeCode: string;
  defaultRooms: number;
  basePrice: number;
  /** First night to sell (today, or the opening date of a hotel not yet open). */
  from: string;
}

/**
 * Makes a new room type bookable: search and holds read room_nights and offer nothing for a night
 * without a row, so creating a type puts its nights on sale at once, from `from` through the
 * hotel's last night on sale (the same horizon as its other types), at the base price with the
 * default rooms. Staff change single nights in the rates grid afterwards.
 */
export class RoomNightOpening {
  constructor(private readonly nights: RoomNightOpeningRepository) {}

  /** In the caller's transaction (the room type's creation); answers how many nights were opened. */
  async open(tx: Database, type: NewRoomTypeNights): Promise<number> {
    const last = (await this.nights.lastNightOf(tx, type.hotelCode, type.from)) ?? addDays(type.from, DEFAULT_OPEN_DAYS - 1);
    const rows = [];
    for (let date = type.from; date <= last; date = addDays(date, 1)) {
      rows.push({ hotelCode: type.hotelCode, roomTypeCode: type.roomTypeCode, stayDate: date, price: type.basePrice, totalRooms: type.defaultRooms });
    }
    await this.nights.insertNights(tx, rows);
    return rows.length;
  }
}
