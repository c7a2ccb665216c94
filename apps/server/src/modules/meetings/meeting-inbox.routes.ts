import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEETINGS_MESSAGES, meetingsEndpoints } from '@hotel/shared/schemas/admin/meetings';
import { envelope } from '@hotel/shared/schemas/envelope';
import { ok } from '../../lib/envelope.ts';
import { currentStaff, type StaffGuard } from '../staff/index.ts';
import type { MeetingInboxService } from './meeting-inbox.service.ts';

export interface MeetingInboxRoutesOptions {
  inbox: MeetingInboxService;
  guard: StaffGuard;
}

const ADMIN_PREFIX = '/adminapi/v1';
const routePath = (path: string) => path.slice(ADMIN_PREFIX.length);

/** /adminapi/v1/meetings: the meeting requests inbox of one hotel (meetings.handle). */
export const meetingInboxRoutes: FastifyPluginAsyncZod<MeetingInboxRoutesOptions> = async (app, { inbox, guard }) => {
  const tags = ['admin-meetings'];
  const { list, detail, update } = meetingsEndpoints;

  app.get(
    routePath(list.path),
    { schema: { tags, querystring: list.input, response: { 200: envelope(list.output) } }, ...guard.hotel('meetings.handle') },
    async (req) => ok(await inbox.list(req.query)),
  );

  app.get(
    routePath(detail.path),
    { schema: { tags, querystring: detail.input, response: { 200: envelope(detail.output) } }, ...guard.hotel('meetings.handle') },
    async (req) => ok(await inbox.detail(currentStaff(req), req.query)),
  );

  app.post(
    routePath(update.path),
    { schema: { tags, body: update.input, response: { 200: envelope(update.output) } }, ...guard.hotel('meetings.handle') },
    async (req) => {
      const { detail: answer, changed } = await inbox.update(currentStaff(req), req.body);
      return ok(answer, changed ? MEETINGS_MESSAGES.updated : MEETINGS_MESSAGES.unchanged);
    },
  );
};
