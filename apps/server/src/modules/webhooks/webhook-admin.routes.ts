import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WEBHOOK_MESSAGES, webhooksEndpoints } from '@hotel/shared/schemas/admin/webhooks';
import { ok } from '../../lib/envelope.ts';
import { staffBody, staffPath, staffQuery } from '../../lib/staff-endpoint.ts';
import { currentStaff, type StaffGuard } from '../staff/index.ts';
import type { WebhookAdminService } from './webhook-admin.service.ts';

export interface WebhookAdminRoutesOptions {
  webhooks: WebhookAdminService;
  guard: StaffGuard;
}

/** /adminapi/v1/webhooks (decision 0064): the hotels' PMS endpoints are the group administrator's (integrations.manage). */
export const webhookAdminRoutes: FastifyPluginAsyncZod<WebhookAdminRoutesOptions> = async (app, { webhooks, guard }) => {
  const tags = ['admin-webhooks'];
  const { list, create, update, remove, rotateSecret, retry, log } = webhooksEndpoints;
  const admin = guard.group('integrations.manage');

  app.get(staffPath(list), staffQuery(list, tags, admin), async () => ok(await webhooks.list()));
  app.post(staffPath(create), staffBody(create, tags, admin), async (req) => ok(await webhooks.create(currentStaff(req), req.body), WEBHOOK_MESSAGES.created));
  app.post(staffPath(update), staffBody(update, tags, admin), async (req) => ok(await webhooks.update(currentStaff(req), req.body), WEBHOOK_MESSAGES.saved));
  app.post(staffPath(remove), staffBody(remove, tags, admin), async (req) => {
    await webhooks.remove(currentStaff(req), req.body.id);
    return ok(null, WEBHOOK_MESSAGES.removed);
  });
  app.post(staffPath(rotateSecret), staffBody(rotateSecret, tags, admin), async (req) => ok(await webhooks.rotateSecret(currentStaff(req), req.body.id), WEBHOOK_MESSAGES.secretRotated));
  app.post(staffPath(retry), staffBody(retry, tags, admin), async (req) => {
    await webhooks.retry(currentStaff(req), req.body.id);
    return ok(null, WEBHOOK_MESSAGES.retryStarted);
  });
  app.get(staffPath(log), staffQuery(log, tags, admin), async (req) => ok(await webhooks.log(req.query.id)));
};
