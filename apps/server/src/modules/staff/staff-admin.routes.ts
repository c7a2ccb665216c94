import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_MESSAGES, staffEndpoints } from '@hotel/shared/schemas/admin/staff';
import { ok } from '../../lib/envelope.ts';
import { staffBody, staffPath, staffQuery } from '../../lib/staff-endpoint.ts';
import { currentStaff, type StaffGuard } from './staff-guard.ts';
import type { StaffAdminService } from './staff-admin.service.ts';

export interface StaffAdminRoutesOptions {
  staffAdmin: StaffAdminService;
  guard: StaffGuard;
}

/** /adminapi/v1/staff/*: staff accounts, group administrators only (staff.manage, group-wide). */
export const staffAdminRoutes: FastifyPluginAsyncZod<StaffAdminRoutesOptions> = async (app, { staffAdmin, guard }) => {
  const tags = ['staff'];
  const forGroup = guard.group('staff.manage');
  const e = staffEndpoints;

  app.get(staffPath(e.list), staffQuery(e.list, tags, forGroup), async () =>
    ok({ items: await staffAdmin.list() }),
  );

  app.post(staffPath(e.create), staffBody(e.create, tags, forGroup), async (req) =>
    ok(await staffAdmin.create(currentStaff(req), req.body), STAFF_MESSAGES.created),
  );

  app.post(staffPath(e.update), staffBody(e.update, tags, forGroup), async (req) =>
    ok(await staffAdmin.update(currentStaff(req), req.body), STAFF_MESSAGES.updated),
  );

  app.post(staffPath(e.disable), staffBody(e.disable, tags, forGroup), async (req) =>
    ok(await staffAdmin.disable(currentStaff(req), req.body.id), STAFF_MESSAGES.disabled),
  );

  app.post(staffPath(e.enable), staffBody(e.enable, tags, forGroup), async (req) =>
    ok(await staffAdmin.enable(currentStaff(req), req.body.id), STAFF_MESSAGES.enabled),
  );

  app.post(staffPath(e.passwordLink), staffBody(e.passwordLink, tags, forGroup), async (req) =>
    ok({ link: await staffAdmin.issueLink(currentStaff(req), req.body.id) }, STAFF_MESSAGES.linkIssued),
  );

  app.post(staffPath(e.resetTotp), staffBody(e.resetTotp, tags, forGroup), async (req) =>
    ok(await staffAdmin.resetTotp(currentStaff(req), req.body.id), STAFF_MESSAGES.totpReset),
  );
};
