import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { memberCoupons, promotions } from '@hotel/db/schema/discounts';
import { members } from '@hotel/db/schema/user';
import { promotionBody } from '../helpers/promotions.ts';
import { FOREIGN_HOTEL, hotelListCase, OWN_HOTEL, type RoleCase } from './role-case.ts';

/** Promotions change what a stay costs, like rate plans: permission rates.edit, per hotel (decision 0042). */
const PROMOTION_ROLES = ['group_admin', 'hotel_manager'] as const;
/** Coupons belong to members, who are the group's (decision 0025). */
const GROUP_ADMIN_ONLY = ['group_admin'] as const;

/** One promotion for each of the two hotels, so a request names its hotel's own. */
async function promotionPerHotel(db: Database): Promise<Record<string, unknown>> {
  const rows = await db
    .insert(promotions)
    .values([OWN_HOTEL, FOREIGN_HOTEL].map((hotel) => ({ name: `ロール ${hotel}`, kind: 'percent' as const, value: 5, hotelCodes: [hotel], active: false })))
    .returning({ id: promotions.id, hotel: promotions.hotelCodes });
  return Object.fromEntries(rows.map((r) => [r.hotel[0]!, r.id]));
}

const promotionSnapshot = (db: Database, fixture: Record<string, unknown>) =>
  db
    .select()
    .from(promotions)
    .where(inArray(promotions.id, [fixture[OWN_HOTEL] as number, fixture[FOREIGN_HOTEL] as number]))
    .orderBy(promotions.id);

let nextMember = 11;

/** A member of the suite's own (one per case) with one available coupon. */
async function memberWithCoupon(db: Database): Promise<Record<string, unknown>> {
  const n = nextMember++;
  const [member] = await db
    .insert(members)
    .values({ mobile: `166987600${n}`, name: 'ロール 会員', sex: 0, passwordHash: '$scrypt$role-suite', cardNo: `RS00${n}` })
    .returning({ id: members.id });
  const [coupon] = await db
    .insert(memberCoupons)
    .values({ memberId: member!.id, code: `CP-ROLE00${n}`, title: 'ロール', kind: 'amount', value: 50, source: 'staff', expiresAt: new Date(Date.now() + 86_400_000 * 30) })
    .returning({ id: memberCoupons.id });
  return { memberId: member!.id, couponId: coupon!.id };
}

const couponSnapshot = (db: Database, fixture: Record<string, unknown>) =>
  db.select().from(memberCoupons).where(eq(memberCoupons.memberId, fixture.memberId as number)).orderBy(memberCoupons.id);

export const promotionCases: RoleCase[] = [
  hotelListCase('/promotions', PROMOTION_ROLES),
  {
    route: 'GET /adminapi/v1/promotions/detail',
    allowed: PROMOTION_ROLES,
    perHotel: true,
    setup: promotionPerHotel,
    request: (hotel, fixture) => ({ method: 'GET', path: '/promotions/detail', query: { id: String(fixture[hotel]) } }),
  },
  {
    route: 'POST /adminapi/v1/promotions/save',
    allowed: PROMOTION_ROLES,
    perHotel: true,
    setup: promotionPerHotel,
    snapshot: promotionSnapshot,
    request: (hotel, fixture) => ({ method: 'POST', path: '/promotions/save', body: { id: fixture[hotel], ...promotionBody({ hotels: [hotel], name: `変更 ${Math.random()}`.slice(0, 20), active: false }) } }),
  },
  {
    route: 'POST /adminapi/v1/promotions/active',
    allowed: PROMOTION_ROLES,
    perHotel: true,
    setup: promotionPerHotel,
    snapshot: promotionSnapshot,
    request: (hotel, fixture) => ({ method: 'POST', path: '/promotions/active', body: { id: fixture[hotel], active: Math.random() < 0.5 } }),
  },
  {
    route: 'POST /adminapi/v1/promotions/delete',
    allowed: PROMOTION_ROLES,
    perHotel: true,
    // A fresh pair for every attempt: an allowed delete removes its row.
    setup: promotionPerHotel,
    snapshot: promotionSnapshot,
    request: (hotel, fixture) => ({ method: 'POST', path: '/promotions/delete', body: { id: fixture[hotel] } }),
  },
  {
    route: 'GET /adminapi/v1/coupons',
    allowed: GROUP_ADMIN_ONLY,
    perHotel: false,
    setup: memberWithCoupon,
    request: (_hotel, fixture) => ({ method: 'GET', path: '/coupons', query: { memberId: String(fixture.memberId) } }),
  },
  {
    route: 'POST /adminapi/v1/coupons/issue',
    allowed: GROUP_ADMIN_ONLY,
    perHotel: false,
    setup: memberWithCoupon,
    snapshot: couponSnapshot,
    request: (_hotel, fixture) => ({
      method: 'POST',
      path: '/coupons/issue',
      body: { memberId: fixture.memberId, title: 'ロールスイート', kind: 'amount', value: 50, minSpend: 0, expiresOn: '2099-12-31', hotels: [] },
    }),
  },
  {
    route: 'POST /adminapi/v1/coupons/void',
    allowed: GROUP_ADMIN_ONLY,
    perHotel: false,
    setup: memberWithCoupon,
    snapshot: couponSnapshot,
    request: (_hotel, fixture) => ({ method: 'POST', path: '/coupons/void', body: { id: fixture.couponId } }),
  },
];
