import { and, eq } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { ratePlans } from '@hotel/db/schema/inventory';
import { roomTypes } from '@hotel/db/schema/rooms';
import { planBody, roomTypeBody } from '../helpers/catalog.ts';
import type { StaffRole } from '@hotel/shared/schemas/admin/auth';
import { hotelListCase, type RoleCase } from './role-case.ts';

const RATE_EDITORS: StaffRole[] = ['group_admin', 'hotel_manager'];

const planOf = async (db: Database, hotel: string) => db.select().from(ratePlans).where(and(eq(ratePlans.hotelCode, hotel), eq(ratePlans.code, 'BAR')));
const roomTypeOf = async (db: Database, hotel: string) => db.select().from(roomTypes).where(and(eq(roomTypes.hotelCode, hotel), eq(roomTypes.code, 'SK')));

/** /adminapi/v1/catalog: rate plans and room types, rates.edit for the hotel (group administrator, hotel manager). */
export const catalogCases: RoleCase[] = [
  hotelListCase('/catalog/plans', RATE_EDITORS),
  {
    route: 'POST /adminapi/v1/catalog/plans/save',
    allowed: RATE_EDITORS,
    perHotel: true,
    request: (hotel) => ({ method: 'POST', path: '/catalog/plans/save', body: planBody({ hotel, mode: 'update', code: 'BAR', name: 'ロールスイート確認' }) }),
    snapshot: async (db) => [await planOf(db, 'pro001'), await planOf(db, 'pro003')],
  },
  hotelListCase('/catalog/room-types', RATE_EDITORS),
  {
    route: 'POST /adminapi/v1/catalog/room-types/save',
    allowed: RATE_EDITORS,
    perHotel: true,
    request: (hotel) => ({ method: 'POST', path: '/catalog/room-types/save', body: roomTypeBody({ hotel, mode: 'update', code: 'SK' }) }),
    snapshot: async (db) => [await roomTypeOf(db, 'pro001'), await roomTypeOf(db, 'pro003')],
  },
];
