import { localize } from '@hotel/shared/content-translation';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { RoomType } from '@hotel/shared/schemas/hotel';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '@hotel/shared/site-language';
import { notFound } from '../../lib/api-error.ts';
import type { HotelService } from '../hotel/index.ts';
import type { RoomRepository, RoomTypeRow } from './room.repository.ts';

export class RoomService {
  constructor(
    private readonly rooms: RoomRepository,
    private readonly hotels: HotelService,
  ) {}

  async listRoomTypes(hotelCode: string, lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<RoomType[]> {
    await this.hotels.requireHotel(hotelCode);
    return (await this.rooms.listRoomTypes(hotelCode)).map((row) => ({ ...toRoomType(row, lang), rateList: [] }));
  }

  async getRoomTypeDetail(hotelCode: string, roomTypeCode: string, lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<Omit<RoomType, 'rateList'>> {
    await this.hotels.requireHotel(hotelCode);
    const row = await this.rooms.findRoomType(hotelCode, roomTypeCode);
    if (!row) throw notFound(SERVER_MESSAGES.roomTypeNotFound);
    return toRoomType(row, lang);
  }

  /** A hotel's room types as stored, for booking (which has checked the hotel already). */
  roomTypesOf(hotelCode: string): Promise<RoomTypeRow[]> {
    return this.rooms.listRoomTypes(hotelCode);
  }

  findRoomType(hotelCode: string, roomTypeCode: string): Promise<RoomTypeRow | undefined> {
    return this.rooms.findRoomType(hotelCode, roomTypeCode);
  }
}

/** A room type as guests read it, in `lang` where translated (decision 0073). */
export function toRoomType(source: RoomTypeRow, lang: SiteLanguage = DEFAULT_LANGUAGE): Omit<RoomType, 'rateList'> {
  const { value: row, untranslated } = localize('roomType', source, source.translations, lang);
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
    ...(untranslated ? { untranslated } : {}),
  };
}
