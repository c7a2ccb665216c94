import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROMOTIONS_MESSAGES, promotionsEndpoints } from '@hotel/shared/schemas/admin/promotions';
import { ok } from '../../lib/envelope.ts';
import { staffBody, staffPath, staffQuery } from '../../lib/staff-endpoint.ts';
import { currentStaff, type StaffGuard } from '../staff/index.ts';
import type { PromotionAdminService } from './promotion-admin.service.ts';

export interface PromotionAdminRoutesOptions {
  promotions: PromotionAdminService;
  guard: StaffGuard;
}

/**
 * /adminapi/v1/promotions (permission rates.edit). A promotion names several hotels or none, so
 * the routes are declared per record: the guard asks only for the role, and the service checks
 * every hotel of the promotion against theirs (an all-hotels promotion is a group administrator's).
 */
export const promotionAdminRoutes: FastifyPluginAsyncZod<PromotionAdminRoutesOptions> = async (app, { promotions, guard }) => {
  const tags = ['admin-promotions'];
  const { list, detail, save, active, remove } = promotionsEndpoints;
  const forRecord = guard.record('rates.edit');

  app.get(staffPath(list), staffQuery(list, tags, forRecord), async (req) =>
    ok({ items: await promotions.list(currentStaff(req), req.query) }),
  );

  app.get(staffPath(detail), staffQuery(detail, tags, forRecord), async (req) =>
    ok(await promotions.detail(currentStaff(req), req.query.id)),
  );

  app.post(staffPath(save), staffBody(save, tags, forRecord), async (req) =>
    ok(await promotions.save(currentStaff(req), req.body), PROMOTIONS_MESSAGES.saved),
  );

  app.post(staffPath(active), staffBody(active, tags, forRecord), async (req) => {
    const saved = await promotions.setActive(currentStaff(req), req.body.id, req.body.active);
    return ok(saved, saved.active ? PROMOTIONS_MESSAGES.resumed : PROMOTIONS_MESSAGES.stopped);
  });

  app.post(staffPath(remove), staffBody(remove, tags, forRecord), async (req) =>
    ok(await promotions.remove(currentStaff(req), req.body.id), PROMOTIONS_MESSAGES.deleted),
  );
};
