import { MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import type { GuestRoutes } from '../../lib/guest-endpoint.ts';
import type { PaymentService } from './payment.service.ts';

export interface PayRoutesOptions {
  payments: PaymentService;
  clock: Clock;
}

/** /pay/*: methods, pay and the result check (the providers' notifications: notify.routes.ts). */
export const payRoutes = {
  getpaymethod: {
    access: 'member',
    run: async ({ payments, clock }, i, { memberId }) => ({ payMethod: await payments.methods(memberId, i.orderNo, clock()) }),
  },

  orderpay: {
    access: 'member',
    answer: async ({ payments, clock }, i, { memberId }) => {
      const outcome = await payments.pay(memberId, i, clock());
      if (outcome.kind === 'paid') return ok(null, MESSAGES.paySucceeded);
      return ok({ payId: outcome.payId, payUrl: outcome.payUrl, qrCode: outcome.qrCode }, SERVER_MESSAGES.payCreated);
    },
  },

  /** success is true only when the order is paid (spec §7); HTTP 200 either way. */
  checkpayret: {
    access: 'member',
    answer: async ({ payments, clock }, i, { memberId }) => {
      const result = await payments.check(memberId, i.revNo, i.hotelCode, clock());
      return { ...ok(result, result.paid ? MESSAGES.paySucceeded : SERVER_MESSAGES.payPending), success: result.paid };
    },
  },
} satisfies GuestRoutes<PayRoutesOptions>;
