import type { AmendedStay } from '@hotel/db/schema/orders';
import { CHANGE_MESSAGES } from '@hotel/shared/messages';
import type { ChangeStay, OrderChangeQuote } from '@hotel/shared/schemas/order-change';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import type { GuestRoutes } from '../../lib/guest-endpoint.ts';
import type { AmendmentRow } from './amendment.repository.ts';
import type { AmendmentService, PreparedChange } from './amendment.service.ts';

export interface OrderChangeRoutesOptions {
  amendments: AmendmentService;
  clock: Clock;
}

/** A member's change of their own booking (issue 25, decision 0059): priced, asked for, read back, withdrawn. */
export const orderChangeRoutes = {
  quoteOrderChange: {
    access: 'member',
    run: async ({ amendments, clock }, i, { memberId }) => {
      const order = await amendments.memberOrder(memberId, i.orderId);
      return toQuote(await amendments.quote({ kind: 'member', memberId }, order, i, clock()));
    },
  },

  changeOrder: {
    access: 'member',
    answer: async ({ amendments, clock }, i, { memberId }) => {
      const now = clock();
      const order = await amendments.memberOrder(memberId, i.orderId);
      const { amendment, applied } = await amendments.request({ kind: 'member', memberId }, order, i, now);
      const data = { amendmentId: amendment.id, state: applied ? ('applied' as const) : ('pending' as const), toPay: amendment.toPay, expiresAt: applied ? null : amendment.expiresAt.toISOString() };
      return ok(data, applied ? CHANGE_MESSAGES.changeApplied : CHANGE_MESSAGES.changeRequested);
    },
  },

  getOrderChange: {
    access: 'member',
    run: async ({ amendments, clock }, i, { memberId }) => {
      const now = clock();
      const pending = await amendments.pendingOf(await amendments.memberOrder(memberId, i.orderId), now);
      return pending ? { ...toQuoteOf(pending), amendmentId: pending.id, expiresAt: pending.expiresAt.toISOString() } : null;
    },
  },

  withdrawOrderChange: {
    access: 'member',
    message: CHANGE_MESSAGES.changeWithdrawn,
    run: async ({ amendments, clock }, i, { memberId }) => {
      await amendments.withdraw(await amendments.memberOrder(memberId, i.orderId), clock());
      return null;
    },
  },
} satisfies GuestRoutes<OrderChangeRoutesOptions>;

/** One side of a change as the guest reads it. */
export function toChangeStay(stay: AmendedStay): ChangeStay {
  return {
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights: stay.nights,
    roomTypeCode: stay.roomTypeCode,
    roomTypeName: stay.roomTypeName,
    rateCode: stay.rateCode,
    rateName: stay.rateName,
    roomQty: stay.roomQty,
    adultNum: stay.adultNum,
    childrenNum: stay.childrenNum,
    nightlyPrices: stay.nightlyPrices,
    totalAmount: stay.totalAmount,
    discountAmount: stay.promotionAmount + stay.couponAmount,
    actualAmount: stay.actualAmount,
  };
}

function toQuote(change: PreparedChange): OrderChangeQuote {
  return {
    orderId: change.order.id,
    before: toChangeStay(change.before),
    after: toChangeStay(change.after),
    ...change.money,
    discountNote: change.notes.join('\n'),
  };
}

function toQuoteOf(a: AmendmentRow): OrderChangeQuote {
  const { newAmount, difference, toPay, refund, charge, rule } = a;
  return { orderId: a.orderId, before: toChangeStay(a.before), after: toChangeStay(a.after), newAmount, difference, toPay, refund, charge, rule, discountNote: a.discountNote };
}
