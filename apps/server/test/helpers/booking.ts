import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import type { InventoryHold } from '@hotel/shared/schemas/booking';
import type { Order } from '@hotel/shared/schemas/order';
import type { Database } from '@hotel/db/client';
import { roomNights } from '@hotel/db/schema/inventory';
import { members } from '@hotel/db/schema/user';
import { loginWithPassword, registerMember, withToken, type TestClock } from './member-app.ts';

/** A new member, logged in: their token (and mobile, password). */
export async function newMember(app: FastifyInstance) {
  const member = await registerMember(app);
  const token = await loginWithPassword(app, member.mobile, member.password);
  return { ...member, token };
}

/** Hotel date `days` from the test clock's today. */
export const dayFromToday = (clock: TestClock, days: number) => addDays(hotelToday(clock.now()), days);

export interface StayChoice {
  hotelCode?: string;
  roomTypeCode?: string;
  rateCode?: string;
  checkIn: string;
  checkOut: string;
  roomQty?: number;
  adultNum?: number;
  childrenNum?: number;
  discountType?: string;
  discountCode?: string;
}

export const stayBody = (s: StayChoice) => ({ hotelCode: 'pro001', roomTypeCode: 'SK', rateCode: 'BAR', roomQty: 1, ...s });

export function holdRooms(app: FastifyInstance, token: string, stay: StayChoice) {
  return withToken<InventoryHold>(app, 'POST', endpoints.checkInventory.path, token, stayBody(stay));
}

export const guest = (orderNo: string, overrides: Record<string, unknown> = {}) => ({
  orderNo,
  revUser: '佐藤 健',
  mobile: '13912345678',
  email: 'ken.sato@example.jp',
  arrivalTime: '15:00-16:00',
  remark: '禁煙ルーム希望',
  ...overrides,
});

export function submitOrder(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  return withToken<{ id: number; orderNo: string; revNo: string }>(app, 'POST', endpoints.submitOrder.path, token, body);
}

/** checkInventory then submitOrder; fails the test if either is refused. */
export async function bookStay(app: FastifyInstance, token: string, stay: StayChoice) {
  const hold = await holdRooms(app, token, stay);
  expect(hold.status, JSON.stringify(hold.body)).toBe(200);
  const order = await submitOrder(app, token, guest(hold.body.data.orderNo));
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  return { hold: hold.body.data, ...order.body.data };
}

export async function orderDetail(app: FastifyInstance, token: string, id: number) {
  return withToken<Order>(app, 'GET', `${endpoints.getOrderDetail.path}?orderId=${id}`, token);
}

export async function night(db: Database, hotelCode: string, roomTypeCode: string, stayDate: string) {
  const [row] = await db
    .select()
    .from(roomNights)
    .where(and(eq(roomNights.hotelCode, hotelCode), eq(roomNights.roomTypeCode, roomTypeCode), eq(roomNights.stayDate, stayDate)));
  if (!row) throw new Error(`no room night ${hotelCode} ${roomTypeCode} ${stayDate}`);
  return row;
}

/**
 * Sets a night's rooms so that exactly `left` remain, written straight to the database as another
 * process would; returns once the app's change feed has seen it (its read cache dropped the night).
 */
export async function leaveRooms(t: { db: Database; app: FastifyInstance }, hotelCode: string, roomTypeCode: string, stayDate: string, left: number) {
  const row = await night(t.db, hotelCode, roomTypeCode, stayDate);
  await t.db
    .update(roomNights)
    .set({ soldRooms: row.totalRooms - left })
    .where(and(eq(roomNights.hotelCode, hotelCode), eq(roomNights.roomTypeCode, roomTypeCode), eq(roomNights.stayDate, stayDate)));
  await t.app.changes.sync();
}

export async function memberBalance(db: Database, mobile: string): Promise<number> {
  const [row] = await db.select({ balance: members.balance }).from(members).where(eq(members.mobile, mobile));
  return row!.balance;
}

export async function setBalance(db: Database, mobile: string, balance: number) {
  await db.update(members).set({ balance }).where(eq(members.mobile, mobile));
}
