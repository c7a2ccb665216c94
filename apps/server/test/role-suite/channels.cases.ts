import type { Database } from '@hotel/db/client';
import { channelConnections, channelMappings } from '@hotel/db/schema/channels';
import { FOREIGN_HOTEL, hotelListCase, OWN_HOTEL, type RoleCase } from './role-case.ts';

/** A connection selling both the own and the foreign hotel (its password sealed under nothing real: nothing is sent). */
async function setup(db: Database): Promise<Record<string, unknown>> {
  const now = new Date();
  const [row] = await db
    .insert(channelConnections)
    .values({ name: 'ロール接続', type: 'pmsxchange', endpointUrl: 'https://127.0.0.1/ws', requestorId: 'ROLE', username: 'role', passwordSealed: 'v1.x.y.z', hotelCodes: [OWN_HOTEL, FOREIGN_HOTEL], enabled: true, createdAt: now, updatedAt: now })
    .returning({ id: channelConnections.id });
  return { id: row!.id };
}

/**
 * A refusal changes no connection's settings and no mapping. (Not the sending state or the sync log:
 * an allowed full sync's sending goes on in the background while the next case runs.)
 */
const snapshot = async (db: Database) => ({
  connections: await db
    .select({ id: channelConnections.id, name: channelConnections.name, endpointUrl: channelConnections.endpointUrl, hotelCodes: channelConnections.hotelCodes, enabled: channelConnections.enabled, updatedAt: channelConnections.updatedAt })
    .from(channelConnections)
    .orderBy(channelConnections.id),
  mappings: await db.select().from(channelMappings),
});

/** Connections and mappings are the group's (channels.manage); a hotel's sync log and full sync are its manager's too (channels.sync). */
const GROUP_ADMIN_ONLY = ['group_admin'] as const;
const SYNCERS = ['group_admin', 'hotel_manager'] as const;

export const channelsCases: RoleCase[] = [
  { route: 'GET /adminapi/v1/channels', allowed: GROUP_ADMIN_ONLY, perHotel: false, request: () => ({ method: 'GET', path: '/channels' }) },
  {
    route: 'POST /adminapi/v1/channels',
    allowed: GROUP_ADMIN_ONLY,
    perHotel: false,
    setup,
    snapshot,
    // The endpoint names this machine: refused with 400 for whoever may save, before anything is written.
    request: (hotel) => ({ method: 'POST', path: '/channels', body: { name: 'x', endpointUrl: 'https://127.0.0.1/ws', requestorId: 'X', username: 'x', password: 'x', hotelCodes: [hotel], enabled: false } }),
  },
  {
    route: 'GET /adminapi/v1/channels/mapping',
    allowed: GROUP_ADMIN_ONLY,
    perHotel: false,
    setup,
    request: (hotel, fixture) => ({ method: 'GET', path: '/channels/mapping', query: { id: String(fixture.id), hotel } }),
  },
  {
    route: 'POST /adminapi/v1/channels/mapping',
    allowed: GROUP_ADMIN_ONLY,
    perHotel: false,
    setup,
    snapshot,
    request: (hotel, fixture) => ({ method: 'POST', path: '/channels/mapping', body: { id: fixture.id, hotel, hotelChannelCode: 'H1', rooms: {}, rates: {} } }),
  },
  hotelListCase('/channels/log', SYNCERS),
  {
    route: 'POST /adminapi/v1/channels/full-sync',
    allowed: SYNCERS,
    perHotel: true,
    setup,
    // No snapshot: an allowed run's send goes on in the background; a refusal leaves no audit line (the suite checks), and the audit line comes before the send.
    request: (hotel, fixture) => ({ method: 'POST', path: '/channels/full-sync', body: { id: fixture.id, hotel } }),
  },
  {
    route: 'POST /adminapi/v1/channels/pull',
    allowed: SYNCERS,
    perHotel: true,
    setup,
    // As the full sync: the pull goes on in the background; a refusal leaves no audit line.
    request: (hotel, fixture) => ({ method: 'POST', path: '/channels/pull', body: { id: fixture.id, hotel } }),
  },
];
