import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAY_LINK_MESSAGES } from '@hotel/shared/pay-link-messages';
import { payLinkEndpoints as E } from '@hotel/shared/schemas/admin/pay-link';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { staffBody, staffPath } from '../../lib/staff-endpoint.ts';
import { currentStaff, type StaffGuard } from '../staff/index.ts';
import type { PayLinkService } from './pay-link.service.ts';

export interface PayLinkAdminRoutesOptions {
  payLinks: PayLinkService;
  guard: StaffGuard;
  clock: Clock;
}

/** POST /adminapi/v1/orders/pay-link: staff who book for a hotel send its guests payment links (decision 0059). */
export const payLinkAdminRoutes: FastifyPluginAsyncZod<PayLinkAdminRoutesOptions> = async (app, { payLinks, guard, clock }) => {
  app.post(staffPath(E.send), staffBody(E.send, ['admin-orders'], guard.hotel('orders.book')), async (req) => {
    const sent = await payLinks.issue(currentStaff(req), req.body, clock());
    return ok(sent, sent.via === 'sms' ? PAY_LINK_MESSAGES.sentBySms : PAY_LINK_MESSAGES.sentByEmail);
  });
};
