import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOG_MESSAGES, listRatePlans, listRoomTypes, saveRatePlan, saveRoomType } from '@hotel/shared/schemas/admin/catalog';
import { envelope } from '@hotel/shared/schemas/envelope';
import { ok } from '../../lib/envelope.ts';
import type { RatePlanAdminService } from '../inventory/index.ts';
import type { RoomTypeAdminService } from '../rooms/index.ts';
import { currentStaff, type StaffGuard } from '../staff/index.ts';

export interface CatalogRoutesOptions {
  plans: RatePlanAdminService;
  roomTypes: RoomTypeAdminService;
  guard: StaffGuard;
}

/** /adminapi/v1/catalog/*: one hotel's rate plans and room types (permission rates.edit for that hotel). */
export const catalogRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, { plans, roomTypes, guard }) => {
  const tags = ['catalog'];
  const forHotel = guard.hotel('rates.edit');
  const path = (p: string) => p.replace('/adminapi/v1', '');

  app.get(
    path(listRatePlans.path),
    { schema: { tags, querystring: listRatePlans.input, response: { 200: envelope(listRatePlans.output) } }, ...forHotel },
    async (req) => ok({ plans: await plans.list(req.query.hotel) }),
  );

  app.post(
    path(saveRatePlan.path),
    { schema: { tags, body: saveRatePlan.input, response: { 200: envelope(saveRatePlan.output) } }, ...forHotel },
    async (req) => ok(await plans.save(currentStaff(req), req.body), CATALOG_MESSAGES.planSaved),
  );

  app.get(
    path(listRoomTypes.path),
    { schema: { tags, querystring: listRoomTypes.input, response: { 200: envelope(listRoomTypes.output) } }, ...forHotel },
    async (req) => ok(await roomTypes.list(req.query.hotel)),
  );

  app.post(
    path(saveRoomType.path),
    { schema: { tags, body: saveRoomType.input, response: { 200: envelope(saveRoomType.output) } }, ...forHotel },
    async (req) => ok(await roomTypes.save(currentStaff(req), req.body), CATALOG_MESSAGES.roomTypeSaved),
  );
};
