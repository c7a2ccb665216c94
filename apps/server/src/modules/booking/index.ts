/**
 * Booking: rate search, holds, the inventory and its staff calendar (rates.routes.ts, decision
 * 0020), and the back office's rate plans. Owns rate_plans, room_nights (the inventory)
 * and room_holds. Orders converts holds and releases rooms through HoldService and
 * InventoryService; nothing else touches those tables.
 */
export { bookingRoutes } from './booking.routes.ts';
export { HoldRepository } from './hold.repository.ts';
export { HoldRoomsService } from './hold-rooms.service.ts';
export { HoldRestrictedError, HoldService } from './hold.service.ts';
export { InventoryRepository } from './inventory.repository.ts';
export { InventoryService, RELEASE_BATCH } from './inventory.service.ts';
export { RoomNightOpening } from './open-room-nights.service.ts';
export { RatePlanAdminService } from './rate-plan-admin.service.ts';
export { RatePlanRepository } from './rate-plan.repository.ts';
export { RoomNightOpeningRepository } from './room-night-opening.repository.ts';
export { OccupancyRepository } from './occupancy.repository.ts';
export { OccupancyService } from './occupancy.service.ts';
export { SearchCityService } from './search-city.service.ts';
export { SearchRatesService } from './search-rates.service.ts';
export { ratesRoutes } from './rates.routes.ts';
export { RatesBulkEditService } from './rates-bulk-edit.service.ts';
export { RatesCalendarService } from './rates-calendar.service.ts';
export { RatesRepository } from './rates.repository.ts';
export { PriceCalendarService } from './price-calendar.service.ts';
export { priceCalendarRoutes } from './price-calendar.routes.ts';
