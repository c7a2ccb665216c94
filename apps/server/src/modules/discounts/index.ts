/**
 * Discounts (promotions, promotion_uses, member_coupons; decision 0042): the promotions a search
 * and a hold offer, the member's coupons, and the discount an order's transaction decides and
 * records, given back when the order is cancelled or expires; the back office's promotions and
 * coupons. Booking, orders and user call it; it calls none of them.
 */
export { couponRoutes } from './coupon.routes.ts';
export { DiscountService, type PromotionOffer } from './discount.service.ts';
export { createDiscountsModule } from './module.ts';
