import type { Database } from '@hotel/db/client';
import { webhookEndpoints } from '@hotel/db/schema/webhooks';
import { OWN_HOTEL, type RoleCase } from './role-case.ts';

/** An endpoint of the own hotel (its secret sealed under nothing real: nothing is sent to it). */
async function setup(db: Database): Promise<Record<string, unknown>> {
  const now = new Date();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ hotelCode: OWN_HOTEL, url: 'https://127.0.0.1/events', description: 'ロール', secretSealed: 'v1.x.y.z', enabled: false, createdAt: now, updatedAt: now })
    .returning({ id: webhookEndpoints.id });
  return { id: row!.id };
}

/** A refusal changes no endpoint (its address, state and secret). */
const snapshot = async (db: Database) => ({
  endpoints: await db
    .select({ id: webhookEndpoints.id, url: webhookEndpoints.url, enabled: webhookEndpoints.enabled, secretSealed: webhookEndpoints.secretSealed, nextTryAt: webhookEndpoints.nextTryAt })
    .from(webhookEndpoints)
    .orderBy(webhookEndpoints.id),
});

/** The hotels' PMS endpoints are the group's (integrations.manage): nobody else, not even the hotel's manager. */
const GROUP_ADMIN_ONLY = ['group_admin'] as const;
const groupCase = (route: string, request: RoleCase['request'], withSnapshot = true): RoleCase => ({ route, allowed: GROUP_ADMIN_ONLY, perHotel: false, setup, ...(withSnapshot ? { snapshot } : {}), request });

export const webhooksCases: RoleCase[] = [
  groupCase('GET /adminapi/v1/webhooks', () => ({ method: 'GET', path: '/webhooks' }), false),
  // The address names this machine: refused with 400 for whoever may save, before anything is written.
  groupCase('POST /adminapi/v1/webhooks', (hotel) => ({ method: 'POST', path: '/webhooks', body: { hotelCode: hotel, url: 'https://127.0.0.1/x', enabled: false } })),
  groupCase('POST /adminapi/v1/webhooks/update', (_hotel, fixture) => ({ method: 'POST', path: '/webhooks/update', body: { id: fixture.id, url: 'https://127.0.0.1/events', description: '変更', enabled: false } }), false),
  groupCase('POST /adminapi/v1/webhooks/delete', (_hotel, fixture) => ({ method: 'POST', path: '/webhooks/delete', body: { id: fixture.id } }), false),
  groupCase('POST /adminapi/v1/webhooks/rotate-secret', (_hotel, fixture) => ({ method: 'POST', path: '/webhooks/rotate-secret', body: { id: fixture.id } }), false),
  // Switched off: the retry is refused (409) even for the administrator, so nothing is sent.
  groupCase('POST /adminapi/v1/webhooks/retry', (_hotel, fixture) => ({ method: 'POST', path: '/webhooks/retry', body: { id: fixture.id } })),
  groupCase('GET /adminapi/v1/webhooks/log', (_hotel, fixture) => ({ method: 'GET', path: '/webhooks/log', query: { id: String(fixture.id) } }), false),
];
