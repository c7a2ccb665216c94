import { CHANGE_MESSAGES, MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import type { GuestRoutes } from '../../lib/guest-endpoint.ts';
import type { ChangePaymentService } from './change-payment.service.ts';

export interface ChangePayRoutesOptions {
  changePayments: ChangePaymentService;
  clock: Clock;
}

/** A pending change's difference: paid by QR or member card, and its state polled (decision 0059). */
export const changePayRoutes = {
  changepay: {
    access: 'member',
    answer: async ({ changePayments, clock }, i, { memberId }) => {
      const outcome = await changePayments.pay(memberId, i, clock());
      if (outcome.kind === 'paid') return ok(null, MESSAGES.paySucceeded);
      return ok({ payId: outcome.payId, payUrl: outcome.payUrl, qrCode: outcome.qrCode }, SERVER_MESSAGES.payCreated);
    },
  },

  checkchangepay: {
    access: 'member',
    answer: async ({ changePayments, clock }, i, { memberId }) => {
      const result = await changePayments.check(memberId, i.amendmentId, clock());
      return ok(result, result.state === 'applied' ? CHANGE_MESSAGES.changeApplied : SERVER_MESSAGES.payPending);
    },
  },
} satisfies GuestRoutes<ChangePayRoutesOptions>;
