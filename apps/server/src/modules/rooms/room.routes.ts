import type { GuestRoutes } from '../../lib/guest-endpoint.ts';
import type { RoomService } from './room.service.ts';

export const roomRoutes = {
  getRoomType: { access: 'public', cache: 'revalidate', read: ({ rooms }, i) => rooms.listRoomTypes(i.HotelCode) },
  getRoomTypeDetail: { access: 'public', cache: 'revalidate', read: ({ rooms }, i) => rooms.getRoomTypeDetail(i.hotelCode, i.roomTypeCode) },
} satisfies GuestRoutes<{ rooms: RoomService }>;
