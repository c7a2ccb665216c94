import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@hotel/shared/schemas/envelope';
import { priceCalendar, priceCalendarQuery } from '@hotel/shared/schemas/price-calendar';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import type { PriceCalendarService } from './price-calendar.service.ts';

/** The search box's lowest-price calendar (public, cached; decision 0037). */
export const priceCalendarRoutes: FastifyPluginAsyncZod<{ priceCalendar: PriceCalendarService; clock: Clock }> = async (app, { priceCalendar: service, clock }) => {
  app.get('/hotel/getPriceCalendar', { schema: { tags: ['hotel'], querystring: priceCalendarQuery, response: { 200: envelope(priceCalendar) } } }, async (req) =>
    ok(await service.month(req.query, clock())),
  );
};
