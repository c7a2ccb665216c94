import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEMBERS_MESSAGES, membersEndpoints } from '@hotel/shared/schemas/admin/members';
import { envelope } from '@hotel/shared/schemas/envelope';
import { ok } from '../../lib/envelope.ts';
import { currentStaff, type StaffGuard } from '../staff/index.ts';
import type { MemberLookupService } from './member-lookup.service.ts';

export interface MemberAdminRoutesOptions {
  members: MemberLookupService;
  guard: StaffGuard;
}

const routePath = (path: string) => path.slice('/adminapi/v1'.length);

/** /adminapi/v1/members: look up (members.view) and adjust points (members.points); group-wide, no hotel. */
export const memberAdminRoutes: FastifyPluginAsyncZod<MemberAdminRoutesOptions> = async (app, { members, guard }) => {
  const tags = ['admin-members'];
  const { search, detail, points } = membersEndpoints;

  app.get(
    routePath(search.path),
    { schema: { tags, querystring: search.input, response: { 200: envelope(search.output) } }, ...guard.group('members.view') },
    async (req) => ok(await members.search(req.query.q)),
  );

  app.get(
    routePath(detail.path),
    { schema: { tags, querystring: detail.input, response: { 200: envelope(detail.output) } }, ...guard.group('members.view') },
    async (req) => ok(await members.detail(req.query.id)),
  );

  app.post(
    routePath(points.path),
    { schema: { tags, body: points.input, response: { 200: envelope(points.output) } }, ...guard.group('members.points') },
    async (req) => {
      const result = await members.adjustPoints(currentStaff(req), req.body);
      return ok(result, MEMBERS_MESSAGES.adjusted(result.points));
    },
  );
};
