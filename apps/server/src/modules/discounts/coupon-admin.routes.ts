import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COUPONS_MESSAGES, couponsEndpoints } from '@hotel/shared/schemas/admin/promotions';
import { ok } from '../../lib/envelope.ts';
import { staffBody, staffPath, staffQuery } from '../../lib/staff-endpoint.ts';
import { currentStaff, type StaffGuard } from '../staff/index.ts';
import type { CouponAdminService } from './coupon-admin.service.ts';

export interface CouponAdminRoutesOptions {
  coupons: CouponAdminService;
  guard: StaffGuard;
}

/** /adminapi/v1/coupons: a member's coupons (members.view), issue and void (members.points), as the member page's points. */
export const couponAdminRoutes: FastifyPluginAsyncZod<CouponAdminRoutesOptions> = async (app, { coupons, guard }) => {
  const tags = ['admin-coupons'];
  const { list, issue, void: voidCoupon } = couponsEndpoints;

  app.get(staffPath(list), staffQuery(list, tags, guard.group('members.view')), async (req) =>
    ok({ items: await coupons.list(req.query.memberId) }),
  );

  app.post(staffPath(issue), staffBody(issue, tags, guard.group('members.points')), async (req) => {
    const coupon = await coupons.issue(currentStaff(req), req.body);
    return ok(coupon, COUPONS_MESSAGES.issued(coupon.code));
  });

  app.post(staffPath(voidCoupon), staffBody(voidCoupon, tags, guard.group('members.points')), async (req) => {
    const coupon = await coupons.void(currentStaff(req), req.body.id);
    return ok(coupon, COUPONS_MESSAGES.voided(coupon.code));
  });
};
