import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { StaffRole } from '@hotel/shared/schemas/admin/auth';
import { staffGuard } from './require-staff.ts';
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

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.decorateRequest('staff', null);
  const requireStaff = staffGuard(sessions, new StaffAccess());
  app.get('/hotels/:hotel/rates', { preHandler: requireStaff('rates.edit', (req) => (req.params as { hotel: string }).hotel) }, async (req) => ({ who: req.staff?.role }));
  app.get('/staff', { preHandler: requireStaff('staff.manage') }, async (req) => ({ who: req.staff?.role }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? { cookie: `staff_session=${token}` } : {} });

describe('requireStaff(permission, hotelFrom)', () => {
  it.each([
    ['tok-admin', '/hotels/pro002/rates', 200],
    ['tok-manager', '/hotels/pro001/rates', 200],
    ['tok-manager', '/hotels/pro002/rates', 403],
    ['tok-front', '/hotels/pro001/rates', 403],
    ['tok-admin', '/staff', 200],
    ['tok-manager', '/staff', 403],
    [undefined, '/staff', 401],
    ['tok-unknown', '/hotels/pro001/rates', 401],
  ])('%s on %s answers %i', async (token, url, status) => {
    const response = await get(url, token);
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json()).toEqual({ success: false, statusCode: 403, data: null, message: SERVER_MESSAGES.staffForbidden });
    if (status === 401) expect(response.json()).toMatchObject({ success: false, statusCode: 401, message: SERVER_MESSAGES.staffNotSignedIn });
  });

  it('hands the route the person', async () => {
    expect((await get('/hotels/pro001/rates', 'tok-manager')).json()).toEqual({ who: 'hotel_manager' });
  });

  it('only reads the staff cookie, never the guest one', async () => {
    const response = await app.inject({ method: 'GET', url: '/staff', headers: { cookie: 'ft_session=tok-admin' } });
    expect(response.statusCode).toBe(401);
  });
});
