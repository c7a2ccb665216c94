import { expect, type APIRequestContext } from '@playwright/test';
import { addDays, hotelToday } from '../../../packages/shared/src/hotel-date.ts';
import { SITE_HEADERS } from './member-fixtures.ts';

export interface BookedOrder {
  id: number;
  orderNo: string;
  revNo: string;
}

/** Logs a request context in (session cookie): its later calls are the member's. */
export async function apiLogin(request: APIRequestContext, member: { mobile: string; password: string }): Promise<void> {
  const login = await request.post('/crsapi/v1/user/login', {
    headers: { ...SITE_HEADERS, 'x-session-mode': 'cookie' },
    data: { mobile: member.mobile, Pwd: member.password, mode: 2 },
  });
  expect(login.ok(), await login.text()).toBe(true);
}

/**
 * Books a stay at pro001 through the real API (hold, then order) for the logged-in context.
 * BAR is paid at the hotel, ADV online in advance. One night unless `nights` says more.
 */
export async function bookThroughApi(request: APIRequestContext, rateCode: 'BAR' | 'ADV', nights = 1): Promise<BookedOrder & { checkIn: string }> {
  const checkIn = addDays(hotelToday(), 40 + Math.floor(Math.random() * 60));
  const headers = { ...SITE_HEADERS, random: String(Math.random()).slice(2, 8), timestamp: String(Date.now()) };
  const hold = await request.post('/crsapi/v1/order/checkInventory', {
    headers,
    data: { hotelCode: 'pro001', roomTypeCode: 'SK', rateCode, checkIn, checkOut: addDays(checkIn, nights), roomQty: 1 },
  });
  expect(hold.ok(), await hold.text()).toBe(true);
  const { orderNo } = (await hold.json()).data as { orderNo: string };
  const submit = await request.post('/crsapi/v1/order/submitOrder', {
    headers,
    data: { orderNo, revUser: '山田 花子', mobile: '13912345678', arrivalTime: '15:00-16:00', remark: '' },
  });
  expect(submit.ok(), await submit.text()).toBe(true);
  return { ...((await submit.json()).data as BookedOrder), checkIn };
}

export function payStepPath(order: BookedOrder): string {
  return `/pro001/child-hotel/rooms/pay-step?${new URLSearchParams({ id: String(order.id), orderNo: order.orderNo, revNo: order.revNo })}`;
}
