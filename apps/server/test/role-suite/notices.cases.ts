import type { Database } from '@hotel/db/client';
import { notices } from '@hotel/db/schema/notices';
import { FOREIGN_HOTEL, hotelListCase, OWN_HOTEL, type RoleCase } from './role-case.ts';

/** One notice in each hotel (a cancellation: every reader sees those). */
async function setup(db: Database): Promise<Record<string, unknown>> {
  const ids: Record<string, number> = {};
  for (const hotelCode of [OWN_HOTEL, FOREIGN_HOTEL]) {
    const [row] = await db
      .insert(notices)
      .values({ key: `role-suite/${hotelCode}/${Date.now()}/${Math.random()}`, kind: 'cancelled', hotelCode, createdAt: new Date() })
      .returning({ id: notices.id });
    ids[hotelCode] = row!.id;
  }
  return ids;
}

/** Group administrators, hotel managers and the front desk read their hotels' notices (decision 0043). */
const READERS = ['group_admin', 'hotel_manager', 'front_desk'] as const;

export const noticesCases: RoleCase[] = [
  hotelListCase('/notices', READERS),
  {
    route: 'GET /adminapi/v1/notices/detail',
    allowed: READERS,
    perHotel: true,
    setup,
    request: (hotel, fixture) => ({ method: 'GET', path: '/notices/detail', query: { hotel, id: String(fixture[hotel]) } }),
  },
];
