import type { Clock } from '../../lib/clock.ts';
import type { GuestRoutes } from '../../lib/guest-endpoint.ts';
import type { PriceCalendarService } from './price-calendar.service.ts';
import type { SearchCityService } from './search-city.service.ts';
import type { SearchRatesService } from './search-rates.service.ts';

export interface SearchRoutesOptions {
  search: SearchRatesService;
  searchCity: SearchCityService;
  priceCalendar: PriceCalendarService;
  clock: Clock;
}

/** Search, public and cacheable: /hotel/getRoomAndRate, /hotel/getCityRoomAndRate and the search box's calendar. */
export const searchRoutes = {
  getRoomAndRate: { access: 'public', read: ({ search, clock }, i, lang) => search.search(i, clock(), lang) },
  // Beyond the spec (decision 0038): a city's hotels, each with its lowest rate from the search above.
  getCityRoomAndRate: { access: 'public', read: ({ searchCity, clock }, i, lang) => searchCity.search(i, clock(), lang) },
  // The search box's lowest-price calendar (decision 0037).
  getPriceCalendar: { access: 'public', run: ({ priceCalendar, clock }, i) => priceCalendar.month(i, clock()) },
} satisfies GuestRoutes<SearchRoutesOptions>;
