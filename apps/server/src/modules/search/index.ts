/**
 * Search: what a guest can book and what it costs, read from inventory and never changing it:
 * the rooms page's rates (getRoomAndRate), a city's hotels with their lowest rates
 * (getCityRoomAndRate, decision 0038) and the search box's price calendar (decision 0037), every
 * price by inventory's quoteStay (decision 0044). Owns no table. Its routes are search.routes.ts;
 * the hold checks a stay's dates with the search's own rule (checkStayDates).
 */
export { searchRoutes } from './search.routes.ts';
export { checkStayDates } from './search-rates.service.ts';
export { createSearchModule } from './module.ts';
