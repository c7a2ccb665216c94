import { inArray } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { meetingRequests } from '@hotel/db/schema/meetings';
import { STAFF_ROLES } from '@hotel/shared/schemas/admin/auth';
import { FOREIGN_HOTEL, hotelListCase, OWN_HOTEL, type RoleCase } from './role-case.ts';

/** One guest request in each hotel; the requests name the one of the hotel they act for. */
async function setup(db: Database): Promise<Record<string, unknown>> {
  const ids: Record<string, number> = {};
  for (const hotelCode of [OWN_HOTEL, FOREIGN_HOTEL]) {
    const begin = new Date(Date.now() + 10 * 86_400_000);
    const [row] = await db
      .insert(meetingRequests)
      .values({ hotelCode, applyName: 'ロール 確認', contactPhone: '13912345678', meetingType: '会議', peopleNums: '10-50', beginTime: begin, endTime: new Date(begin.getTime() + 3_600_000) })
      .returning({ id: meetingRequests.id });
    ids[hotelCode] = row!.id;
  }
  return ids;
}

const snapshot = (db: Database, fixture: Record<string, unknown>) =>
  db
    .select({ id: meetingRequests.id, status: meetingRequests.status, staffNote: meetingRequests.staffNote, handledBy: meetingRequests.handledBy })
    .from(meetingRequests)
    .where(inArray(meetingRequests.id, Object.values(fixture) as number[]))
    .orderBy(meetingRequests.id);

/** Group administrators and hotel managers handle meeting requests, managers for their own hotels only. */
const HANDLERS = STAFF_ROLES.filter((role) => role === 'group_admin' || role === 'hotel_manager');

export const meetingsCases: RoleCase[] = [
  hotelListCase('/meetings', HANDLERS),
  {
    route: 'GET /adminapi/v1/meetings/detail',
    allowed: HANDLERS,
    perHotel: true,
    setup,
    request: (hotel, fixture) => ({ method: 'GET', path: '/meetings/detail', query: { hotel, id: String(fixture[hotel]) } }),
  },
  {
    route: 'POST /adminapi/v1/meetings/update',
    allowed: HANDLERS,
    perHotel: true,
    setup,
    snapshot,
    request: (hotel, fixture) => ({ method: 'POST', path: '/meetings/update', body: { hotel, id: fixture[hotel], status: 'contacted', note: 'ロールスイート' } }),
  },
];
