import { describe, expect, it } from 'vitest';
import type { Order } from '@hotel/shared/schemas/order';
import { filterOrders, isOrderActionable, orderPayHref, orderRequestState } from './order-filter.ts';

const order = (state: number, payResult: number, id = state * 10 + payResult) => ({ id, state, payResult }) as unknown as Order;
const all = [order(0, 0), order(0, 1), order(1, 1), order(2, 0), order(9, 1), order(10, 0)];
const ids = (orders: Order[]) => orders.map((o) => `${o.state}/${o.payResult}`);

describe('booking-history tabs (spec §4)', () => {
  it('asks for every state on the query tab and for its own state elsewhere', () => {
    expect(orderRequestState(0)).toBe(100);
    expect(orderRequestState(100)).toBe(100);
    expect(orderRequestState(9)).toBe(9);
    expect(orderRequestState(2)).toBe(2);
  });

  it('to pay keeps unpaid orders that are neither cancelled nor expired', () => {
    expect(ids(filterOrders(100, all))).toEqual(['0/0']);
  });

  it('query keeps paid orders in state 0 or 1', () => {
    expect(ids(filterOrders(0, all))).toEqual(['0/1', '1/1']);
  });

  it('completed and cancelled show what the server returned', () => {
    expect(filterOrders(9, all)).toHaveLength(all.length);
    expect(filterOrders(2, all)).toHaveLength(all.length);
  });

  it('offers pay and cancel only for unpaid orders not cancelled or completed', () => {
    expect(all.filter(isOrderActionable).map((o) => `${o.state}/${o.payResult}`)).toEqual(['0/0', '10/0']);
  });

  it('links pay to the pay step with id, orderNo and revNo', () => {
    expect(orderPayHref({ hotelCode: 'pro001', id: 7, orderNo: 'FO1', revNo: 'RV1' })).toBe('/pro001/child-hotel/rooms/pay-step?id=7&orderNo=FO1&revNo=RV1');
  });
});
