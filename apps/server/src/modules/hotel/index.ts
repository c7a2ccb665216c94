/**
 * The hotel catalogue: hotels, cities, city groups, brands, banners. Other modules ask
 * HotelService (requireHotel, namesByCode); only services.ts builds the repository.
 */
export { HotelRepository } from './hotel.repository.ts';
export { HotelService } from './hotel.service.ts';
export { hotelRoutes } from './hotel.routes.ts';
export { BannerEditorRepository, type EditableBanner } from './banner-editor.repository.ts';
