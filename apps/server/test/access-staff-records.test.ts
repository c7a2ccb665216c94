import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@hotel/shared/schemas/admin/auth';
import type { Database } from '@hotel/db/client';
import { auditLog } from '@hotel/db/schema/audit';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';
import { buildApp } from '../src/app.ts';
import { expectFailure } from './helpers/expectations.ts';
import { call } from './helpers/member-app.ts';
import { ADMIN, signIn, staffCookieHeader } from './helpers/staff-app.ts';
import { createTestDb } from './helpers/test-db.ts';
import { ROLE_CASES } from './role-suite/index.ts';
import { FOREIGN_HOTEL, OWN_HOTEL, type RoleCase } from './role-suite/role-case.ts';
import { TEST_PASSWORD_COST } from './helpers/password-cost.ts';

/**
 * Access between hotels (issue 11), the gap the role suite leaves: it sends a foreign hotel's
 * record with the foreign hotel's code, which the guard refuses on the code alone. Here every
 * role case that names a record is sent with the OWN hotel's code and the FOREIGN hotel's record
 * (order number, meeting, news, offer, banner id…), as every hotel-bound role allowed the
 * endpoint: the service itself must refuse (403/404), leak nothing and change nothing.
 */
let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
const tokens = new Map<StaffRole, string>();
const fixtures = new Map<RoleCase, Record<string, unknown>>();

/** The fixture with the own and the foreign hotel's records swapped: keys 'pro001' and '<kind>:pro001'. */
function swapped(fixture: Record<string, unknown>): Record<string, unknown> {
  const swap = (key: string) => (key === OWN_HOTEL ? FOREIGN_HOTEL : key === FOREIGN_HOTEL ? OWN_HOTEL : key.endsWith(`:${OWN_HOTEL}`) ? key.replace(`:${OWN_HOTEL}`, `:${FOREIGN_HOTEL}`) : key.endsWith(`:${FOREIGN_HOTEL}`) ? key.replace(`:${FOREIGN_HOTEL}`, `:${OWN_HOTEL}`) : key);
  return Object.fromEntries(Object.keys(fixture).map((key) => [key, fixture[swap(key)]]));
}

/** Role cases whose request names a record of the hotel (it differs once the records are swapped). */
const recordCases = () =>
  ROLE_CASES.filter((c) => c.perHotel && c.setup).filter((c) => {
    const fixture = fixtures.get(c)!;
    return JSON.stringify(c.request(OWN_HOTEL, fixture)) !== JSON.stringify(c.request(OWN_HOTEL, swapped(fixture)));
  });

beforeAll(async () => {
  const testDb = await createTestDb();
  db = testDb.db;
  app = await buildApp({ passwordCost: TEST_PASSWORD_COST, db, demoMode: true });
  await app.ready();
  close = async () => {
    await app.close();
    await testDb.close();
  };
  for (const person of DEMO_STAFF) if (person.role !== 'group_admin') tokens.set(person.role, await signIn(app, person.email, DEMO_STAFF_PASSWORD));
  for (const roleCase of ROLE_CASES) if (roleCase.perHotel && roleCase.setup) fixtures.set(roleCase, await roleCase.setup(db));
}, 120_000);

afterAll(async () => {
  await close?.();
});

const auditLines = async () => (await db.select({ n: count() }).from(auditLog))[0]!.n;

describe("staff and another hotel's records under their own hotel's code", () => {
  it('finds record-naming cases in the orders, meetings and content areas', () => {
    const areas = new Set(recordCases().map((c) => c.route.split('/')[3]));
    expect([...areas].sort()).toEqual(expect.arrayContaining(['content', 'meetings', 'orders']));
  });

  it('refuses every one, as every hotel-bound role allowed the endpoint, leaking and changing nothing', async () => {
    let attempts = 0;
    for (const roleCase of recordCases()) {
      const fixture = fixtures.get(roleCase)!;
      const { method, path, query, body } = roleCase.request(OWN_HOTEL, swapped(fixture));
      for (const role of roleCase.allowed) {
        if (role === 'group_admin' || !tokens.has(role)) continue;
        const before = { audit: await auditLines(), snapshot: await roleCase.snapshot?.(db, fixture) };
        const response = await call(app, method, `${ADMIN}${path}`, { ...(query ? { query } : {}), ...(body !== undefined ? { body } : {}), headers: staffCookieHeader(tokens.get(role)!) });
        const label = `${roleCase.route} as ${role} for ${OWN_HOTEL} naming ${FOREIGN_HOTEL}'s record: ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`;
        attempts += 1;
        expect([403, 404], label).toContain(response.status);
        expectFailure(response, response.status);
        expect({ audit: await auditLines(), snapshot: await roleCase.snapshot?.(db, fixture) }, `${label} changed something`).toEqual(before);
      }
    }
    console.log(`[access] staff cross-hotel record attempts: ${attempts} over ${recordCases().length} endpoints`);
    expect(attempts).toBeGreaterThan(15);
  }, 300_000);
});
