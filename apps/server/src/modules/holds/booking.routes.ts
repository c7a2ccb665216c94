import type { Clock } from '../../lib/clock.ts';
import type { GuestRoutes } from '../../lib/guest-endpoint.ts';
import type { HoldRoomsService } from './hold-rooms.service.ts';
import type { SearchCityService, SearchRatesService } from '../search/index.ts';

export interface BookingRoutesOptions {
  search: SearchRatesService;
  searchCity: SearchCityService;
  holdRooms: HoldRoomsService;
  clock: Clock;
}

/** Search (public, cacheable) and the member's hold: /hotel/getRoomAndRate, /hotel/getCityRoomAndRate, /order/checkInventory and /order/getHold. */
export const bookingRoutes = {
  getRoomAndRate: { access: 'public', read: ({ search, clock }, i) => search.search(i, clock()) },
  // Beyond the spec (decision 0038): a city's hotels, each with its lowest rate from the search above.
  getCityRoomAndRate: { access: 'public', read: ({ searchCity, clock }, i) => searchCity.search(i, clock()) },
  checkInventory: { access: 'member', run: ({ holdRooms, clock }, i, { memberId }) => holdRooms.holdRooms(memberId, i, clock()) },
  getHold: { access: 'member', run: ({ holdRooms, clock }, i, { memberId }) => holdRooms.readHold(memberId, i.orderNo, clock()) },
} satisfies GuestRoutes<BookingRoutesOptions>;
