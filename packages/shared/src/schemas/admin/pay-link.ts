import { z } from 'zod';
import { adminEndpoint } from '../../api/admin-endpoint.ts';
import { PAY_LINK_MESSAGES, PAY_LINK_VIA } from '../../pay-link-messages.ts';
import { orderRef } from './orders.ts';

/**
 * Staff send a payment link for one unpaid booking (issue 25, decision 0059): by SMS to the
 * order's mobile or by e-mail to its address. The answer says where it went, masked; the link
 * itself is shown to the guest only.
 */

export const payLinkInput = orderRef.extend({
  via: z.enum(PAY_LINK_VIA, { error: PAY_LINK_MESSAGES.viaRequired }),
});
export type PayLinkInput = z.infer<typeof payLinkInput>;

export const payLinkResult = z.object({
  via: z.enum(PAY_LINK_VIA),
  /** 138****8000 or ke***@example.jp. */
  sentTo: z.string(),
  expiresAt: z.string(),
});
export type PayLinkResult = z.infer<typeof payLinkResult>;

export const payLinkEndpoints = {
  send: adminEndpoint({
    method: 'POST',
    path: '/adminapi/v1/orders/pay-link',
    input: payLinkInput,
    output: payLinkResult,
  }),
} as const;
