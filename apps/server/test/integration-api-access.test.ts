import { randomBytes } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@hotel/db/schema/audit';
import { orders } from '@hotel/db/schema/orders';
import { addDays } from '@hotel/shared/hotel-date';
import { INTEGRATION_API_MESSAGES as M, INTEGRATION_API_PREFIX } from '@hotel/shared/schemas/integration-api';
import type { IntegrationRouteEntry } from '../src/modules/integration-api/index.ts';
import { JAPANESE } from './helpers/expectations.ts';
import { demoStaff } from './helpers/desk.ts';
import { makeKey, revokeKey } from './helpers/integration-api.ts';
import { useMemberApp } from './helpers/member-app.ts';

/**
 * Every integration route × every method Fastify answers for it (HEAD included), derived from the
 * route table (app.integrationRoutes, each route's declaration), so a route added tomorrow is
 * tested tomorrow: no key, a malformed, unknown or revoked key → 401 before anything is read; a
 * key for another hotel, or a request naming no hotel → 403; a read-only key on a write route →
 * 403; only then validation (400, in Japanese). No refusal changes an order or a night; a refusal
 * after authentication is one audit line by the key, one before it none at all.
 */
const t = useMemberApp();
const OWN = 'pro001';
const FOREIGN = 'pro003';
const keys = { read: '', write: '', foreign: '', revoked: '' };
let orderNo: string;

beforeAll(async () => {
  const admin = await demoStaff(t.app, 'admin');
  keys.read = (await makeKey(t.app, admin, { hotelCodes: [OWN], scope: 'read' })).secret;
  keys.write = (await makeKey(t.app, admin, { hotelCodes: [OWN], scope: 'write' })).secret;
  keys.foreign = (await makeKey(t.app, admin, { hotelCodes: [FOREIGN], scope: 'write' })).secret;
  const revoked = await makeKey(t.app, admin, { hotelCodes: [OWN], scope: 'write' });
  await revokeKey(t.app, admin, revoked.key.id);
  keys.revoked = revoked.secret;
  const [order] = await t.db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.hotelCode, OWN)).limit(1);
  orderNo = order!.orderNo;
});

const routes = () => t.app.integrationRoutes;
const name = (e: IntegrationRouteEntry) => `${e.method} ${e.url}`;
const hasBody = (method: string) => method === 'POST';
/** The scope's catch-all: unknown paths, 404 to a key (tested below with the others). */
const isCatchAll = (e: IntegrationRouteEntry) => e.access.action === 'api_unknown';

/** A request the route would accept from the right key, acting for `hotel` (undefined: naming none). */
function request(entry: IntegrationRouteEntry, hotel: string | undefined, authorization?: string): InjectOptions {
  const url = entry.url.replace(':orderNo', orderNo).replace('*', 'nothing-here');
  const headers = authorization === undefined ? {} : { authorization };
  const night = addDays(t.app.today(), 20);
  const input = { ...(hotel === undefined ? {} : { hotel }) };
  if (hasBody(entry.method)) return { method: entry.method, url, headers, payload: { ...input, roomTypes: ['SK'], from: night, to: night, rooms: 7, stopSell: true } };
  return { method: entry.method, url, headers, query: input };
}

/**
 * What no refusal may change: the orders and nights of both hotels. Any insert or update gives its
 * row the writing transaction's id (xmin), newer than every row before it, so the count and the
 * newest xmin of each table change with any write.
 */
const fingerprint = async () => {
  const result: unknown = await t.db.execute(
    sql`select (select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from room_nights where hotel_code in (${OWN}, ${FOREIGN})) || '/' || (select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from orders where hotel_code in (${OWN}, ${FOREIGN})) as f`,
  );
  // node-postgres answers { rows }, PGlite's driver the rows themselves.
  const rows = ((result as { rows?: unknown }).rows ?? result) as { f: string }[];
  return rows[0]!.f;
};
const integrationLines = async () => (await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.actor, 'integration')))[0]!.n;
const refusedLines = async () => (await t.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.actor, 'integration'), eq(auditLog.action, 'api_refused'))))[0]!.n;

/** Sends a request that must be refused with `status` (and `message` when given) and proves it changed nothing. */
async function expectRefused(options: InjectOptions, status: number, message: string | undefined, audited: boolean) {
  const before = { data: await fingerprint(), lines: await integrationLines(), refused: await refusedLines() };
  const response = await t.app.inject(options);
  const what = `${String(options.method)} ${JSON.stringify(options.url)} (${String(options.headers?.authorization ?? 'no key').slice(0, 20)})`;
  expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBe(status);
  if (options.method !== 'HEAD') {
    const body = response.json();
    expect(body).toMatchObject({ success: false, statusCode: status, data: null, message: expect.stringMatching(JAPANESE) });
    if (message) expect(body.message, what).toBe(message);
  }
  if (status !== 401) expect(response.headers['cache-control'], what).toBe('no-store');
  if (status === 401) expect(response.headers['www-authenticate'], what).toMatch(/^Bearer/);
  const after = { data: await fingerprint(), lines: await integrationLines(), refused: await refusedLines() };
  expect(after.data, `${what} changed orders or nights`).toBe(before.data);
  expect(after.lines - before.lines, `${what}: audit lines`).toBe(audited ? 1 : 0);
  expect(after.refused - before.refused, `${what}: refusal lines`).toBe(audited ? 1 : 0);
}

