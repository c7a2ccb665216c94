import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { RoomType } from '@hotel/shared/schemas/hotel';
import { notFound } from '../../lib/api-error.ts';
import type { HotelService } from '../hotel/index.ts';
import type { RoomRepository, RoomTypeRow } from './room.repository.ts';

export class RoomService {
  constructor(
    private readonly rooms: RoomRepository,
    private readonly hotels: HotelService,
  ) {}

  async listRoomTypes(hotelCode: string): Promise<RoomType[]> {
    await this.hotels.requireHotel(hotelCode);
    return (await this.rooms.listRoomTypes(hotelCode)).map((row) => ({ ...toRoomType(row), rateList: [] }));
  }

  async getRoomTypeDetail(hotelCode: string, roomTypeCode: string): Promise<Omit<RoomType, 'rateList'>> {
    await this.hotels.requireHotel(hotelCode);
    const row = await this.rooms.findRoomType(hotelCode, roomTypeCode);
    if (!row) throw notFound(SERVER_MESSAGES.roomTypeNotFound);
    return toRoomType(row);
  }

  /** A hotel's room types as stored, for booking (which has checked the hotel already). */
  roomTypesOf(hotelCode: string): Promise<RoomTypeRow[]> {
    return this.rooms.listRoomTypes(hotelCode);
  }

  findRoomType(hotelCode: string, roomTypeCode: string): Promise<RoomTypeRow | undefined> {
    return this.rooms.findRoomType(hotelCode, roomTypeCode);
  }
}

export function toRoomType(row: RoomTypeRow): Omit<RoomType, 'rateList'> {
  return {
    rtCode: row.code,
    rtName: row.name,
    rtNameEn: row.nameEn,
    size: `${row.sizeSqm}㎡`,
    bedType: row.bedType,
    maxOccupancy: row.maxOccupancy,
    features: row.features,
    shortImage: row.shortImage,
    pcImages: row.images,
    remark: row.remark,
    facilities: row.facilities,
    isRecommended: row.isRecommended,
  };
}
