import { FAPIAO_API_MESSAGES } from '@hotel/shared/schemas/fapiao';
import type { Clock } from '../../lib/clock.ts';
import type { GuestRoutes } from '../../lib/guest-endpoint.ts';
import { sendInvoice } from './invoice-reply.ts';
import type { MemberFapiaoService } from './member-fapiao.service.ts';

export interface FapiaoRoutesOptions {
  fapiao: MemberFapiaoService;
  clock: Clock;
}

/** The member's fapiao (decision 0071): /order/getFapiao, /order/requestFapiao, /order/downloadFapiao. */
export const fapiaoRoutes = {
  getFapiao: { access: 'member', run: ({ fapiao }, i, { memberId }) => fapiao.view(memberId, i.orderId) },

  requestFapiao: {
    access: 'member',
    message: FAPIAO_API_MESSAGES.requested,
    run: ({ fapiao, clock }, i, { memberId }) => fapiao.request(memberId, i, clock()),
  },

  downloadFapiao: {
    access: 'member',
    description: 'The issued e-invoice of the order (PDF or OFD) as a download, for its member only.',
    run: async ({ fapiao }, i, { memberId, reply }) => sendInvoice(reply, await fapiao.download(memberId, i.orderId)),
  },
} satisfies GuestRoutes<FapiaoRoutesOptions>;
