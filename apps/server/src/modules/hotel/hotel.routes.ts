import type { GuestRoutes } from '../../lib/guest-endpoint.ts';
import type { HotelService } from './hotel.service.ts';

/** The hotel catalogue's guest endpoints (helper paths the spec leaves unnamed: getHotelByCode, getHotelNav, getBrands). */
export const hotelRoutes = {
  getBanner: { access: 'public', cache: 'revalidate', read: ({ hotels }, i, lang) => hotels.getBanners(i.HotelCode, lang) },
  getHotelInfo: { access: 'public', cache: 'revalidate', read: ({ hotels }, i, lang) => hotels.getHotelInfo(i.HotelCode, lang) },
  getCityHotel: { access: 'public', cache: 'revalidate', read: ({ hotels }, i, lang) => hotels.getCityHotels(i.HotelCode, lang) },
  getGroupCities: { access: 'public', cache: 'revalidate', read: ({ hotels }, _i, lang) => hotels.getGroupCities(lang) },
  getHotelByCode: { access: 'public', cache: 'revalidate', read: ({ hotels }, i, lang) => hotels.getHotel(i.hotelCode, lang) },
  getHotelNav: { access: 'public', cache: 'revalidate', read: ({ hotels }, i, lang) => hotels.getNav(i.hotelCode, lang) },
  getBrands: { access: 'public', cache: 'revalidate', read: ({ hotels }, _i, lang) => hotels.getBrands(lang) },
} satisfies GuestRoutes<{ hotels: HotelService }>;
