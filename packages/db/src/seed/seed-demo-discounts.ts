import { addDays, hotelMoment } from '@hotel/shared/hotel-date';
import { WELCOME_COUPON } from '@hotel/shared/discounts';
import type { Database } from '../client.ts';
import { memberCoupons, promotions } from '../schema/discounts.ts';

/** The demo's promotion code (README "Demo member"), typed in the discount dialog with the type プロモーション. */
export const DEMO_PROMOTION_CODE = 'WINTER2026';

/**
 * Demo promotions (decision 0042), chosen so that a guest sees each kind: a long-stay discount
 * open to anyone on the breakfast rates, one for gold members and above at two hotels, and one
 * behind a code. They stay clear of the one- and two-night stays the tests price by hand.
 */
export async function seedDemoPromotions(db: Database, today: string): Promise<void> {
  await db.insert(promotions).values([
    { name: '連泊割（3泊以上）', kind: 'percent', value: 10, rateCodes: ['BARBF', 'ADVBF'], minNights: 3, stackable: true },
    { name: 'ゴールド会員以上の特別割引', kind: 'percent', value: 8, hotelCodes: ['pro003', 'pro005'], memberLevels: ['gold', 'platinum', 'diamond'] },
    {
      name: '冬のプロモーションコード',
      kind: 'amount',
      value: 300,
      code: DEMO_PROMOTION_CODE,
      stayFrom: today,
      stayTo: addDays(today, 120),
      totalCap: 200,
      perMemberCap: 1,
    },
  ]);
}

/** The demo member's coupons: the welcome coupon every new member gets, and one issued by staff. */
export async function seedDemoCoupons(db: Database, memberId: number, today: string): Promise<void> {
  const issuedAt = hotelMoment(addDays(today, -3), '10:00');
  await db.insert(memberCoupons).values([
    {
      memberId,
      code: 'CP-DEMO2026',
      title: WELCOME_COUPON.title,
      kind: WELCOME_COUPON.kind,
      value: WELCOME_COUPON.value,
      minSpend: WELCOME_COUPON.minSpend,
      source: 'welcome',
      issuedAt,
      expiresAt: hotelMoment(addDays(today, WELCOME_COUPON.validDays - 3), '23:59'),
    },
    { memberId, code: 'CP-BDAY8K4M', title: 'お誕生日クーポン', kind: 'percent', value: 10, minSpend: 0, source: 'staff', issuedAt, expiresAt: hotelMoment(addDays(today, 60), '23:59') },
  ]);
}
