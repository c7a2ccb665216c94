import { describe, expect, it } from 'vitest';
import { demoStaff } from './helpers/desk.ts';
import { expectFailure } from './helpers/expectations.ts';
import { integrationCall, makeKey } from './helpers/integration-api.ts';
import { useMemberApp } from './helpers/member-app.ts';

/** The integration API is throttled like the other APIs (decision 0028), counted per key rather than per address (decision 0065). */
const t = useMemberApp({ appOptions: { rateLimit: { limits: { integration: 2 }, keyPrefix: `test-${Date.now()}:` } } });

describe('throttling per key', () => {
  it("refuses a key past its limit with 429 while another key from the same address goes on", async () => {
    const admin = await demoStaff(t.app, 'admin');
    const first = (await makeKey(t.app, admin, { hotelCodes: ['pro001'], scope: 'read' })).secret;
    const second = (await makeKey(t.app, admin, { hotelCodes: ['pro001'], scope: 'read' })).secret;
    const read = (key: string) => integrationCall(t.app, 'GET', '/reservations', key, { query: { hotel: 'pro001', limit: '1' } });
    expect((await read(first)).status).toBe(200);
    expect((await read(first)).status).toBe(200);
    const refused = await read(first);
    expectFailure(refused, 429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await read(second)).status).toBe(200);
  });
});
