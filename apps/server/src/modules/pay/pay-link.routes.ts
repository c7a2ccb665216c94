import { MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import type { GuestRoutes } from '../../lib/guest-endpoint.ts';
import type { PayLinkService } from './pay-link.service.ts';

export interface PayLinkRoutesOptions {
  payLinks: PayLinkService;
  clock: Clock;
}

/**
 * /pay/link, /pay/linkpay, /pay/checklinkpay (decision 0059): a payment link's page, its QR and
 * its check. Public, the token the credential; about one guest's order, so kept by no cache.
 */
export const payLinkRoutes = {
  payLink: {
    access: 'public',
    cache: 'no-store',
    description: "A payment link's order (the token from its address; no member login): what the pay page shows.",
    run: async ({ payLinks, clock }, i) => payLinks.summary(i.token, clock()),
  },

  linkpay: {
    access: 'public',
    cache: 'no-store',
    description: "The QR for a payment link's order: Alipay (code 2) or WeChat Pay (3); the member card is not offered.",
    run: async ({ payLinks, clock }, i) => {
      const { payId, payUrl, qrCode } = await payLinks.pay(i.token, i.code, clock());
      return { payId, payUrl, qrCode };
    },
    message: SERVER_MESSAGES.payCreated,
  },

  checklinkpay: {
    access: 'public',
    cache: 'no-store',
    description: "Whether a payment link's order is paid: the same polling and settling as checkpayret.",
    answer: async ({ payLinks, clock }, i) => {
      const result = await payLinks.check(i.token, clock());
      return ok(result, result.paid ? MESSAGES.paySucceeded : SERVER_MESSAGES.payPending);
    },
  },
} satisfies GuestRoutes<PayLinkRoutesOptions>;