const NOT_KEYS = () => [
  undefined,
  '',
  'Bearer',
  'Bearer nonsense',
  'Basic YWRtaW46YWRtaW4=',
  `Bearer fk_${randomBytes(12).toString('hex')}_${randomBytes(32).toString('base64url')}`,
  `Bearer ${keys.read}x`,
  keys.read,
  `Bearer ${keys.revoked}`,
];

describe('the integration route table', () => {
  it('lists the API with a declaration for every method, HEAD included', () => {
    const listed = routes().map(name);
    for (const route of ['GET /integrationapi/v1/reservations', 'HEAD /integrationapi/v1/reservations', 'GET /integrationapi/v1/reservations/:orderNo', 'HEAD /integrationapi/v1/reservations/:orderNo', 'POST /integrationapi/v1/inventory', 'GET /integrationapi/v1/openapi.json']) {
      expect(listed).toContain(route);
    }
    expect(routes().every((r) => r.url.startsWith(INTEGRATION_API_PREFIX))).toBe(true);
  });
});


describe('every route and method', () => {
  it('refuses no key, a malformed, unknown or revoked key with 401 before anything else, and writes no line', { timeout: 60_000 }, async () => {
    for (const entry of routes()) {
      // The catch-all of unknown paths answers every method: no key and a revoked one are enough there.
      const notKeys = isCatchAll(entry) ? [undefined, `Bearer ${keys.revoked}`] : NOT_KEYS();
      for (const authorization of notKeys) await expectRefused(request(entry, OWN, authorization), 401, M.unauthorized, false);
      // Junk input changes nothing: authentication comes first.
      await expectRefused({ ...request(entry, undefined), ...(hasBody(entry.method) ? { payload: '{ broken' , headers: { 'content-type': 'application/json' } } : { query: { hotel: ['a', 'b'], limit: 'x' } }) }, 401, M.unauthorized, false);
    }
  });

  it('refuses a key for another hotel, and a request naming no hotel or two, with 403', async () => {
    for (const entry of routes().filter((r) => r.access.hotel)) {
      await expectRefused(request(entry, OWN, `Bearer ${keys.foreign}`), 403, M.hotelForbidden, true);
      await expectRefused(request(entry, FOREIGN, `Bearer ${keys.write}`), 403, M.hotelForbidden, true);
      await expectRefused(request(entry, undefined, `Bearer ${keys.write}`), 403, M.hotelForbidden, true);
      if (!hasBody(entry.method)) await expectRefused({ ...request(entry, undefined, `Bearer ${keys.write}`), query: { hotel: [OWN, OWN] } }, 403, M.hotelForbidden, true);
    }
  });

  it('refuses a read-only key on a write route with 403', async () => {
    const writes = routes().filter((r) => r.access.scope === 'write');
    expect(writes.length).toBeGreaterThan(0);
    for (const entry of writes) await expectRefused(request(entry, OWN, `Bearer ${keys.read}`), 403, M.scopeForbidden, true);
  });

  it('validates only after the key, the hotel and the scope (400 in Japanese)', async () => {
    for (const entry of routes().filter((r) => r.access.hotel && r.method !== 'HEAD')) {
      const bad: InjectOptions = hasBody(entry.method)
        ? { ...request(entry, OWN, `Bearer ${keys.write}`), payload: { hotel: OWN, roomTypes: [], from: 'x', to: 'y' } }
        : { ...request(entry, OWN, `Bearer ${keys.read}`), query: { hotel: OWN, limit: '0', cursor: '!!' } };
      if (entry.url.endsWith(':orderNo')) bad.url = `${INTEGRATION_API_PREFIX}/reservations/${'x'.repeat(40)}`;
      await expectRefused(bad, 400, undefined, true);
    }
  });

  it('answers the right key', async () => {
    for (const entry of routes().filter((r) => r.access.scope === 'read' && !isCatchAll(r))) {
      const response = await t.app.inject(request(entry, OWN, `Bearer ${keys.read}`));
      expect(response.statusCode, `${name(entry)}: ${response.body.slice(0, 200)}`).toBe(200);
    }
  });
});

describe('unknown paths under the prefix', () => {
  it('are 401 without a key and 404 with one', async () => {
    for (const method of ['GET', 'POST', 'DELETE', 'PUT'] as const) {
      for (const path of ['/nope', '/reservations/x/y', '']) {
        await expectRefused({ method, url: `${INTEGRATION_API_PREFIX}${path}` }, 401, M.unauthorized, false);
        await expectRefused({ method, url: `${INTEGRATION_API_PREFIX}${path}`, headers: { authorization: `Bearer ${keys.read}` } }, 404, undefined, true);
      }
    }
    // A known path with a method it does not answer is unknown too.
    await expectRefused({ method: 'DELETE', url: `${INTEGRATION_API_PREFIX}/reservations`, headers: { authorization: `Bearer ${keys.write}` } }, 404, undefined, true);
  });
});
