import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { CATALOG_MESSAGES, listRatePlans, listRoomTypes, saveRatePlan, saveRoomType } from '@hotel/shared/schemas/admin/catalog';
import { envelope } from '@hotel/shared/schemas/envelope';
import { ok } from '../../lib/envelope.ts';
import type { RatePlanAdminService } from '../booking/index.ts';
import type { RoomTypeAdminService } from '../rooms/index.ts';
import { currentStaff, type RequireStaff } from '../staff/index.ts';

export interface CatalogRoutesOptions {
  plans: RatePlanAdminService;
  roomTypes: RoomTypeAdminService;
  requireStaff: RequireStaff;
}

/** The hotel a catalogue request acts for: `hotel` in the query (GET) or the body (POST). */
const hotelFrom = (req: FastifyRequest): string | undefined => {
  const source = (req.method === 'GET' ? req.query : req.body) as { hotel?: unknown } | undefined;
  return typeof source?.hotel === 'string' ? source.hotel : undefined;
};

/** /adminapi/v1/catalog/*: one hotel's rate plans and room types (permission rates.edit for that hotel). */
export const catalogRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, { plans, roomTypes, requireStaff }) => {
  const tags = ['catalog'];
  const preHandler = requireStaff('rates.edit', hotelFrom);
  const path = (p: string) => p.replace('/adminapi/v1', '');

  app.get(
    path(listRatePlans.path),
    { schema: { tags, querystring: listRatePlans.input, response: { 200: envelope(listRatePlans.output) } }, preHandler },
    async (req) => ok({ plans: await plans.list(req.query.hotel) }),
  );

  app.post(
    path(saveRatePlan.path),
    { schema: { tags, body: saveRatePlan.input, response: { 200: envelope(saveRatePlan.output) } }, preHandler },
    async (req) => ok(await plans.save(currentStaff(req), req.body), CATALOG_MESSAGES.planSaved),
  );

  app.get(
    path(listRoomTypes.path),
    { schema: { tags, querystring: listRoomTypes.input, response: { 200: envelope(listRoomTypes.output) } }, preHandler },
    async (req) => ok(await roomTypes.list(req.query.hotel)),
  );

  app.post(
    path(saveRoomType.path),
    { schema: { tags, body: saveRoomType.input, response: { 200: envelope(saveRoomType.output) } }, preHandler },
    async (req) => ok(await roomTypes.save(currentStaff(req), req.body), CATALOG_MESSAGES.roomTypeSaved),
  );
};
