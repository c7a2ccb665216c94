import type { ChannelConnection } from '@hotel/shared/schemas/admin/channels';
import { withHotel } from '../../lib/admin-hotel.ts';

/** The back office's channel pages (routes.ts). */
export const CHANNELS_PATH = '/admin/channels';
export const CHANNEL_MAPPING_PATH = '/admin/channels/mapping';
export const CHANNEL_LOG_PATH = '/admin/channels/log';

/** A connection's form on the list page. */
export const editConnectionHref = (hotel: string, id: number) => withHotel(CHANNELS_PATH, hotel, { edit: id });

/** A hotel's mapping for the connection (the hotel becomes the page's hotel). */
export const mappingHref = (id: number, hotel: string) => withHotel(CHANNEL_MAPPING_PATH, hotel, { id });

/** The mapping a connection's 未対応 count opens: the page's hotel when the connection sells it, else its first hotel. */
export function firstMappingHref(connection: Pick<ChannelConnection, 'id' | 'hotelCodes'>, pageHotel: string): string {
  const hotel = connection.hotelCodes.includes(pageHotel) ? pageHotel : (connection.hotelCodes[0] ?? pageHotel);
  return mappingHref(connection.id, hotel);
}
