import type { GuestRoutes } from '../../lib/guest-endpoint.ts';
import type { RoomService } from './room.service.ts';

export const roomRoutes = {
  getRoomType: { access: 'public', cache: 'revalidate', read: ({ rooms }, i, lang) => rooms.listRoomTypes(i.HotelCode, lang) },
  getRoomTypeDetail: { access: 'public', cache: 'revalidate', read: ({ rooms }, i, lang) => rooms.getRoomTypeDetail(i.hotelCode, i.roomTypeCode, lang) },
} satisfies GuestRoutes<{ rooms: RoomService }>;
