import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@hotel/shared/schemas/envelope';
import {
  banner,
  brand,
  cityHotels,
  groupCities,
  hotel,
  hotelCodeBody,
  hotelCodeLowerQuery,
  hotelCodeQuery,
  hotelNav,
} from '@hotel/shared/schemas/hotel';
import { ok } from '../../lib/envelope.ts';
import type { HotelService } from './hotel.service.ts';

export const hotelRoutes: FastifyPluginAsyncZod<{ hotels: HotelService }> = async (app, { hotels: service }) => {
  const tags = ['hotel'];

  app.post('/hotel/getBanner', { schema: { tags, body: hotelCodeBody, response: { 200: envelope(z.array(banner)) } } }, async (req) =>
    ok(await service.getBanners(req.body.HotelCode)),
  );

  app.post('/hotel/getHotelInfo', { schema: { tags, body: hotelCodeBody, response: { 200: envelope(z.array(hotel)) } } }, async (req) =>
    ok(await service.getHotelInfo(req.body.HotelCode)),
  );

  app.get('/hotel/getCityHotel', { schema: { tags, querystring: hotelCodeQuery, response: { 200: envelope(z.array(cityHotels)) } } }, async (req) =>
    ok(await service.getCityHotels(req.query.HotelCode)),
  );

  app.get('/hotel/getGroupCities', { schema: { tags, response: { 200: envelope(groupCities) } } }, async () =>
    ok(await service.getGroupCities()),
  );

  // Helper paths the spec leaves unnamed.
  app.get('/hotel/getHotelByCode', { schema: { tags, querystring: hotelCodeLowerQuery, response: { 200: envelope(hotel) } } }, async (req) =>
    ok(await service.getHotel(req.query.hotelCode)),
  );

  app.get('/hotel/getHotelNav', { schema: { tags, querystring: hotelCodeLowerQuery, response: { 200: envelope(hotelNav) } } }, async (req) =>
    ok(await service.getNav(req.query.hotelCode)),
  );

  app.get('/hotel/getBrands', { schema: { tags, response: { 200: envelope(z.array(brand)) } } }, async () => ok(await service.getBrands()));
};
