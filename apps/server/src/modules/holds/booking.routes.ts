import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@hotel/shared/schemas/envelope';
import { checkInventoryBody, inventoryHold, roomAndRateBody, roomWithRates } from '@hotel/shared/schemas/booking';
import { cityRoomAndRate, cityRoomAndRateBody } from '@hotel/shared/schemas/city-search';
import { holdQuery } from '@hotel/shared/schemas/order';
import { ok } from '../../lib/envelope.ts';
import { currentMember } from '../../plugins/auth.ts';
import { memberScope, type MemberRoutesOptions } from '../../plugins/member-routes.ts';
import type { HoldRoomsService } from './hold-rooms.service.ts';
import type { SearchCityService, SearchRatesService } from '../search/index.ts';

export interface BookingRoutesOptions extends MemberRoutesOptions {
  search: SearchRatesService;
  searchCity: SearchCityService;
  holdRooms: HoldRoomsService;
}

/** Search (public, cacheable) and the member's hold: /hotel/getRoomAndRate, /hotel/getCityRoomAndRate, /order/checkInventory and /order/getHold. */
export const bookingRoutes: FastifyPluginAsyncZod<BookingRoutesOptions> = async (app, { search, searchCity, holdRooms, sessions, clock }) => {
  app.post('/hotel/getRoomAndRate', { schema: { tags: ['hotel'], body: roomAndRateBody, response: { 200: envelope(z.array(roomWithRates)) } } }, async (req) =>
    ok(await search.search(req.body, clock())),
  );
  // Beyond the spec (decision 0038): a city's hotels, each with its lowest rate from the search above.
  app.post(
    '/hotel/getCityRoomAndRate',
    { schema: { tags: ['hotel'], body: cityRoomAndRateBody, response: { 200: envelope(cityRoomAndRate) } } },
    async (req) => ok(await searchCity.search(req.body, clock())),
  );

  await app.register(async (scope) => {
    const member = scope.withTypeProvider<ZodTypeProvider>();
    const memberOnly = memberScope(member, sessions);
    member.post(
      '/order/checkInventory',
      { schema: { tags: ['order'], body: checkInventoryBody, response: { 200: envelope(inventoryHold) } }, preHandler: memberOnly },
      async (req) => ok(await holdRooms.holdRooms(currentMember(req).memberId, req.body, clock())),
    );

    member.get(
      '/order/getHold',
      { schema: { tags: ['order'], querystring: holdQuery, response: { 200: envelope(inventoryHold) } }, preHandler: memberOnly },
      async (req) => ok(await holdRooms.readHold(currentMember(req).memberId, req.query.orderNo, clock())),
    );
  });
};
