import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { SESSION_COOKIE } from '@hotel/shared/schemas/user';
import { staffSessions } from '@hotel/db/schema/staff';
import { DEMO_MEMBER } from '@hotel/db/seed/seed-demo-member';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { call, loginWithPassword, SITE_HEADERS, useMemberApp } from './helpers/member-app.ts';
import { addStaff, adminCall, me, signIn, staffCookieHeader, staffLogin } from './helpers/staff-app.ts';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});
// trustProxy: X-Forwarded-Proto (an https origin behind the proxy) counts.
const t = useMemberApp({ appOptions: { logger: { level: 'trace', stream: logStream }, trustProxy: true } });

describe('guest and staff sessions never stand in for each other', () => {
  it('a member token is refused by /adminapi, in the staff cookie, the guest cookie or the usertoken header', async () => {
    const memberToken = await loginWithPassword(t.app, DEMO_MEMBER.mobile, DEMO_MEMBER.password);
    expectFailure(await me(t.app, memberToken), 401);
    expectFailure(await adminCall(t.app, 'GET', '/auth/me', { headers: { cookie: `${SESSION_COOKIE}=${memberToken}` } }), 401);
    expectFailure(await adminCall(t.app, 'GET', '/auth/me', { headers: { ...SITE_HEADERS, usertoken: memberToken } }), 401);
  });

  it('a staff token is refused by the member API, in either cookie or the usertoken header', async () => {
    const person = await addStaff(t.db, 'group_admin');
    const staffToken = await signIn(t.app, person.email, person.password);
    for (const headers of [staffCookieHeader(staffToken), { cookie: `${SESSION_COOKIE}=${staffToken}` }, { usertoken: staffToken }]) {
      const response = await call(t.app, 'GET', endpoints.userdetail.path, { headers: { ...SITE_HEADERS, ...headers } });
      expect(response.status, JSON.stringify(headers)).toBe(401);
    }
    expectSuccess(await me(t.app, staffToken));
  });
});

describe('cross-site writes', () => {
  it.each([
    ['Origin of another site', { origin: 'https://evil.example' }],
    ['Origin null (sandboxed page)', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site', origin: 'http://shop.felton.test' }],
  ])('refuses a POST with %s (403), before anything changes', async (_label, headers) => {
    const person = await addStaff(t.db, 'front_desk', ['pro001']);
    const token = await signIn(t.app, person.email, person.password);
    const logoutAll = await adminCall(t.app, 'POST', '/auth/logout-all', { headers: { host: 'admin.felton.test', ...staffCookieHeader(token), ...headers }, body: {} });
    expectFailure(logoutAll, 403);
    expect(logoutAll.body.message).toBe(SERVER_MESSAGES.csrfRejected);
    expectSuccess(await me(t.app, token));
    const login = await staffLogin(t.app, person.email, person.password, { host: 'admin.felton.test', ...headers });
    expectFailure(login, 403);
    expect(login.headers['set-cookie']).toBeUndefined();
  });

  it('accepts our own origin, by Origin or by Sec-Fetch-Site', async () => {
    const person = await addStaff(t.db, 'front_desk', ['pro001']);
    expectSuccess(await staffLogin(t.app, person.email, person.password, { host: 'admin.felton.test', origin: 'http://admin.felton.test' }));
    expectSuccess(await staffLogin(t.app, person.email, person.password, { host: 'admin.felton.test', 'sec-fetch-site': 'same-origin' }));
    expectSuccess(await staffLogin(t.app, person.email, person.password, { host: 'admin.felton.test', origin: 'https://admin.felton.test', 'x-forwarded-proto': 'https' }));
  });
});

describe('what is stored and logged', () => {
  it('keeps only the SHA-256 of the token', async () => {
    const person = await addStaff(t.db, 'content_editor');
    const token = await signIn(t.app, person.email, person.password);
    const rows = await t.db.select({ tokenHash: staffSessions.tokenHash }).from(staffSessions).where(eq(staffSessions.staffId, person.id));
    expect(rows).toEqual([{ tokenHash: createHash('sha256').update(token).digest('hex') }]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('never writes a password (right or wrong) or a session token to the log', async () => {
    const person = await addStaff(t.db, 'hotel_manager', ['pro001']);
    const wrong = 'Wrong-Password-7731';
    expectFailure(await staffLogin(t.app, person.email, wrong), 401);
    const token = await signIn(t.app, person.email, person.password);
    expectSuccess(await me(t.app, token));
    const log = logLines.join('');
    expect(log).toContain('/adminapi/v1/auth/login');
    expect(log).not.toContain(person.password);
    expect(log).not.toContain(wrong);
    expect(log).not.toContain(token);
  });

  it('keeps the staff API out of the guest API document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/crsapi/docs' });
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((p) => p.startsWith('/adminapi'))).toEqual([]);
  });
});
