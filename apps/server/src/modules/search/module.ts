import type { ModuleKit } from '../../lib/module-kit.ts';
import { bindGuestRoutes } from '../../lib/guest-endpoint.ts';
import { withReadCache } from '../../lib/read-cache.ts';
import type { DiscountService } from '../discounts/index.ts';
import { HOTEL_TABLES, type HotelService } from '../hotel/index.ts';
import type { InventoryService } from '../inventory/index.ts';
import type { RoomService } from '../rooms/index.ts';
import { PriceCalendarService } from './price-calendar.service.ts';
import { SearchCityService } from './search-city.service.ts';
import { SearchRatesService } from './search-rates.service.ts';
import { searchRoutes } from './search.routes.ts';

export interface SearchModuleDeps {
  hotels: HotelService;
  rooms: RoomService;
  inventory: InventoryService;
  discounts: DiscountService;
}

/** What a search reads: a change to any of these tables drops the cached answers (decision 0035). */
const SEARCH_TABLES = ['hotels', 'room_types', 'rate_plans', 'room_nights', 'promotions', 'hotel_tax_rules'] as const;

/**
 * Guests' searches, cached (look-to-book); the hold and the order read the database themselves.
 * `now` decides only the hotel date, which the cache already keys on.
 */
export function createSearchModule({ cache, clock }: Pick<ModuleKit, 'cache' | 'clock'>, { hotels, rooms, inventory, discounts }: SearchModuleDeps) {
  const search = withReadCache(cache, 'search', new SearchRatesService(hotels, rooms, inventory, discounts), {
    search: { tables: SEARCH_TABLES, key: (query: object, _now: Date, lang?: string) => [query, lang] },
  });
  // A city's hotels with their lowest rates (decision 0038): each hotel through the cached search
  // above, the whole answer cached too, dropped with any table either reads.
  const searchCity = withReadCache(cache, 'searchCity', new SearchCityService(hotels, search), {
    search: { tables: [...HOTEL_TABLES, ...SEARCH_TABLES], key: (query: object, _now: Date, lang?: string) => [query, lang] },
  });
  // The search box's lowest-price calendar (decision 0037): the search's tables, plus cities for a city's hotels.
  const priceCalendar = withReadCache(cache, 'priceCalendar', new PriceCalendarService(hotels, rooms, inventory, discounts), {
    month: { tables: [...SEARCH_TABLES, 'cities'], key: (query: object) => query },
  });
  return { search, searchCity, priceCalendar, guestApi: bindGuestRoutes(searchRoutes, { search, searchCity, priceCalendar, clock }) };
}
