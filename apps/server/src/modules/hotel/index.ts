/**
 * The hotel catalogue: hotels, cities, city groups, brands, banners. Other modules ask
 * HotelService (requireHotel, namesByCode); only this module's factory builds the repository.
 */
export { HotelService } from './hotel.service.ts';
export { hotelRoutes } from './hotel.routes.ts';
export { BannerEditorService } from './banner-editor.service.ts';
export { createHotelModule, HOTEL_TABLES } from './module.ts';
