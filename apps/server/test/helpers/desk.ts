import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import type { Database } from '@hotel/db/client';
import { members } from '@hotel/db/schema/user';
import { orders } from '@hotel/db/schema/orders';
import { DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';
import { sendNotification } from './fake-gateway.ts';
import { withToken } from './member-app.ts';
import { adminCall, signIn, staffCookieHeader } from './staff-app.ts';

/** The demo staff by their address's first word: admin (group), manager, front (pro001), editor. */
export const demoStaff = (app: FastifyInstance, who: 'admin' | 'manager' | 'front' | 'editor') => signIn(app, `${who}@demo.felton`, DEMO_STAFF_PASSWORD);

/** A staff API call: GET with a query, POST with a JSON body (the answer's data read loosely, as tests do). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function desk<T = any>(app: FastifyInstance, token: string, method: 'GET' | 'POST', path: string, input: Record<string, unknown>) {
  const headers = staffCookieHeader(token);
  if (method === 'GET') {
    const query = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]));
    return adminCall<T>(app, 'GET', path, { query, headers });
  }
  return adminCall<T>(app, 'POST', path, { body: input, headers });
}

/** Pays a member's order by WeChat Pay through the fake gateway; answers the payId. */
export async function payByWechat(app: FastifyInstance, token: string, order: { revNo: string }, amount: number): Promise<string> {
  const qr = await withToken<{ payId: string }>(app, 'POST', endpoints.orderpay.path, token, { revNo: order.revNo, code: 3 });
  expect(qr.status, JSON.stringify(qr.body)).toBe(200);
  const payId = qr.body.data.payId;
  expect((await sendNotification(app, 'wechat', { payId, amountFen: amount * 100 })).status).toBe(204);
  return payId;
}

export async function pointsOf(db: Database, mobile: string): Promise<number> {
  const [row] = await db.select({ points: members.points }).from(members).where(eq(members.mobile, mobile));
  return row!.points;
}

export async function orderRow(db: Database, orderNo: string) {
  const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return row!;
}
