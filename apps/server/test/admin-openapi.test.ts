import { describe, expect, it } from 'vitest';
import type { OpenAPIV3 } from 'openapi-types';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { auditEndpoints } from '@hotel/shared/schemas/admin/audit';
import { deskBookingEndpoints } from '@hotel/shared/schemas/admin/desk-booking';
import { accountEndpoints, staffEndpoints } from '@hotel/shared/schemas/admin/staff';
import { DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';
import { useMemberApp } from './helpers/member-app.ts';
import { signIn, staffCookieHeader } from './helpers/staff-app.ts';

const demo = useMemberApp();
const production = useMemberApp({ appOptions: { demoMode: false } });

const documentOf = async (url: string, headers: Record<string, string> = {}) => {
  const response = await demo.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  return response.json<OpenAPIV3.Document>();
};

describe('two OpenAPI documents', () => {
  it('the guest document (/crsapi/docs) lists no /adminapi path', async () => {
    const paths = Object.keys((await documentOf('/crsapi/docs')).paths);
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((p) => p.startsWith('/adminapi'))).toEqual([]);
  });

  it('the staff document (/adminapi/docs) lists the staff routes and nothing of the guest API', async () => {
    const doc = await documentOf('/adminapi/docs');
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Felton Hotels staff API');
    const paths = Object.keys(doc.paths);
    expect(paths.filter((p) => !p.startsWith('/adminapi/v1/'))).toEqual([]);
    for (const endpoint of [...Object.values(staffEndpoints), ...Object.values(accountEndpoints), auditEndpoints.list, ...Object.values(deskBookingEndpoints)]) {
      expect(doc.paths[endpoint.path]?.[endpoint.method.toLowerCase() as 'get' | 'post'], `${endpoint.method} ${endpoint.path}`).toBeDefined();
    }
    for (const path of ['/adminapi/v1/auth/login', '/adminapi/v1/auth/login/totp', '/adminapi/v1/auth/set-password', '/adminapi/v1/auth/me']) expect(paths).toContain(path);
    const audit = doc.paths['/adminapi/v1/audit']!.get!;
    expect(((audit.parameters ?? []) as OpenAPIV3.ParameterObject[]).map((p) => p.name).sort()).toEqual(['entity', 'entityId', 'from', 'hotel', 'page', 'staff', 'to']);
  });

  it('outside demo mode the staff document needs a signed-in member of staff', async () => {
    const refused = await production.app.inject({ method: 'GET', url: '/adminapi/docs' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ success: false, message: SERVER_MESSAGES.staffNotSignedIn });
    const token = await signIn(production.app, 'front@demo.felton', DEMO_STAFF_PASSWORD);
    const allowed = await production.app.inject({ method: 'GET', url: '/adminapi/docs', headers: staffCookieHeader(token) });
    expect(allowed.statusCode).toBe(200);
    expect(Object.keys(allowed.json<OpenAPIV3.Document>().paths)).toContain('/adminapi/v1/staff/list');
  });
});
