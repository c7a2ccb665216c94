import type { ModuleKit } from '../../lib/module-kit.ts';
import { SecretBox } from '../../lib/secret-box.ts';
import { ChannelSyncService, type ChannelFailing, type ChannelInventory } from './channel-sync.service.ts';
import { fetchTransport, type ChannelTransport } from './channel-transport.ts';
import { ChannelConnectionRepository } from './connection.repository.ts';
import { endpointProblem, parseAllowedHosts } from './endpoint-guard.ts';

/**
 * The key when CHANNEL_SECRET_KEY is unset (demo mode, development, tests): fixed and public, so it
 * protects nothing; production refuses to start without a key of its own once a connection exists.
 */
export const DEMO_CHANNEL_KEY = 'felton-demo-channel-secret-key-not-secret';

export interface ChannelsModuleDeps {
  inventory: ChannelInventory;
  alerts: { channelFailing(failing: ChannelFailing): Promise<void> };
  /** CHANNEL_SECRET_KEY; unset: DEMO_CHANNEL_KEY. */
  secretKey?: string;
  /** CHANNEL_ALLOWED_HOSTS. */
  allowedHosts?: string;
  transport?: ChannelTransport;
}

/**
 * Channel managers (issue 26, decision 0062): the connections, what each owes (written by the
 * triggers of migration 0028) and the sender that delivers it, one sender per connection.
 */
export function createChannelsModule({ db, clock, log }: Pick<ModuleKit, 'db' | 'clock' | 'log'>, deps: ChannelsModuleDeps) {
  const repository = new ChannelConnectionRepository(db);
  const allowed = parseAllowedHosts(deps.allowedHosts);
  const channelSync = new ChannelSyncService({
    repository,
    inventory: deps.inventory,
    box: new SecretBox(deps.secretKey ?? DEMO_CHANNEL_KEY),
    transport: deps.transport ?? fetchTransport,
    endpointProblem: (url) => endpointProblem(url, allowed),
    alerts: deps.alerts,
    clock,
    log,
  });
  return {
    /** How many connections are stored (main.ts: the start-up check). */
    channelConnectionCount: () => repository.count(),
    channelSync,
  };
}
