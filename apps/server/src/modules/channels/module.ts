import type { ModuleKit } from '../../lib/module-kit.ts';
import { ChannelConnectionRepository } from './connection.repository.ts';

/**
 * Channel managers (issue 26, decision 0062). So far: the connections stored, which the start-up
 * check counts (their passwords need CHANNEL_SECRET_KEY); what each connection owes is written by
 * the triggers of migration 0028.
 */
export function createChannelsModule({ db }: Pick<ModuleKit, 'db'>) {
  const connections = new ChannelConnectionRepository(db);
  return {
    /** How many connections are stored (main.ts: the start-up check). */
    channelConnectionCount: () => connections.count(),
  };
}
