import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { StaffRole } from '@hotel/shared/schemas/admin/auth';
import { staffGuard } from './staff-guard.ts';
import { StaffAccess } from './staff-access.ts';
import type { SignedInStaff, StaffSessionService } from './staff-session.service.ts';

/** Tokens a fake session service knows. */
const PEOPLE: Record<string, SignedInStaff> = Object.fromEntries(
  (
    [
      ['tok-admin', 'group_admin', []],
      ['tok-manager', 'hotel_manager', ['pro001']],
      ['tok-front', 'front_desk', ['pro001']],
    ] as [string, StaffRole, string[]][]
  ).map(([token, role, hotels], i) => [token, { sessionId: i, staffId: i, email: `${role}@example.jp`, name: role, role, hotels }]),
);
const sessions = { resolve: async (token: string | undefined) => (token ? (PEOPLE[token] ?? null) : null) } as unknown as StaffSessionService;

/** A body schema that refuses everything: whoever reaches validation gets 400. */
const refuseEveryBody = { body: { type: 'object', required: ['never'], properties: { never: { type: 'string' } } } };

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.decorateRequest('staff', null);
  const guard = staffGuard(sessions, new StaffAccess());
  app.get('/rates', guard.hotel('rates.edit'), async (req) => ({ who: req.staff?.role }));
  app.post('/rates', { schema: refuseEveryBody, ...guard.hotel('rates.edit') }, async () => ({}));
  app.post('/upload', guard.hotel('content.edit', 'query'), async () => ({ uploaded: true }));
  app.get('/group-pages', guard.hotel('content.edit', { fixed: 'pro018' }), async () => ({ ok: true }));
  app.get('/staff', guard.group('staff.manage'), async (req) => ({ who: req.staff?.role }));
  app.post('/staff', { schema: refuseEveryBody, ...guard.group('staff.manage') }, async () => ({}));
  app.get('/me', guard.signedIn(), async (req) => ({ who: req.staff?.role }));
  app.get('/open', guard.publicRoute(), async () => ({ open: true }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const send = (method: 'GET' | 'HEAD' | 'POST', url: string, token?: string, body?: unknown) =>
  app.inject({ method, url, headers: token ? { cookie: `staff_session=${token}` } : {}, ...(body === undefined ? {} : { payload: body as object }) });

describe('the staff guard', () => {
  it.each([
    ['tok-admin', 'GET', '/rates?hotel=pro002', 200],
    ['tok-manager', 'GET', '/rates?hotel=pro001', 200],
    ['tok-manager', 'GET', '/rates?hotel=pro002', 403],
    ['tok-manager', 'HEAD', '/rates?hotel=pro001', 200],
    // HEAD reads the query as GET does: it used to read the (absent) body and let anyone through.
    ['tok-manager', 'HEAD', '/rates?hotel=pro002', 403],
    // A hotel the request does not name, or names twice, is no hotel: refused for a hotel-bound person.
    ['tok-manager', 'GET', '/rates', 403],
    ['tok-manager', 'GET', '/rates?hotel=pro001&hotel=pro002', 403],
    ['tok-admin', 'GET', '/rates', 200],
    ['tok-front', 'GET', '/rates?hotel=pro001', 403],
    ['tok-admin', 'GET', '/staff', 200],
    ['tok-manager', 'GET', '/staff', 403],
    ['tok-manager', 'GET', '/group-pages', 403],
    ['tok-admin', 'GET', '/group-pages', 200],
    ['tok-front', 'GET', '/me', 200],
    [undefined, 'GET', '/me', 401],
    [undefined, 'GET', '/staff', 401],
    [undefined, 'GET', '/open', 200],
    ['tok-unknown', 'GET', '/rates?hotel=pro001', 401],
  ] as const)('%s: %s %s answers %i', async (token, method, url, status) => {
    const response = await send(method, url, token);
    expect(response.statusCode).toBe(status);
    if (method === 'HEAD') return;
    if (status === 403) expect(response.json()).toEqual({ success: false, statusCode: 403, data: null, message: SERVER_MESSAGES.staffForbidden });
    if (status === 401) expect(response.json()).toMatchObject({ success: false, statusCode: 401, message: SERVER_MESSAGES.staffNotSignedIn });
  });

  it('reads the hotel of a write from its body, and of an upload from its query', async () => {
    expect((await send('POST', '/rates', 'tok-manager', { hotel: 'pro002' })).statusCode).toBe(403);
    expect((await send('POST', '/rates?hotel=pro001', 'tok-manager', { hotel: 'pro002' })).statusCode).toBe(403);
    expect((await send('POST', '/upload?hotel=pro002', 'tok-manager', { hotel: 'pro001' })).statusCode).toBe(403);
    expect((await send('POST', '/upload?hotel=pro001', 'tok-manager')).json()).toEqual({ uploaded: true });
  });

  it('refuses before validating: nobody learns a validation rule without the right to call', async () => {
    expect((await send('POST', '/staff', undefined, {})).statusCode).toBe(401);
    expect((await send('POST', '/staff', 'tok-manager', {})).statusCode).toBe(403);
    expect((await send('POST', '/rates', 'tok-manager', { hotel: 'pro002' })).statusCode).toBe(403);
    // Allowed callers do reach validation.
    expect((await send('POST', '/staff', 'tok-admin', {})).statusCode).toBe(400);
    expect((await send('POST', '/rates', 'tok-manager', { hotel: 'pro001' })).statusCode).toBe(400);
  });

  it('hands the route the person', async () => {
    expect((await send('GET', '/rates?hotel=pro001', 'tok-manager')).json()).toEqual({ who: 'hotel_manager' });
  });

  it('only reads the staff cookie, never the guest one', async () => {
    const response = await app.inject({ method: 'GET', url: '/staff', headers: { cookie: 'ft_session=tok-admin' } });
    expect(response.statusCode).toBe(401);
  });
});
