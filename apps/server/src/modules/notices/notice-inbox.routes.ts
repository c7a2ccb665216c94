import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noticesEndpoints } from '@hotel/shared/schemas/admin/notices';
import { envelope } from '@hotel/shared/schemas/envelope';
import { ok } from '../../lib/envelope.ts';
import { currentStaff, type StaffGuard } from '../staff/index.ts';
import type { NoticeInboxService } from './notice-inbox.service.ts';

export interface NoticeInboxRoutesOptions {
  inbox: NoticeInboxService;
  guard: StaffGuard;
}

const ADMIN_PREFIX = '/adminapi/v1';
const routePath = (path: string) => path.slice(ADMIN_PREFIX.length);

/** /adminapi/v1/notices: what was sent to a hotel (notices.view), and the alerts for the group administrator (decision 0043). */
export const noticeInboxRoutes: FastifyPluginAsyncZod<NoticeInboxRoutesOptions> = async (app, { inbox, guard }) => {
  const tags = ['admin-notices'];
  const { list, detail } = noticesEndpoints;

  app.get(
    routePath(list.path),
    { schema: { tags, querystring: list.input, response: { 200: envelope(list.output) } }, ...guard.hotel('notices.view') },
    async (req) => ok(await inbox.list(currentStaff(req), req.query)),
  );

  app.get(
    routePath(detail.path),
    { schema: { tags, querystring: detail.input, response: { 200: envelope(detail.output) } }, ...guard.hotel('notices.view') },
    async (req) => ok(await inbox.detail(currentStaff(req), req.query)),
  );
};
