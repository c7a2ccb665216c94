import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { callerLanguage } from '../../lib/caller-language.ts';
import type { Clock } from '../../lib/clock.ts';
import type { GuestRoutes } from '../../lib/guest-endpoint.ts';
import type { OrderService } from './order.service.ts';

export interface OrderRoutesOptions {
  orders: OrderService;
  clock: Clock;
}

/** The member's orders: /order/submitOrder, getAllOrder, getOrderDetail, cancleOrder. */
export const orderRoutes = {
  submitOrder: {
    access: 'member',
    message: SERVER_MESSAGES.orderSubmitted,
    // The page's language (Accept-Language) is the booking's: its mail and papers are written in it.
    run: ({ orders, clock }, i, { memberId, request }) => orders.submit(memberId, i, clock(), callerLanguage(request)),
  },

  getAllOrder: { access: 'member', run: ({ orders, clock }, i, { memberId, request }) => orders.list(memberId, i, clock(), callerLanguage(request)) },

  getOrderDetail: { access: 'member', run: ({ orders, clock }, i, { memberId, request }) => orders.detail(memberId, i.orderId, clock(), callerLanguage(request)) },

  // A GET that changes state (the spec's contract): with the cookie it needs the site's headers.
  cancleOrder: {
    access: 'member',
    changesState: true,
    message: SERVER_MESSAGES.orderCancelled,
    run: async ({ orders, clock }, i, { memberId }) => {
      await orders.cancel(memberId, i.orderId, clock());
      return null;
    },
  },
} satisfies GuestRoutes<OrderRoutesOptions>;
