/**
 * Holds: rooms taken for a member for HOLD_MINUTES under a new order number (checkInventory,
 * getHold), priced by inventory's quoteStay; orders turns a hold into an order through
 * HoldService. Owns room_holds. The release pass lives here (ReleaseExpiredService): lapsed holds
 * first, then orders' lapsed unpaid orders through the UnpaidOrders port.
 */
export { holdRoutes } from './hold.routes.ts';
export { listChargesOf } from './hold-charges.ts';
export { HoldRestrictedError, HoldService } from './hold.service.ts';
export { ReleaseExpiredService, type ReleaseResult, type UnpaidOrderExpiry } from './release-expired.service.ts';
export { createHoldsModule } from './module.ts';
