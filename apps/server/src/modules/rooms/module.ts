import type { ModuleKit } from '../../lib/module-kit.ts';
import { bindGuestRoutes } from '../../lib/guest-endpoint.ts';
import { withReadCache } from '../../lib/read-cache.ts';
import type { AuditTrail } from '../audit/index.ts';
import type { HotelService } from '../hotel/index.ts';
import { RoomTypeAdminService, type OpenRoomNights } from './room-type-admin.service.ts';
import { RoomRepository } from './room.repository.ts';
import { roomRoutes } from './room.routes.ts';
import { RoomService } from './room.service.ts';
import { roomTranslationStores } from './room-translations.ts';

export interface RoomsModuleDeps {
  hotels: HotelService;
  audit: AuditTrail;
  /** A new room type's nights are inventory's (inventory depends on rooms). */
  openNights: OpenRoomNights;
}

/** Room types: the guests' reads (cached) and the back office's editor. */
export function createRoomsModule({ db, cache, inTransaction, today }: Pick<ModuleKit, 'db' | 'cache' | 'inTransaction' | 'today'>, { hotels, audit, openNights }: RoomsModuleDeps) {
  const repository = new RoomRepository(db);
  const rooms = withReadCache(cache, 'rooms', new RoomService(repository, hotels), {
    listRoomTypes: ['hotels', 'room_types'],
    getRoomTypeDetail: ['hotels', 'room_types'],
    roomTypesOf: ['room_types'],
  });
  return {
    rooms,
    roomTypeAdmin: new RoomTypeAdminService(inTransaction, repository, hotels, audit, openNights, today),
    /** The translations port (decision 0076) of room types. */
    roomTranslations: roomTranslationStores(db),
    guestApi: bindGuestRoutes(roomRoutes, { rooms }),
  };
}
