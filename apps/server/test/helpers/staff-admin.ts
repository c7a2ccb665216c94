import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { PasswordLink, StaffAccount } from '@hotel/shared/schemas/admin/staff';
import { DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';
import { adminCall, signIn, staffCookieHeader } from './staff-app.ts';

/** Signed in as the demo group administrator. */
export const adminToken = (app: FastifyInstance) => signIn(app, 'admin@demo.felton', DEMO_STAFF_PASSWORD);

export const asStaff = (token: string) => ({ headers: staffCookieHeader(token) });

export const staffPost = <T = StaffAccount>(app: FastifyInstance, token: string, path: string, body: unknown) =>
  adminCall<T>(app, 'POST', path, { ...asStaff(token), body });

/** Creates a person through the API and answers them and their one-time link. */
export async function createThroughApi(app: FastifyInstance, token: string, input: { name?: string; email: string; role: string; hotels?: string[] }) {
  const response = await staffPost<{ staff: StaffAccount; link: PasswordLink }>(app, token, '/staff/create', { name: '新規 職員', hotels: [], ...input });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

/** The token inside a link's path. */
export const tokenOf = (link: PasswordLink) => new URL(link.path, 'http://x').searchParams.get('token')!;
