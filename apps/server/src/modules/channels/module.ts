import type { ModuleKit } from '../../lib/module-kit.ts';
import { SecretBox } from '../../lib/secret-box.ts';
import type { AuditTrail } from '../audit/index.ts';
import type { ChannelOrdersService } from '../orders/index.ts';
import type { AdminApi } from '../staff/index.ts';
import { channelAdminRoutes } from './channel-admin.routes.ts';
import { ChannelAdminService, type ChannelCatalog } from './channel-admin.service.ts';
import { ChannelReservationsService, type OverbookingNotices } from './channel-reservations.service.ts';
import { ChannelSyncService, type ChannelFailing, type ChannelInventory, type ChannelPromotions } from './channel-sync.service.ts';
import { fetchTransport, type ChannelTransport } from './channel-transport.ts';
import { ChannelConnectionRepository } from './connection.repository.ts';
import { endpointProblem, parseAllowedHosts } from './endpoint-guard.ts';
import { ChannelReservationRepository } from './reservation.repository.ts';

/**
 * The key when CHANNEL_SECRET_KEY is unset (demo mode, development, tests): fixed and public, so it
 * protects nothing; production refuses to start without a key of its own once a connection exists.
 */
export const DEMO_CHANNEL_KEY = 'felton-demo-channel-secret-key-not-secret';

export interface ChannelsModuleDeps {
  inventory: ChannelInventory;
  catalog: ChannelCatalog;
  /** Discounts': the promotions open to anyone, for Google (decision 0066). */
  promotions: ChannelPromotions;
  audit: AuditTrail;
  /** Orders' writer of channel orders (decision 0063). */
  channelOrders: Pick<ChannelOrdersService, 'book' | 'amend' | 'cancel'>;
  /** Notices': the hotel told of an overbooking. */
  notices: OverbookingNotices;
  alerts: { channelFailing(failing: ChannelFailing): Promise<void> };
  /** CHANNEL_SECRET_KEY; unset: DEMO_CHANNEL_KEY. */
  secretKey?: string;
  /** CHANNEL_ALLOWED_HOSTS. */
  allowedHosts?: string;
  transport?: ChannelTransport;
}

/**
 * Channel managers (issue 26, decision 0062): the connections, what each owes (written by the
 * triggers of migration 0028), the sender that delivers it, and the back office's pages' API.
 */
export function createChannelsModule({ db, clock, log, inTransaction }: Pick<ModuleKit, 'db' | 'clock' | 'log' | 'inTransaction'>, deps: ChannelsModuleDeps) {
  const repository = new ChannelConnectionRepository(db);
  const allowed = parseAllowedHosts(deps.allowedHosts);
  const box = new SecretBox(deps.secretKey ?? DEMO_CHANNEL_KEY);
  const checkEndpoint = (url: string) => endpointProblem(url, allowed);
  const reservations = new ChannelReservationsService({
    inTransaction,
    reservations: new ChannelReservationRepository(db),
    orders: deps.channelOrders,
    catalog: { roomTypesOf: (hotelCode) => deps.catalog.roomTypesOf(hotelCode), listRatePlans: (hotelCode) => deps.inventory.listRatePlans(hotelCode) },
    notices: deps.notices,
    audit: deps.audit,
    clock,
    log,
  });
  const channelSync = new ChannelSyncService({ repository, promotions: deps.promotions, inventory: deps.inventory, rooms: deps.catalog, box, transport: deps.transport ?? fetchTransport, endpointProblem: checkEndpoint, alerts: deps.alerts, reservations, clock, log });
  const channelAdmin = new ChannelAdminService({ inTransaction, repository, catalog: deps.catalog, sync: channelSync, box, endpointProblem: checkEndpoint, audit: deps.audit, clock, log });
  return {
    /** How many connections are stored (main.ts: the start-up check). */
    channelConnectionCount: () => repository.count(),
    channelSync,
    adminApi: ((admin, { guard }) => admin.register(channelAdminRoutes, { channels: channelAdmin, guard })) satisfies AdminApi,
  };
}
