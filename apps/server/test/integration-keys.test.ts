import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OpenAPIV3 } from 'openapi-types';
import { auditLog } from '@hotel/db/schema/audit';
import { integrationKeys } from '@hotel/db/schema/integration-api';
import { INTEGRATION_KEY_MESSAGES, type IntegrationKey } from '@hotel/shared/schemas/admin/integration-keys';
import { INTEGRATION_API_MESSAGES } from '@hotel/shared/schemas/integration-api';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { demoStaff } from './helpers/desk.ts';
import { integrationCall, makeKey, revokeKey } from './helpers/integration-api.ts';
import { useMemberApp } from './helpers/member-app.ts';
import { adminCall, staffCookieHeader } from './helpers/staff-app.ts';

/**
 * The integration API's keys (decision 0065): made by the group administrator and shown once, only
 * the hash stored, revoked at once, every change audited without the secret; the API's own document.
 * Who may manage keys is the role suite's (integration-keys.cases.ts).
 */
const t = useMemberApp();
let admin: string;

beforeAll(async () => {
  admin = await demoStaff(t.app, 'admin');
});

const list = async () => expectSuccess(await adminCall<{ items: IntegrationKey[] }>(t.app, 'GET', '/integration-keys', { headers: staffCookieHeader(admin) })).items;

describe('key lifecycle', () => {
  it('shows the key once, stores only the SHA-256 of its secret, and audits without it', async () => {
    const created = await makeKey(t.app, admin, { name: 'PMS 本館', hotelCodes: ['pro001', 'pro001'], scope: 'read' });
    expect(created.secret).toMatch(/^fk_[0-9a-f]{24}_[A-Za-z0-9_-]{43}$/);
    expect(created.key).toMatchObject({ name: 'PMS 本館', hotelCodes: ['pro001'], scope: 'read', lastUsedAt: null, revokedAt: null });
    const secret = created.secret.slice(28);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);

    const [row] = await t.db.select().from(integrationKeys).where(eq(integrationKeys.id, created.key.id));
    expect(row!.keyId).toBe(created.key.keyId);
    expect(row!.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);

    const listed = await list();
    expect(listed.find((k) => k.id === created.key.id)).toEqual(created.key);
    expect(JSON.stringify(listed)).not.toContain(secret);

    const lines = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'integration_key'), eq(auditLog.entityId, String(created.key.id))));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ actor: 'staff', action: 'create' });
    expect(JSON.stringify(lines)).not.toContain(secret);
    expect(JSON.stringify(lines)).not.toContain(row!.secretHash);
  });

  it('uses the key, marks it used, and refuses it the moment it is revoked', async () => {
    const created = await makeKey(t.app, admin, { hotelCodes: ['pro001'], scope: 'read' });
    expectSuccess(await integrationCall(t.app, 'GET', '/reservations', created.secret, { query: { hotel: 'pro001', limit: '1' } }));
    expect((await list()).find((k) => k.id === created.key.id)!.lastUsedAt).not.toBeNull();

    await revokeKey(t.app, admin, created.key.id);
    const refused = await integrationCall(t.app, 'GET', '/reservations', created.secret, { query: { hotel: 'pro001' } });
    expectFailure(refused, 401);
    expect(refused.body.message).toBe(INTEGRATION_API_MESSAGES.unauthorized);
    expect(refused.headers['www-authenticate']).toMatch(/^Bearer/);
    expect((await list()).find((k) => k.id === created.key.id)!.revokedAt).not.toBeNull();

    const again = await adminCall(t.app, 'POST', '/integration-keys/revoke', { body: { id: created.key.id }, headers: staffCookieHeader(admin) });
    expectFailure(again, 400);
    expect(again.body.message).toBe(INTEGRATION_KEY_MESSAGES.alreadyRevoked);
    expectFailure(await adminCall(t.app, 'POST', '/integration-keys/revoke', { body: { id: 99999 }, headers: staffCookieHeader(admin) }), 404);
  });

  it('refuses a wrong secret for a real key id, and hotels that do not exist', async () => {
    const created = await makeKey(t.app, admin, { hotelCodes: ['pro001'], scope: 'write' });
    const wrong = `${created.secret.slice(0, 28)}${'A'.repeat(43)}`;
    expectFailure(await integrationCall(t.app, 'GET', '/reservations', wrong, { query: { hotel: 'pro001' } }), 401);
    const unknown = await adminCall(t.app, 'POST', '/integration-keys', { body: { name: 'x', hotelCodes: ['pro999'], scope: 'read' }, headers: staffCookieHeader(admin) });
    expectFailure(unknown, 400);
    expect(unknown.body.message).toBe(INTEGRATION_KEY_MESSAGES.hotelUnknown);
  });
});

describe('its own OpenAPI document', () => {
  it('describes every integration route, with the bearer scheme, and nothing else', async () => {
    const created = await makeKey(t.app, admin, { hotelCodes: ['pro001'], scope: 'read' });
    const doc = expectRaw(await t.app.inject({ method: 'GET', url: '/integrationapi/v1/openapi.json', headers: { authorization: `Bearer ${created.secret}` } }));
    expect(doc.info.title).toBe('Felton Hotels integration API');
    expect(doc.components?.securitySchemes?.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const documented = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item!).map((method) => `${method.toUpperCase()} ${path}`));
    // Every route but the document itself and the catch-all of unknown paths.
    const routes = t.app.integrationRoutes.filter((r) => r.method !== 'HEAD' && !r.url.endsWith('/openapi.json') && r.access.action !== 'api_unknown').map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(routes.length).toBeGreaterThanOrEqual(3);
    expect(documented.sort()).toEqual(routes.sort());
    for (const item of Object.values(doc.paths)) for (const op of Object.values(item!) as OpenAPIV3.OperationObject[]) expect(op.security).toEqual([{ bearer: [] }]);

    const guest = expectRaw(await t.app.inject({ method: 'GET', url: '/crsapi/docs' }));
    expect(Object.keys(guest.paths).filter((p) => p.startsWith('/integrationapi'))).toEqual([]);
    const staff = expectRaw(await t.app.inject({ method: 'GET', url: '/adminapi/docs' }));
    expect(Object.keys(staff.paths).filter((p) => p.startsWith('/integrationapi'))).toEqual([]);
    expect(Object.keys(staff.paths)).toContain('/adminapi/v1/integration-keys');
  });

  it('is not shown without a key', async () => {
    expectFailure(await integrationCall(t.app, 'GET', '/openapi.json', null), 401);
  });
});

function expectRaw(response: { statusCode: number; json: <T>() => T }): OpenAPIV3.Document {
  expect(response.statusCode).toBe(200);
  return response.json<OpenAPIV3.Document>();
}
