import { eq } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { members } from '@hotel/db/schema/user';
import type { RoleCase } from './role-case.ts';

/** A member of the suite's own, so adjusting points touches nobody else's balance. */
async function setup(db: Database): Promise<Record<string, unknown>> {
  const [row] = await db
    .insert(members)
    .values({ mobile: '16698760001', name: 'ロール 会員', sex: 0, passwordHash: '$scrypt$role-suite', cardNo: 'RS0001', points: 100 })
    .returning({ id: members.id });
  return { id: row!.id };
}

const snapshot = async (db: Database, fixture: Record<string, unknown>) =>
  (await db.select({ points: members.points, updatedAt: members.updatedAt }).from(members).where(eq(members.id, fixture.id as number)))[0];

/** Members are the group's: only the group administrator looks them up or adjusts points (decision 0025). */
const GROUP_ADMIN_ONLY = ['group_admin'] as const;

export const membersCases: RoleCase[] = [
  {
    route: 'GET /adminapi/v1/members/search',
    allowed: GROUP_ADMIN_ONLY,
    perHotel: false,
    request: () => ({ method: 'GET', path: '/members/search', query: { q: '16698760001' } }),
  },
  {
    route: 'GET /adminapi/v1/members/detail',
    allowed: GROUP_ADMIN_ONLY,
    perHotel: false,
    setup,
    request: (_hotel, fixture) => ({ method: 'GET', path: '/members/detail', query: { id: String(fixture.id) } }),
  },
  {
    route: 'POST /adminapi/v1/members/points',
    allowed: GROUP_ADMIN_ONLY,
    perHotel: false,
    setup: async (db) => {
      const [row] = await db
        .insert(members)
        .values({ mobile: '16698760002', name: 'ロール 会員', sex: 1, passwordHash: '$scrypt$role-suite', cardNo: 'RS0002', points: 100 })
        .returning({ id: members.id });
      return { id: row!.id };
    },
    snapshot,
    request: (_hotel, fixture) => ({ method: 'POST', path: '/members/points', body: { id: fixture.id, delta: 5, reason: 'ロールスイート' } }),
  },
];
