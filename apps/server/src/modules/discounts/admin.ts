/**
 * The back office's side of discounts (decision 0042): staff's promotions and member coupons.
 * The module's index.ts re-exports this beside the guest side.
 */
export { CouponAdminRepository } from './coupon-admin.repository.ts';
export { CouponAdminService } from './coupon-admin.service.ts';
export { couponAdminRoutes } from './coupon-admin.routes.ts';
export { PromotionAdminRepository } from './promotion-admin.repository.ts';
export { PromotionAdminService } from './promotion-admin.service.ts';
export { promotionAdminRoutes } from './promotion-admin.routes.ts';
