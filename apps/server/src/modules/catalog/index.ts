/**
 * The back office's catalogue (/adminapi/v1/catalog/*): rate plans and room types of one hotel.
 * Owns no table: the rules and writes are inventory's RatePlanAdminService (rate_plans, and the new
 * type's room_nights) and rooms' RoomTypeAdminService (room_types).
 */
export { createCatalogModule } from './module.ts';
