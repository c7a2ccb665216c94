import type { Database } from '@hotel/db/client';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { CATALOG_MESSAGES, type AdminRoomType, type RoomTypeSaveInput } from '@hotel/shared/schemas/admin/catalog';
import { badRequest, notFound } from '../../lib/api-error.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { AuditActor, AuditTrail } from '../audit/index.ts';
import type { HotelService } from '../hotel/index.ts';
import type { RoomRepository, RoomTypeFields, RoomTypeRow } from './room.repository.ts';

/**
 * Puts a new room type's nights on sale, in the creating transaction. Nights are inventory's
 * (room_nights), and inventory depends on rooms, so the composition root hands this in.
 */
export type OpenRoomNights = (
  tx: Database,
  nights: { hotelCode: string; roomTypeCode: string; defaultRooms: number; basePrice: number; from: string },
) => Promise<number>;

/**
 * The back office's room types (issue 10): list and save one hotel's types, each save one
 * transaction with its audit line. A new type is bookable at once: its nights are opened in the
 * same transaction. Guest pages read room_types on every request (nothing caches them), so an
 * edit shows at once.
 */
export class RoomTypeAdminService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly rooms: RoomRepository,
    private readonly hotels: HotelService,
    private readonly audit: AuditTrail,
    private readonly openNights: OpenRoomNights,
    private readonly today: () => string,
  ) {}

  async list(hotelCode: string): Promise<{ roomTypes: AdminRoomType[]; imageChoices: string[] }> {
    await this.requireMemberHotel(hotelCode);
    const rows = await this.rooms.listRoomTypes(hotelCode);
    const images = new Set(rows.flatMap((r) => [r.shortImage, ...r.images]));
    return { roomTypes: rows.map(toAdminRoomType), imageChoices: [...images].sort() };
  }

  async save(actor: AuditActor, input: RoomTypeSaveInput): Promise<AdminRoomType> {
    const hotel = await this.requireMemberHotel(input.hotel);
    return this.inTransaction(async (tx) => {
      await this.rooms.lockHotel(tx, input.hotel);
      const before = await this.rooms.findIn(tx, input.hotel, input.code);
      if (input.mode === 'create' && before) throw badRequest(CATALOG_MESSAGES.roomTypeCodeTaken);
      if (input.mode === 'update' && !before) throw notFound(CATALOG_MESSAGES.roomTypeNotFound);
      const fields = roomTypeFields(input);
      const saved = before
        ? await this.rooms.update(tx, input.hotel, input.code, fields)
        : await this.rooms.insert(tx, { hotelCode: input.hotel, code: input.code, ...fields });
      let openedNights: number | undefined;
      if (!before) {
        const today = this.today();
        const from = hotel.openingDate && hotel.openingDate > today ? hotel.openingDate : today;
        openedNights = await this.openNights(tx, { hotelCode: input.hotel, roomTypeCode: input.code, defaultRooms: saved.defaultRooms, basePrice: saved.basePrice, from });
      }
      await this.audit.record(tx, actor, {
        hotelCode: input.hotel,
        entity: 'room_type',
        entityId: `${input.hotel}/${input.code}`,
        action: before ? 'update' : 'create',
        before: before ?? null,
        after: openedNights === undefined ? saved : { ...saved, openedNights },
      });
      return toAdminRoomType(saved);
    });
  }

  private async requireMemberHotel(hotelCode: string) {
    const hotel = await this.hotels.requireHotel(hotelCode);
    if (hotel.isGroup) throw notFound(SERVER_MESSAGES.hotelNotFound);
    return hotel;
  }
}

function roomTypeFields(input: RoomTypeSaveInput): RoomTypeFields {
  return {
    name: input.name,
    nameEn: input.nameEn,
    remark: input.remark,
    maxOccupancy: input.maxOccupancy,
    bedType: input.bedType,
    sizeSqm: input.sizeSqm,
    features: input.features,
    facilities: input.facilities,
    shortImage: input.shortImage,
    images: input.images,
    isRecommended: input.isRecommended,
    sortOrder: input.sortOrder,
    defaultRooms: input.defaultRooms,
    basePrice: input.basePrice,
  };
}

export function toAdminRoomType(row: RoomTypeRow): AdminRoomType {
  return {
    hotel: row.hotelCode,
    code: row.code,
    name: row.name,
    nameEn: row.nameEn,
    remark: row.remark,
    maxOccupancy: row.maxOccupancy,
    bedType: row.bedType,
    sizeSqm: row.sizeSqm,
    features: row.features,
    facilities: row.facilities,
    shortImage: row.shortImage,
    images: row.images,
    isRecommended: row.isRecommended,
    sortOrder: row.sortOrder,
    defaultRooms: row.defaultRooms,
    basePrice: row.basePrice,
  };
}
