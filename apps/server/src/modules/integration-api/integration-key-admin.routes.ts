import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INTEGRATION_KEY_MESSAGES, integrationKeysEndpoints } from '@hotel/shared/schemas/admin/integration-keys';
import { ok } from '../../lib/envelope.ts';
import { staffBody, staffPath, staffQuery } from '../../lib/staff-endpoint.ts';
import { currentStaff, type StaffGuard } from '../staff/index.ts';
import type { IntegrationKeysService } from './integration-keys.service.ts';

export interface IntegrationKeyAdminRoutesOptions {
  keys: IntegrationKeysService;
  guard: StaffGuard;
}

/** /adminapi/v1/integration-keys (decision 0065): the group administrator's (integrations.manage). */
export const integrationKeyAdminRoutes: FastifyPluginAsyncZod<IntegrationKeyAdminRoutesOptions> = async (app, { keys, guard }) => {
  const tags = ['admin-integration-keys'];
  const { list, create, revoke } = integrationKeysEndpoints;

  app.get(staffPath(list), staffQuery(list, tags, guard.group('integrations.manage')), async () => ok(await keys.list()));

  app.post(staffPath(create), staffBody(create, tags, guard.group('integrations.manage')), async (req) => ok(await keys.create(currentStaff(req), req.body), INTEGRATION_KEY_MESSAGES.created));

  app.post(staffPath(revoke), staffBody(revoke, tags, guard.group('integrations.manage')), async (req) => ok(await keys.revoke(currentStaff(req), req.body.id), INTEGRATION_KEY_MESSAGES.revoked));
};
