import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { RoomType } from '@hotel/shared/schemas/hotel';
import { notFound } from '../../api-error.ts';
import type { HotelService } from '../hotel/hotel.service.ts';
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
  };
}
