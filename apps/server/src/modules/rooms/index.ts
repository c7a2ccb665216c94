/** Room types (room_types). Search, holds and orders read them through RoomService (search shows them with toRoomType); the back office edits them through RoomTypeAdminService. */
export { RoomService, toRoomType } from './room.service.ts';
export { RoomTypeAdminService } from './room-type-admin.service.ts';
export { StayNames, type StayNameSources } from './stay-names.ts';
export { roomRoutes } from './room.routes.ts';
export { createRoomsModule } from './module.ts';
