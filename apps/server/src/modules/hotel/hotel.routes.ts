import type { GuestRoutes } from '../../lib/guest-endpoint.ts';
import type { HotelService } from './hotel.service.ts';

/** The hotel catalogue's guest endpoints (helper paths the spec leaves unnamed: getHotelByCode, getHotelNav, getBrands). */
export const hotelRoutes = {
  getBanner: { access: 'public', cache: 'revalidate', read: ({ hotels }, i) => hotels.getBanners(i.HotelCode) },
  getHotelInfo: { access: 'public', cache: 'revalidate', read: ({ hotels }, i) => hotels.getHotelInfo(i.HotelCode) },
  getCityHotel: { access: 'public', cache: 'revalidate', read: ({ hotels }, i) => hotels.getCityHotels(i.HotelCode) },
  getGroupCities: { access: 'public', cache: 'revalidate', read: ({ hotels }) => hotels.getGroupCities() },
  getHotelByCode: { access: 'public', cache: 'revalidate', read: ({ hotels }, i) => hotels.getHotel(i.hotelCode) },
  getHotelNav: { access: 'public', cache: 'revalidate', read: ({ hotels }, i) => hotels.getNav(i.hotelCode) },
  getBrands: { access: 'public', cache: 'revalidate', read: ({ hotels }) => hotels.getBrands() },
} satisfies GuestRoutes<{ hotels: HotelService }>;
