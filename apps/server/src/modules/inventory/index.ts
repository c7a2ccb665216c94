/**
 * Inventory: what there is to sell and at what price. Owns rate_plans and room_nights: the back
 * office's rate plans, the nights' prices, rooms and restrictions with the staff's rates calendar
 * (rates.routes.ts, decision 0020), occupancy for the dashboard, and the one price of a stay
 * (price-stay.ts, decision 0044). Search reads plans and nights, holds take rooms, and holds,
 * orders and the front desk give rooms back, all through InventoryService; a new room type's
 * nights open through RoomNightOpening.
 */
export { type CalendarNight, type MonthAvailabilityRow, type RatePlanRow, type StayAvailabilityRow } from './inventory.repository.ts';
export { InventoryService, RELEASE_BATCH } from './inventory.service.ts';
export { OccupancyService } from './occupancy.service.ts';
export { breakfastLabel, freeCancelRange, quoteStay, rateUnlocked, type StayPromotion } from './price-stay.ts';
export { RatePlanAdminService } from './rate-plan-admin.service.ts';
export { createInventoryModule } from './module.ts';
