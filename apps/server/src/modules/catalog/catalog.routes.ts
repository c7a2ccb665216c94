import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOG_MESSAGES, listRatePlans, listRoomTypes, saveRatePlan, saveRoomType } from '@hotel/shared/schemas/admin/catalog';
import { ok } from '../../lib/envelope.ts';
import { staffBody, staffPath, staffQuery } from '../../lib/staff-endpoint.ts';
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

  app.get(staffPath(listRatePlans), staffQuery(listRatePlans, tags, forHotel), async (req) =>
    ok({ plans: await plans.list(req.query.hotel) }),
  );

  app.post(staffPath(saveRatePlan), staffBody(saveRatePlan, tags, forHotel), async (req) =>
    ok(await plans.save(currentStaff(req), req.body), CATALOG_MESSAGES.planSaved),
  );

  app.get(staffPath(listRoomTypes), staffQuery(listRoomTypes, tags, forHotel), async (req) =>
    ok(await roomTypes.list(req.query.hotel)),
  );

  app.post(staffPath(saveRoomType), staffBody(saveRoomType, tags, forHotel), async (req) =>
    ok(await roomTypes.save(currentStaff(req), req.body), CATALOG_MESSAGES.roomTypeSaved),
  );
};
