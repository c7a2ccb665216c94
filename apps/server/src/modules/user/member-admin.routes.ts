import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEMBERS_MESSAGES, membersEndpoints } from '@hotel/shared/schemas/admin/members';
import { ok } from '../../lib/envelope.ts';
import { staffBody, staffPath, staffQuery } from '../../lib/staff-endpoint.ts';
import { currentStaff, type StaffGuard } from '../staff/index.ts';
import type { MemberLookupService } from './member-lookup.service.ts';

export interface MemberAdminRoutesOptions {
  members: MemberLookupService;
  guard: StaffGuard;
}

/** /adminapi/v1/members: look up (members.view) and adjust points (members.points); group-wide, no hotel. */
export const memberAdminRoutes: FastifyPluginAsyncZod<MemberAdminRoutesOptions> = async (app, { members, guard }) => {
  const tags = ['admin-members'];
  const { search, detail, points } = membersEndpoints;

  app.get(staffPath(search), staffQuery(search, tags, guard.group('members.view')), async (req) =>
    ok(await members.search(req.query.q)),
  );

  app.get(staffPath(detail), staffQuery(detail, tags, guard.group('members.view')), async (req) =>
    ok(await members.detail(req.query.id)),
  );

  app.post(staffPath(points), staffBody(points, tags, guard.group('members.points')), async (req) => {
    const result = await members.adjustPoints(currentStaff(req), req.body);
    return ok(result, MEMBERS_MESSAGES.adjusted(result.points));
  });
};
