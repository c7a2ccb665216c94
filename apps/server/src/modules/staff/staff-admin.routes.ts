import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@hotel/shared/schemas/envelope';
import { STAFF_MESSAGES, staffEndpoints } from '@hotel/shared/schemas/admin/staff';
import { ok } from '../../lib/envelope.ts';
import { currentStaff, type StaffGuard } from './staff-guard.ts';
import type { StaffAdminService } from './staff-admin.service.ts';

export interface StaffAdminRoutesOptions {
  staffAdmin: StaffAdminService;
  guard: StaffGuard;
}

const path = (p: `/adminapi/v1/${string}`) => p.replace('/adminapi/v1', '');

/** /adminapi/v1/staff/*: staff accounts, group administrators only (staff.manage, group-wide). */
export const staffAdminRoutes: FastifyPluginAsyncZod<StaffAdminRoutesOptions> = async (app, { staffAdmin, guard }) => {
  const tags = ['staff'];
  const forGroup = guard.group('staff.manage');
  const e = staffEndpoints;

  app.get(path(e.list.path), { schema: { tags, querystring: e.list.input, response: { 200: envelope(e.list.output) } }, ...forGroup }, async () =>
    ok({ items: await staffAdmin.list() }),
  );

  app.post(path(e.create.path), { schema: { tags, body: e.create.input, response: { 200: envelope(e.create.output) } }, ...forGroup }, async (req) =>
    ok(await staffAdmin.create(currentStaff(req), req.body), STAFF_MESSAGES.created),
  );

  app.post(path(e.update.path), { schema: { tags, body: e.update.input, response: { 200: envelope(e.update.output) } }, ...forGroup }, async (req) =>
    ok(await staffAdmin.update(currentStaff(req), req.body), STAFF_MESSAGES.updated),
  );

  app.post(path(e.disable.path), { schema: { tags, body: e.disable.input, response: { 200: envelope(e.disable.output) } }, ...forGroup }, async (req) =>
    ok(await staffAdmin.disable(currentStaff(req), req.body.id), STAFF_MESSAGES.disabled),
  );

  app.post(path(e.enable.path), { schema: { tags, body: e.enable.input, response: { 200: envelope(e.enable.output) } }, ...forGroup }, async (req) =>
    ok(await staffAdmin.enable(currentStaff(req), req.body.id), STAFF_MESSAGES.enabled),
  );

  app.post(path(e.passwordLink.path), { schema: { tags, body: e.passwordLink.input, response: { 200: envelope(e.passwordLink.output) } }, ...forGroup }, async (req) =>
    ok({ link: await staffAdmin.issueLink(currentStaff(req), req.body.id) }, STAFF_MESSAGES.linkIssued),
  );

  app.post(path(e.resetTotp.path), { schema: { tags, body: e.resetTotp.input, response: { 200: envelope(e.resetTotp.output) } }, ...forGroup }, async (req) =>
    ok(await staffAdmin.resetTotp(currentStaff(req), req.body.id), STAFF_MESSAGES.totpReset),
  );
};
