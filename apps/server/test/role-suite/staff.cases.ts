import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { STAFF_ROLES } from '@hotel/shared/schemas/admin/auth';
import type { Database } from '@hotel/db/client';
import { staff, staffHotels, staffPasswordLinks } from '@hotel/db/schema/staff';
import type { RoleCase } from './role-case.ts';

/**
 * /adminapi/v1/staff/*: staff accounts are the group's, so only a group administrator, and the
 * hotel in a request changes nothing (perHotel false). The changes act on a person of their own
 * (setup), never on the demo accounts the suite is signed in with.
 */
async function target(db: Database): Promise<Record<string, unknown>> {
  const [row] = await db
    .insert(staff)
    .values({ email: `role-suite-${randomBytes(4).toString('hex')}@example.jp`, displayName: 'ロール 確認', passwordHash: '!not-set', role: 'front_desk' })
    .returning({ id: staff.id });
  await db.insert(staffHotels).values({ staffId: row!.id, hotelCode: 'pro001' });
  return { id: row!.id };
}

/** Everything a refused change could have touched: the target person, their hotels and links, and how many staff there are. */
async function snapshot(db: Database, fixture: Record<string, unknown>) {
  const id = fixture.id as number;
  const [person] = await db.select().from(staff).where(eq(staff.id, id));
  const hotels = await db.select().from(staffHotels).where(eq(staffHotels.staffId, id));
  const links = await db.select().from(staffPasswordLinks).where(eq(staffPasswordLinks.staffId, id));
  const [everyone] = await db.select({ n: count() }).from(staff);
  return { person, hotels, links, everyone: everyone!.n };
}

const adminOnly = (route: string, path: string, body?: (hotel: string, id: number) => unknown): RoleCase => ({
  route,
  allowed: ['group_admin'],
  perHotel: false,
  setup: target,
  snapshot,
  request: (hotel, fixture) =>
    body ? { method: 'POST', path, body: body(hotel, fixture.id as number) } : { method: 'GET', path },
});

export const staffCases: RoleCase[] = [
  adminOnly('GET /adminapi/v1/staff/list', '/staff/list'),
  adminOnly('POST /adminapi/v1/staff/create', '/staff/create', (hotel) => ({
    name: '新しい 職員',
    email: `new-${randomBytes(4).toString('hex')}@example.jp`,
    role: 'front_desk',
    hotels: [hotel],
  })),
  adminOnly('POST /adminapi/v1/staff/update', '/staff/update', (hotel, id) => ({ id, name: '名前 変更', role: 'hotel_manager', hotels: [hotel] })),
  adminOnly('POST /adminapi/v1/staff/disable', '/staff/disable', (_hotel, id) => ({ id })),
  adminOnly('POST /adminapi/v1/staff/enable', '/staff/enable', (_hotel, id) => ({ id })),
  adminOnly('POST /adminapi/v1/staff/password-link', '/staff/password-link', (_hotel, id) => ({ id })),
  adminOnly('POST /adminapi/v1/staff/reset-totp', '/staff/reset-totp', (_hotel, id) => ({ id })),
];

/**
 * /adminapi/v1/account/*: everyone signed in, for themselves only. A wrong code is a 400 (the
 * suite only asks that no role is refused with 401/403); the TOTP paths are tested in staff-totp.test.ts.
 */
export const accountCases: RoleCase[] = [
  { route: 'GET /adminapi/v1/account', allowed: STAFF_ROLES, perHotel: false, request: () => ({ method: 'GET', path: '/account' }) },
  { route: 'POST /adminapi/v1/account/totp/start', allowed: STAFF_ROLES, perHotel: false, request: () => ({ method: 'POST', path: '/account/totp/start', body: {} }) },
  {
    route: 'POST /adminapi/v1/account/totp/confirm',
    allowed: STAFF_ROLES,
    perHotel: false,
    request: () => ({ method: 'POST', path: '/account/totp/confirm', body: { code: '000000' } }),
  },
  {
    route: 'POST /adminapi/v1/account/totp/disable',
    allowed: STAFF_ROLES,
    perHotel: false,
    request: () => ({ method: 'POST', path: '/account/totp/disable', body: { code: '000000' } }),
  },
];
