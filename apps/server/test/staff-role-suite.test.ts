import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '@hotel/shared/schemas/admin/auth';
import type { Database } from '@hotel/db/client';
import { auditLog } from '@hotel/db/schema/audit';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';
import { buildApp } from '../src/app.ts';
import { createTestDb } from './helpers/test-db.ts';
import { call, type RawResponse } from './helpers/member-app.ts';
import { ADMIN, signIn, staffCookieHeader } from './helpers/staff-app.ts';
import { ROLE_CASES, ROUTES_WITHOUT_ROLE_CASE } from './role-suite/index.ts';
import { FOREIGN_HOTEL, OWN_HOTEL, type RoleCase } from './role-suite/role-case.ts';
import { testLogger } from './helpers/test-logger.ts';
import { TEST_PASSWORD_COST } from './helpers/password-cost.ts';

/**
 * The role suite (issue 10): every staff endpoint, as nobody, as every role, for the own and a
 * foreign hotel. Every refusal is 401 / 403 (404 for a foreign record the service will not even
 * name), carries no data, writes no audit line and leaves the case's snapshot as it was.
 * A staff route without a case fails the suite, so a new endpoint cannot skip it.
 */
let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
const registered: string[] = [];
const tokens = new Map<StaffRole, string>();
const fixtures = new Map<RoleCase, Record<string, unknown>>();

beforeAll(async () => {
  const testDb = await createTestDb();
  db = testDb.db;
  app = await buildApp({ passwordCost: TEST_PASSWORD_COST,
    db,
    demoMode: true,
    logger: testLogger(),
    beforeRoutes: async (root) => {
      root.addHook('onRoute', (route) => {
        if (!route.url.startsWith(ADMIN)) return;
        for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
      });
    },
  });
  await app.ready();
  close = async () => {
    await app.close();
    await testDb.close();
  };
  for (const role of STAFF_ROLES) tokens.set(role, await signIn(app, DEMO_STAFF.find((s) => s.role === role)!.email, DEMO_STAFF_PASSWORD));
  for (const roleCase of ROLE_CASES) fixtures.set(roleCase, (await roleCase.setup?.(db)) ?? {});
});

afterAll(async () => {
  await close?.();
});

async function send(roleCase: RoleCase, hotel: string, role: StaffRole | null): Promise<RawResponse> {
  const { method, path, query, body } = roleCase.request(hotel, fixtures.get(roleCase)!);
  const headers = role ? staffCookieHeader(tokens.get(role)!) : {};
  // A file download (orders/export.csv) answers its file when allowed and the JSON envelope when refused.
  if (method === 'GET' && path.endsWith('.csv')) {
    const response = await app.inject({ method, url: `${ADMIN}${path}`, ...(query ? { query } : {}), headers });
    const json = String(response.headers['content-type']).startsWith('application/json');
    return { status: response.statusCode, headers: response.headers, body: json ? response.json() : { success: true, statusCode: 200, message: '', data: response.body } };
  }
  return call(app, method, `${ADMIN}${path}`, {
    ...(query ? { query } : {}),
    ...(body !== undefined ? { body } : {}),
    headers,
  });
}

const auditLines = async () => (await db.select({ n: count() }).from(auditLog))[0]!.n;

/** Sends a request that must be refused and proves it leaked and changed nothing. */
async function expectRefused(roleCase: RoleCase, hotel: string, role: StaffRole | null, statuses: number[]): Promise<void> {
  const fixture = fixtures.get(roleCase)!;
  const before = { audit: await auditLines(), snapshot: await roleCase.snapshot?.(db, fixture) };
  const response = await send(roleCase, hotel, role);
  const who = `${role ?? 'nobody'} for ${hotel}`;
  expect(statuses, `${roleCase.route} as ${who} answered ${response.status}: ${JSON.stringify(response.body).slice(0, 200)}`).toContain(response.status);
  expect(response.body.success, who).toBe(false);
  expect(response.body.data, `${roleCase.route} as ${who} leaked data`).toBeNull();
  expect({ audit: await auditLines(), snapshot: await roleCase.snapshot?.(db, fixture) }, `${roleCase.route} as ${who} changed something`).toEqual(before);
}

async function expectAllowed(roleCase: RoleCase, hotel: string, role: StaffRole): Promise<void> {
  const response = await send(roleCase, hotel, role);
  expect([401, 403], `${roleCase.route} as ${role} for ${hotel} was refused: ${JSON.stringify(response.body).slice(0, 200)}`).not.toContain(response.status);
}

describe('the role suite', () => {
  it('has a case for every staff route', () => {
    const covered = new Set([...ROLE_CASES.map((c) => c.route), ...ROUTES_WITHOUT_ROLE_CASE]);
    expect(registered.length).toBeGreaterThan(0);
    expect(registered.filter((route) => !covered.has(route))).toEqual([]);
    expect(ROLE_CASES.map((c) => c.route).filter((route) => !registered.includes(route)), 'cases for routes that do not exist').toEqual([]);
  });

  describe.each(ROLE_CASES.map((c) => [c.route, c] as const))('%s', (_route, roleCase) => {
    it('refuses anyone not signed in', async () => {
      await expectRefused(roleCase, OWN_HOTEL, null, [401]);
    });

    it.each(STAFF_ROLES.map((role) => [role]))('as %s: allowed or refused by role and hotel', async (role) => {
      const allowed = roleCase.allowed.includes(role);
      if (!allowed) {
        await expectRefused(roleCase, OWN_HOTEL, role, [403]);
        await expectRefused(roleCase, FOREIGN_HOTEL, role, [403]);
        return;
      }
      await expectAllowed(roleCase, OWN_HOTEL, role);
      if (!roleCase.perHotel) return;
      if (role === 'group_admin') await expectAllowed(roleCase, FOREIGN_HOTEL, role);
      else await expectRefused(roleCase, FOREIGN_HOTEL, role, [403, 404]);
    });
  });
});
