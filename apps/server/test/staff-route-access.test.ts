import type { InjectOptions } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { GROUP_CODE } from '@hotel/shared/constants';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { STAFF_ROLES, type StaffRole } from '@hotel/shared/schemas/admin/auth';
import { ROLE_PERMISSIONS, type StaffPermission } from '@hotel/shared/schemas/admin/permissions';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';
import type { StaffRouteEntry } from '../src/plugins/staff-route-table.ts';
import { loginWithPassword, registerMember, SITE_HEADERS, useMemberApp } from './helpers/member-app.ts';
import { signIn, staffCookieHeader } from './helpers/staff-app.ts';

/**
 * Every staff route, every method Fastify answers for it (HEAD included), derived from the route
 * table and the routes' own declarations (plugins/staff-route-table.ts) and from the OpenAPI
 * document, so a route added tomorrow is tested tomorrow:
 * - nobody, and a guest member, get 401 on every operation that is not public, whatever the body:
 *   authentication comes before validation, so no validation rule is told to a stranger;
 * - a role without the permission gets 403, whatever the body;
 * - a hotel-bound person gets 403 on every hotel-scoped operation for a hotel not theirs, or with
 *   no hotel at all (fail closed).
 */
const t = useMemberApp();

/** The public staff operations, written out: a new one is a decision, not an accident. */
const PUBLIC = [
  'POST /adminapi/v1/auth/login',
  'POST /adminapi/v1/auth/login/totp',
  'GET /adminapi/v1/auth/set-password',
  'HEAD /adminapi/v1/auth/set-password',
  'POST /adminapi/v1/auth/set-password',
  // The staff API's document: public in demo mode only (admin-openapi.test.ts checks production).
  'GET /adminapi/docs',
  'HEAD /adminapi/docs',
];

/** Bodies nobody should be able to learn anything from. */
const BODIES: (object | string | undefined)[] = [undefined, {}, { hotel: 'pro003', id: 1, orderNo: 'x' }, '"not an object"', '{ broken json'];

const key = (e: Pick<StaffRouteEntry, 'method' | 'url'>) => `${e.method} ${e.url}`;
const QUERY_METHODS = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS']);

let routes: readonly StaffRouteEntry[];
const tokens = new Map<StaffRole, string>();
let memberToken: string;

beforeAll(async () => {
  routes = t.app.staffRoutes;
  for (const role of STAFF_ROLES) tokens.set(role, await signIn(t.app, DEMO_STAFF.find((s) => s.role === role)!.email, DEMO_STAFF_PASSWORD));
  const member = await registerMember(t.app);
  memberToken = await loginWithPassword(t.app, member.mobile, member.password);
});

function inject(entry: Pick<StaffRouteEntry, 'method' | 'url'>, headers: Record<string, string>, input?: object | string, inQuery = QUERY_METHODS.has(entry.method)): InjectOptions {
  const options: InjectOptions = { method: entry.method, url: entry.url, headers: { ...headers } };
  if (input === undefined) return options;
  if (inQuery && typeof input === 'object') options.query = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]));
  else if (!QUERY_METHODS.has(entry.method)) {
    options.payload = typeof input === 'string' ? input : JSON.stringify(input);
    options.headers = { ...options.headers, 'content-type': 'application/json' };
  }
  return options;
}

/** The refusal: the status, and for anything but HEAD the envelope with no data. */
async function expectRefused(options: InjectOptions, status: number, message: string, what: string) {
  const response = await t.app.inject(options);
  expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBe(status);
  if (options.method === 'HEAD') return;
  expect(response.json(), what).toMatchObject({ success: false, statusCode: status, data: null, message });
}

describe('the staff route table', () => {
  it('lists every staff route with its HEAD twin, each with a declaration', () => {
    expect(routes.length).toBeGreaterThan(50);
    const gets = routes.filter((e) => e.method === 'GET').map((e) => e.url);
    expect(routes.filter((e) => e.method === 'HEAD').map((e) => e.url).sort()).toEqual(gets.sort());
    for (const entry of routes) expect(entry.access.kind, key(entry)).toMatch(/^(public|signed-in|group|hotel|record)$/);
  });

  it('has exactly the public operations we decided on', () => {
    expect(routes.filter((e) => e.access.kind === 'public').map(key).sort()).toEqual([...PUBLIC].sort());
  });

  it('covers every operation of the staff OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/adminapi/docs' })).json<OpenAPIV3.Document>();
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item ?? {})
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(documented.length).toBeGreaterThan(50);
    const known = new Set(routes.map(key));
    expect(documented.filter((op) => !known.has(op))).toEqual([]);
  });
});

