import type { Database } from '@hotel/db/client';
import { integrationKeys } from '@hotel/db/schema/integration-api';
import type { RoleCase } from './role-case.ts';

/** A live key to revoke (its hash names no secret anybody holds). */
async function setup(db: Database): Promise<Record<string, unknown>> {
  const [row] = await db
    .insert(integrationKeys)
    .values({ name: 'ロールキー', keyId: 'a0a0a0a0a0a0a0a0a0a0a0a0', secretHash: '0'.repeat(64), hotelCodes: ['pro001'], scope: 'read', createdAt: new Date() })
    .returning({ id: integrationKeys.id });
  return { id: row!.id };
}

/** A refusal makes no key and revokes none. */
const snapshot = async (db: Database) => db.select({ id: integrationKeys.id, revokedAt: integrationKeys.revokedAt }).from(integrationKeys).orderBy(integrationKeys.id);

/** Integration API keys are the group's (integrations.manage): the group administrator only. */
const GROUP_ADMIN_ONLY = ['group_admin'] as const;

export const integrationKeysCases: RoleCase[] = [
  { route: 'GET /adminapi/v1/integration-keys', allowed: GROUP_ADMIN_ONLY, perHotel: false, request: () => ({ method: 'GET', path: '/integration-keys' }) },
  {
    route: 'POST /adminapi/v1/integration-keys',
    allowed: GROUP_ADMIN_ONLY,
    perHotel: false,
    snapshot,
    request: (hotel) => ({ method: 'POST', path: '/integration-keys', body: { name: 'ロール', hotelCodes: [hotel], scope: 'read' } }),
  },
  {
    route: 'POST /adminapi/v1/integration-keys/revoke',
    allowed: GROUP_ADMIN_ONLY,
    perHotel: false,
    setup,
    snapshot,
    request: (_hotel, fixture) => ({ method: 'POST', path: '/integration-keys/revoke', body: { id: fixture.id } }),
  },
];
