/**
 * The integration API (issue 27, decision 0065): owns integration_keys. A hotel's PMS reads the
 * reservations changed since its cursor (orders' HotelOrdersService, the front desk's
 * representation) and sets rooms to sell and stop-sell (inventory's bulk edit of the rates grid)
 * under /integrationapi/v1 with a key the group administrator made (/adminapi/v1/integration-keys).
 */
export { type IntegrationRouteEntry } from './integration-guard.ts';
export { createIntegrationApiModule } from './module.ts';
/** A reservation as a PMS keeps it: what the feed answers and what a webhook carries (decision 0064). */
export { toIntegrationReservation } from './reservation-feed.service.ts';
