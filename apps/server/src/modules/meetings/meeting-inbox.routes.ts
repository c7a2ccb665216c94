import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEETINGS_MESSAGES, meetingsEndpoints } from '@hotel/shared/schemas/admin/meetings';
import { ok } from '../../lib/envelope.ts';
import { staffBody, staffPath, staffQuery } from '../../lib/staff-endpoint.ts';
import { currentStaff, type StaffGuard } from '../staff/index.ts';
import type { MeetingInboxService } from './meeting-inbox.service.ts';

export interface MeetingInboxRoutesOptions {
  inbox: MeetingInboxService;
  guard: StaffGuard;
}

/** /adminapi/v1/meetings: the meeting requests inbox of one hotel (meetings.handle). */
export const meetingInboxRoutes: FastifyPluginAsyncZod<MeetingInboxRoutesOptions> = async (app, { inbox, guard }) => {
  const tags = ['admin-meetings'];
  const { list, detail, update } = meetingsEndpoints;

  app.get(staffPath(list), staffQuery(list, tags, guard.hotel('meetings.handle')), async (req) =>
    ok(await inbox.list(req.query)),
  );

  app.get(staffPath(detail), staffQuery(detail, tags, guard.hotel('meetings.handle')), async (req) =>
    ok(await inbox.detail(currentStaff(req), req.query)),
  );

  app.post(staffPath(update), staffBody(update, tags, guard.hotel('meetings.handle')), async (req) => {
    const { detail: answer, changed } = await inbox.update(currentStaff(req), req.body);
    return ok(answer, changed ? MEETINGS_MESSAGES.updated : MEETINGS_MESSAGES.unchanged);
  });
};
