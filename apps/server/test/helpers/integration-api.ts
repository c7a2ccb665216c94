import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { IntegrationKeyCreated } from '@hotel/shared/schemas/admin/integration-keys';
import { INTEGRATION_API_PREFIX } from '@hotel/shared/schemas/integration-api';
import { call, type CallOptions } from './member-app.ts';
import { adminCall, staffCookieHeader } from './staff-app.ts';

/** A key made by the group administrator through the admin API (`admin`: their session token). */
export async function makeKey(app: FastifyInstance, admin: string, body: { name?: string; hotelCodes: string[]; scope: 'read' | 'write' }): Promise<IntegrationKeyCreated> {
  const response = await adminCall<IntegrationKeyCreated>(app, 'POST', '/integration-keys', { body: { name: 'PMS テスト', ...body }, headers: staffCookieHeader(admin) });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

export async function revokeKey(app: FastifyInstance, admin: string, id: number): Promise<void> {
  const response = await adminCall(app, 'POST', '/integration-keys/revoke', { body: { id }, headers: staffCookieHeader(admin) });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

/** A call to /integrationapi/v1 with a key (or none). */
export function integrationCall<T = unknown>(app: FastifyInstance, method: 'GET' | 'POST', path: string, key: string | null, options: CallOptions = {}) {
  return call<T>(app, method, `${INTEGRATION_API_PREFIX}${path}`, { ...options, headers: { ...(key ? bearer(key) : {}), ...options.headers } });
}
