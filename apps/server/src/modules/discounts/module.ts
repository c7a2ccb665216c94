import type { MemberCoupon } from '@hotel/shared/schemas/discounts';
import type { ModuleKit } from '../../lib/module-kit.ts';
import { bindGuestRoutes } from '../../lib/guest-endpoint.ts';
import type { AuditTrail } from '../audit/index.ts';
import type { HotelService } from '../hotel/index.ts';
import type { AdminApi, StaffAccess } from '../staff/index.ts';
import { CouponAdminRepository } from './coupon-admin.repository.ts';
import { couponAdminRoutes } from './coupon-admin.routes.ts';
import { CouponAdminService } from './coupon-admin.service.ts';
import { CouponRepository } from './coupon.repository.ts';
import { couponRoutes } from './coupon.routes.ts';
import { DiscountService, type MemberLevelOf } from './discount.service.ts';
import { PromotionAdminRepository } from './promotion-admin.repository.ts';
import { promotionAdminRoutes } from './promotion-admin.routes.ts';
import { PromotionAdminService, type RatePlanCodesOf } from './promotion-admin.service.ts';
import { PromotionRepository } from './promotion.repository.ts';

export interface DiscountsModuleDeps {
  hotels: HotelService;
  audit: AuditTrail;
  staffAccess: StaffAccess;
  /** User's: the member's level decides which promotions and coupons apply. */
  memberLevelOf: MemberLevelOf;
  /** Inventory's: a promotion names rate plans of its hotel. */
  ratePlanCodesOf: RatePlanCodesOf;
  /** Holds': the member's coupons weighed against a held stay, when the guest information step asks. */
  couponsForHold: (memberId: number, orderNo: string, now: Date) => Promise<MemberCoupon[]>;
}

/** Promotions and member coupons (decision 0042): booking, orders and registration use them; staff edit them. */
export function createDiscountsModule({ db, clock, inTransaction }: Pick<ModuleKit, 'db' | 'clock' | 'inTransaction'>, deps: DiscountsModuleDeps) {
  const { hotels, audit, staffAccess } = deps;
  const discounts = new DiscountService(new PromotionRepository(db), new CouponRepository(db), (memberId) => deps.memberLevelOf(memberId));
  const promotionAdmin = new PromotionAdminService(inTransaction, new PromotionAdminRepository(db), hotels, staffAccess, audit, (hotel) => deps.ratePlanCodesOf(hotel), clock);
  const couponAdmin = new CouponAdminService(inTransaction, new CouponAdminRepository(db), hotels, staffAccess, audit, clock);
  const couponsOf = (memberId: number, orderNo: string | undefined, now: Date) => (orderNo ? deps.couponsForHold(memberId, orderNo, now) : discounts.couponsOf(memberId, null, now));
  return {
    discounts,
    promotionAdmin,
    couponAdmin,
    couponsOf,
    guestApi: bindGuestRoutes(couponRoutes, { couponsOf, clock }),
    adminApi: (async (admin, { guard }) => {
      await admin.register(promotionAdminRoutes, { promotions: promotionAdmin, guard });
      await admin.register(couponAdminRoutes, { coupons: couponAdmin, guard });
    }) satisfies AdminApi,
  };
}
