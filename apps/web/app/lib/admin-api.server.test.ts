import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { staffLoginEndpoint, staffMeEndpoint } from '@hotel/shared/schemas/admin/auth';
import { callAdmin, callAdminPublic } from './admin-api.server.ts';

/** A context whose staff API answers every call with `status` and a refusal envelope. */
function answering(status: number): AppLoadContext {
  const transport = () => Promise.resolve({ status, body: { success: false, code: status, message: '拒否', data: null } });
  return { transport } as unknown as AppLoadContext;
}

const request = new Request('http://hotel.test/admin/orders?hotel=pro001&page=2');

describe('callAdmin', () => {
  it('sends a lapsed session to the sign-in page and back to where it was', async () => {
    const thrown = await callAdmin(answering(401), request, staffMeEndpoint, {}).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/admin/login?next=${encodeURIComponent('/admin/orders?hotel=pro001&page=2')}`);
  });

  it.each([400, 403, 404, 409])('hands a %i back to the caller, who shows its message', async (status) => {
    const result = await callAdmin(answering(status), request, staffMeEndpoint, {});
    expect(result.status).toBe(status);
    expect(result.envelope.message).toBe('拒否');
  });
});

describe('callAdminPublic', () => {
  it('answers a 401 (a wrong password) instead of redirecting', async () => {
    const result = await callAdminPublic(answering(401), staffLoginEndpoint, { email: 'a@b.c', password: 'x' });
    expect(result.status).toBe(401);
  });
});
