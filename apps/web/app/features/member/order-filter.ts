import type { Order } from '@hotel/shared/schemas/order';
import type { OrderTabState } from './order-history.tsx';

/** The state each booking-history tab asks getAllOrder for (spec §4): query (0) asks for every state (100). */
export function orderRequestState(tab: OrderTabState): number {
  return tab === 0 ? 100 : tab;
}

/**
 * Spec §4: to pay (100) keeps unpaid orders that are neither cancelled (2) nor expired (10);
 * query (0) keeps paid orders in state 0 or 1; completed and cancelled show what came back.
 */
export function filterOrders(tab: OrderTabState, orders: Order[]): Order[] {
  if (tab === 100) return orders.filter((o) => o.payResult === 0 && o.state !== 2 && o.state !== 10);
  if (tab === 0) return orders.filter((o) => o.payResult === 1 && (o.state === 0 || o.state === 1));
  return orders;
}

/** Pay and cancel appear only for unpaid orders that are neither cancelled nor completed. */
export function isOrderActionable(order: Pick<Order, 'payResult' | 'state'>): boolean {
  return order.payResult === 0 && order.state !== 2 && order.state !== 9;
}

/** The booking page of the other half of the flow: pay-step with id, orderNo, revNo. */
export function orderPayHref(order: Pick<Order, 'hotelCode' | 'id' | 'orderNo' | 'revNo'>): string {
  const query = new URLSearchParams({ id: String(order.id), orderNo: order.orderNo, revNo: order.revNo });
  return `/${order.hotelCode}/child-hotel/rooms/pay-step?${query}`;
}
