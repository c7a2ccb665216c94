import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noticesEndpoints } from '@hotel/shared/schemas/admin/notices';
import { ok } from '../../lib/envelope.ts';
import { staffPath, staffQuery } from '../../lib/staff-endpoint.ts';
import { currentStaff, type StaffGuard } from '../staff/index.ts';
import type { NoticeInboxService } from './notice-inbox.service.ts';

export interface NoticeInboxRoutesOptions {
  inbox: NoticeInboxService;
  guard: StaffGuard;
}

/** /adminapi/v1/notices: what was sent to a hotel (notices.view), and the alerts for the group administrator (decision 0043). */
export const noticeInboxRoutes: FastifyPluginAsyncZod<NoticeInboxRoutesOptions> = async (app, { inbox, guard }) => {
  const tags = ['admin-notices'];
  const { list, detail } = noticesEndpoints;

  app.get(staffPath(list), staffQuery(list, tags, guard.hotel('notices.view')), async (req) =>
    ok(await inbox.list(currentStaff(req), req.query)),
  );

  app.get(staffPath(detail), staffQuery(detail, tags, guard.hotel('notices.view')), async (req) =>
    ok(await inbox.detail(currentStaff(req), req.query)),
  );
};
