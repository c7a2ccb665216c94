import type { MemberCoupon } from '@hotel/shared/schemas/discounts';
import type { Clock } from '../../lib/clock.ts';
import type { GuestRoutes } from '../../lib/guest-endpoint.ts';

/**
 * The member's coupons, or with a held stay's orderNo each weighed against it. The hold is
 * booking's, which depends on this module: the composition root hands the lookup in.
 */
export type MemberCouponsOf = (memberId: number, orderNo: string | undefined, now: Date) => Promise<MemberCoupon[]>;

export interface CouponRoutesOptions {
  couponsOf: MemberCouponsOf;
  clock: Clock;
}

/** GET /user/getCoupons (beyond the spec, decision 0042). */
export const couponRoutes = {
  getCoupons: { access: 'member', run: ({ couponsOf, clock }, i, { memberId }) => couponsOf(memberId, i.orderNo, clock()) },
} satisfies GuestRoutes<CouponRoutesOptions>;
