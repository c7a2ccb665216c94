import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@hotel/shared/schemas/envelope';
import { memberCoupon, memberCouponsQuery, type MemberCoupon } from '@hotel/shared/schemas/discounts';
import { ok } from '../../lib/envelope.ts';
import { currentMember } from '../../plugins/auth.ts';
import { memberScope, type MemberRoutesOptions } from '../../plugins/member-routes.ts';

/**
 * The member's coupons, or with a held stay's orderNo each weighed against it. The hold is
 * booking's, which depends on this module: the composition root hands the lookup in.
 */
export type MemberCouponsOf = (memberId: number, orderNo: string | undefined, now: Date) => Promise<MemberCoupon[]>;

export interface CouponRoutesOptions extends MemberRoutesOptions {
  couponsOf: MemberCouponsOf;
}

/** GET /user/getCoupons (beyond the spec, decision 0042). */
export const couponRoutes: FastifyPluginAsyncZod<CouponRoutesOptions> = async (app, { couponsOf, sessions, clock }) => {
  const memberOnly = memberScope(app, sessions);
  app.get(
    '/user/getCoupons',
    { schema: { tags: ['user'], querystring: memberCouponsQuery, response: { 200: envelope(z.array(memberCoupon)) } }, preHandler: memberOnly },
    async (req) => ok(await couponsOf(currentMember(req).memberId, req.query.orderNo, clock())),
  );
};
