/**
 * The hotel catalogue: hotels, cities, city groups, brands, banners. Other modules ask
 * HotelService (requireHotel, namesByCode); only services.ts builds the repository.
 */
export { HotelRepository } from './hotel.repository.ts';
export { HotelService } from './hotel.service.ts';
export { hotelRoutes } from './hotel.routes.ts';
export { BannerEditorRepository } from './banner-editor.repository.ts';
export { BannerEditorService } from './banner-editor.service.ts';
