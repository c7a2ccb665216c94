import type { ContentEditing } from '../../lib/content-editing.ts';
import type { ModuleKit } from '../../lib/module-kit.ts';
import { bindGuestRoutes } from '../../lib/guest-endpoint.ts';
import { withReadCache } from '../../lib/read-cache.ts';
import { BannerEditorRepository } from './banner-editor.repository.ts';
import { BannerEditorService } from './banner-editor.service.ts';
import { HotelRepository } from './hotel.repository.ts';
import { hotelRoutes } from './hotel.routes.ts';
import { HotelService } from './hotel.service.ts';
import { hotelTranslationStores } from './hotel-translations.ts';

/** The tables a hotel's reads come from: a change to any drops them from the read cache. */
export const HOTEL_TABLES = ['hotels', 'banners', 'cities', 'city_groups', 'brands'] as const;

/** The group, its cities, brands and hotels with their banners; reads cached (decision 0035). */
export function createHotelModule({ db, cache, today }: Pick<ModuleKit, 'db' | 'cache' | 'today'>, { editing }: { editing: ContentEditing }) {
  const hotels = withReadCache(cache, 'hotels', new HotelService(new HotelRepository(db), today), {
    requireHotel: HOTEL_TABLES,
    getBanners: HOTEL_TABLES,
    getHotelInfo: HOTEL_TABLES,
    getHotel: HOTEL_TABLES,
    getNav: HOTEL_TABLES,
    getGroupCities: HOTEL_TABLES,
    getCityHotels: HOTEL_TABLES,
    getBrands: HOTEL_TABLES,
  });
  return {
    hotels,
    bannerEditor: new BannerEditorService(editing, new BannerEditorRepository(db)),
    /** The translations port (decision 0076) of hotels, brands, cities and banners. */
    hotelTranslations: hotelTranslationStores(db),
    guestApi: bindGuestRoutes(hotelRoutes, { hotels }),
  };
}
