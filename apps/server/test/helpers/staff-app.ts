import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { STAFF_SESSION_COOKIE, type StaffMe, type StaffRole } from '@hotel/shared/schemas/admin/auth';
import type { Database } from '@hotel/db/client';
import { staff, staffHotels } from '@hotel/db/schema/staff';
import { hashPassword } from '../../src/lib/password.ts';
import { call, type CallOptions, type RawResponse } from './member-app.ts';
import { TEST_PASSWORD_COST } from './password-cost.ts';

export const ADMIN = '/adminapi/v1';

export const setCookieOf = (response: RawResponse): string => {
  const header = response.headers['set-cookie'];
  expect(header, 'Set-Cookie').toBeDefined();
  return Array.isArray(header) ? header.join('\n') : String(header);
};

/** The staff_session token a login answered with. */
export function staffTokenOf(response: RawResponse): string {
  const match = new RegExp(`^${STAFF_SESSION_COOKIE}=([A-Za-z0-9_-]{43});`).exec(setCookieOf(response));
  expect(match, setCookieOf(response)).not.toBeNull();
  return match![1]!;
}

export const staffCookieHeader = (token: string) => ({ cookie: `${STAFF_SESSION_COOKIE}=${token}` });

export function adminCall<T = unknown>(app: FastifyInstance, method: 'GET' | 'POST', path: string, options: CallOptions = {}) {
  return call<T>(app, method, `${ADMIN}${path}`, options);
}

export const staffLogin = (app: FastifyInstance, email: string, password: string, headers: Record<string, string> = {}) =>
  adminCall<StaffMe>(app, 'POST', '/auth/login', { body: { email, password }, headers });

/** Signs in and answers the token (from the cookie). */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await staffLogin(app, email, password);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return staffTokenOf(response);
}

export const me = (app: FastifyInstance, token: string) => adminCall<StaffMe>(app, 'GET', '/auth/me', { headers: staffCookieHeader(token) });

/** A fresh staff account written straight into the database (the create screen comes later). */
export async function addStaff(db: Database, role: StaffRole, hotels: string[] = [], options: { disabled?: boolean } = {}) {
  const email = `staff-${randomBytes(5).toString('hex')}@example.jp`;
  const password = `pw-${randomBytes(9).toString('base64url')}`;
  const [row] = await db
    .insert(staff)
    .values({ email, displayName: 'テスト 職員', passwordHash: await hashPassword(password, TEST_PASSWORD_COST), role, disabled: options.disabled ?? false })
    .returning({ id: staff.id });
  if (hotels.length > 0) await db.insert(staffHotels).values(hotels.map((hotelCode) => ({ staffId: row!.id, hotelCode })));
  return { id: row!.id, email, password };
}
