import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHANNEL_MESSAGES, channelsEndpoints } from '@hotel/shared/schemas/admin/channels';
import { ok } from '../../lib/envelope.ts';
import { staffBody, staffPath, staffQuery } from '../../lib/staff-endpoint.ts';
import { currentStaff, type StaffGuard } from '../staff/index.ts';
import type { ChannelAdminService } from './channel-admin.service.ts';

export interface ChannelAdminRoutesOptions {
  channels: ChannelAdminService;
  guard: StaffGuard;
}

/**
 * /adminapi/v1/channels (decision 0062): connections and their mapping are the group's
 * (channels.manage); a hotel's sync log, its full sync and a pull of its reservations are its manager's (channels.sync).
 */
export const channelAdminRoutes: FastifyPluginAsyncZod<ChannelAdminRoutesOptions> = async (app, { channels, guard }) => {
  const tags = ['admin-channels'];
  const { list, save, mapping, saveMapping, log, fullSync, pull } = channelsEndpoints;

  app.get(staffPath(list), staffQuery(list, tags, guard.group('channels.manage')), async () => ok(await channels.list()));

  app.post(staffPath(save), staffBody(save, tags, guard.group('channels.manage')), async (req) => ok(await channels.save(currentStaff(req), req.body), CHANNEL_MESSAGES.saved));

  app.get(staffPath(mapping), staffQuery(mapping, tags, guard.group('channels.manage')), async (req) => ok(await channels.mapping(req.query.id, req.query.hotel)));

  app.post(staffPath(saveMapping), staffBody(saveMapping, tags, guard.group('channels.manage')), async (req) =>
    ok(await channels.saveMapping(currentStaff(req), req.body), CHANNEL_MESSAGES.mappingSaved),
  );

  app.get(staffPath(log), staffQuery(log, tags, guard.hotel('channels.sync')), async (req) => ok(await channels.log(req.query.hotel, req.query.page)));

  app.post(staffPath(fullSync), staffBody(fullSync, tags, guard.hotel('channels.sync')), async (req) => {
    await channels.startFullSync(currentStaff(req), req.body.id, req.body.hotel);
    return ok(null, CHANNEL_MESSAGES.fullSyncStarted);
  });

  app.post(staffPath(pull), staffBody(pull, tags, guard.hotel('channels.sync')), async (req) => {
    await channels.startPull(currentStaff(req), req.body.id, req.body.hotel);
    return ok(null, CHANNEL_MESSAGES.pullStarted);
  });
};