describe('authentication before validation', () => {
  const guarded = () => routes.filter((e) => e.access.kind !== 'public');

  it('nobody gets 401 on every operation that is not public, whatever the body', async () => {
    for (const entry of guarded()) {
      for (const body of BODIES) await expectRefused(inject(entry, {}, body), 401, SERVER_MESSAGES.staffNotSignedIn, `${key(entry)} as nobody with ${String(JSON.stringify(body))}`);
    }
  }, 120_000);

  it('a guest member (token header and cookie) gets 401 too', async () => {
    const asMember = { ...SITE_HEADERS, usertoken: memberToken, cookie: `ft_session=${memberToken}` };
    for (const entry of guarded()) {
      for (const body of BODIES) await expectRefused(inject(entry, asMember, body), 401, SERVER_MESSAGES.staffNotSignedIn, `${key(entry)} as a member with ${String(JSON.stringify(body))}`);
    }
  }, 120_000);

  it('a role without the permission gets 403, whatever the body', async () => {
    let cases = 0;
    for (const entry of routes) {
      if (!('permission' in entry.access)) continue;
      const { permission } = entry.access;
      for (const role of STAFF_ROLES.filter((r) => !ROLE_PERMISSIONS[r].includes(permission))) {
        for (const body of BODIES) {
          cases += 1;
          await expectRefused(inject(entry, staffCookieHeader(tokens.get(role)!), body), 403, SERVER_MESSAGES.staffForbidden, `${key(entry)} as ${role}`);
        }
      }
    }
    expect(cases).toBeGreaterThan(100);
  }, 180_000);
});

describe('hotel-scoped operations, for a hotel that is not theirs', () => {
  /** Each hotel-bound demo person with the permission, and the hotel that is not theirs. */
  const boundPeople = (permission: StaffPermission) => DEMO_STAFF.filter((s) => s.role !== 'group_admin' && ROLE_PERMISSIONS[s.role].includes(permission));

  it('refuses every method (HEAD included) for a foreign hotel, and when no hotel is named', async () => {
    let cases = 0;
    for (const entry of routes.filter((e) => e.access.kind === 'hotel')) {
      const access = entry.access as Extract<StaffRouteEntry['access'], { kind: 'hotel' }>;
      for (const person of boundPeople(access.permission)) {
        const token = tokens.get(person.role)!;
        const headers = staffCookieHeader(token);
        const inQuery = access.hotel === 'query' || QUERY_METHODS.has(entry.method);
        if (typeof access.hotel === 'object') {
          // A fixed hotel (the group's own pages): refused to whoever does not have it.
          if (person.hotels.includes(access.hotel.fixed)) continue;
          expect(access.hotel.fixed).toBe(GROUP_CODE);
          await expectRefused(inject(entry, headers, {}, inQuery), 403, SERVER_MESSAGES.staffForbidden, `${key(entry)} as ${person.role}`);
          cases += 1;
          continue;
        }
        const foreign = ['pro003', 'pro005', GROUP_CODE].find((h) => !person.hotels.includes(h))!;
        await expectRefused(inject(entry, headers, { hotel: foreign }, inQuery), 403, SERVER_MESSAGES.staffForbidden, `${key(entry)} as ${person.role} for ${foreign}`);
        await expectRefused(inject(entry, headers, {}, inQuery), 403, SERVER_MESSAGES.staffForbidden, `${key(entry)} as ${person.role} naming no hotel`);
        cases += 2;
      }
    }
    expect(cases).toBeGreaterThan(50);
  }, 120_000);

  it('HEAD answers what GET answers for a foreign hotel: no length of a foreign list', async () => {
    const manager = staffCookieHeader(tokens.get('hotel_manager')!);
    for (const url of ['/adminapi/v1/catalog/plans', '/adminapi/v1/catalog/room-types', '/adminapi/v1/content/news/list', '/adminapi/v1/content/sales/list', '/adminapi/v1/content/banners/list']) {
      const get = await t.app.inject({ method: 'GET', url, query: { hotel: 'pro003' }, headers: manager });
      const head = await t.app.inject({ method: 'HEAD', url, query: { hotel: 'pro003' }, headers: manager });
      expect([get.statusCode, head.statusCode], url).toEqual([403, 403]);
      expect(head.headers['content-length'], url).toBe(get.headers['content-length']);
    }
  });
});
