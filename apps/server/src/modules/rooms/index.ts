/** Room types (room_types). Booking reads them through RoomService and shows them with toRoomType. */
export { RoomRepository } from './room.repository.ts';
export { RoomService, toRoomType } from './room.service.ts';
export { roomRoutes } from './room.routes.ts';
