import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { DEMO_MEMBER } from '@hotel/db/seed/seed-demo-member';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';
import { API_POLICY, HSTS, SERVER_HTML_POLICY } from '../src/plugins/security-headers.ts';
import { call, SITE_HEADERS, useMemberApp } from './helpers/member-app.ts';
import { setCookieOf, staffLogin } from './helpers/staff-app.ts';

/**
 * HSTS and the cookies' Secure flag follow the scheme the visitor used: https directly, or an
 * X-Forwarded-Proto from a proxy the app trusts (TRUST_PROXY). Without TRUST_PROXY the header
 * is anyone's to send and changes nothing. Decision 0030.
 */
const proxied = useMemberApp({ appOptions: { trustProxy: true } });
const direct = useMemberApp({ appOptions: { trustProxy: false } });

const HTTPS = { 'x-forwarded-proto': 'https' };

const memberCookieLogin = (app: FastifyInstance, headers: Record<string, string>) =>
  call(app, 'POST', endpoints.login.path, {
    body: { mobile: DEMO_MEMBER.mobile, Pwd: DEMO_MEMBER.password, mode: 2 },
    headers: { ...SITE_HEADERS, 'x-session-mode': 'cookie', ...headers },
  });

const adminEmail = DEMO_STAFF.find((s) => s.role === 'group_admin')!.email;
const deadCookie = () => `ft_session=${randomBytes(32).toString('base64url')}`;

describe('Strict-Transport-Security', () => {
  it('is sent over https behind a trusted proxy, on API answers and refusals alike', async () => {
    for (const url of [endpoints.getGroupCities.path, '/crsapi/v1/nothing-here']) {
      const response = await call(proxied.app, 'GET', url, { headers: HTTPS });
      expect(response.headers['strict-transport-security'], url).toBe(HSTS);
    }
  });

  it('is not sent over plain http', async () => {
    const response = await call(proxied.app, 'GET', endpoints.getGroupCities.path, { headers: { 'x-forwarded-proto': 'http' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect((await call(proxied.app, 'GET', endpoints.getGroupCities.path)).headers['strict-transport-security']).toBeUndefined();
  });

  it('is not sent for a forwarded https the app does not trust', async () => {
    const response = await call(direct.app, 'GET', endpoints.getGroupCities.path, { headers: HTTPS });
    expect(response.status).toBe(200);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

// Each sign-in hashes a password (scrypt): generous time on a loaded machine.
describe('cookies: HttpOnly, SameSite, and Secure only over https', { timeout: 60_000 }, () => {
  it('the member session cookie', async () => {
    const secure = setCookieOf(await memberCookieLogin(proxied.app, HTTPS));
    expect(secure).toMatch(/^ft_session=[A-Za-z0-9_-]{43}; /);
    for (const part of ['; HttpOnly', '; SameSite=Lax', '; Secure']) expect(secure).toContain(part);
    const plain = setCookieOf(await memberCookieLogin(proxied.app, {}));
    expect(plain).toContain('; HttpOnly');
    expect(plain).not.toContain('Secure');
    const untrusted = setCookieOf(await memberCookieLogin(direct.app, HTTPS));
    expect(untrusted).toContain('; HttpOnly');
    expect(untrusted).not.toContain('Secure');
  });

  it('the staff session cookie', async () => {
    const secure = setCookieOf(await staffLogin(proxied.app, adminEmail, DEMO_STAFF_PASSWORD, HTTPS));
    expect(secure).toMatch(/^staff_session=[A-Za-z0-9_-]{43}; /);
    for (const part of ['; HttpOnly', '; SameSite=Strict', '; Secure']) expect(secure).toContain(part);
    const untrusted = setCookieOf(await staffLogin(direct.app, adminEmail, DEMO_STAFF_PASSWORD, HTTPS));
    expect(untrusted).toContain('; HttpOnly');
    expect(untrusted).not.toContain('Secure');
  });

  it('the cleared cookie of a dead session (plugins/dead-session-cookie.ts)', async () => {
    const secure = await call(proxied.app, 'GET', endpoints.getGroupCities.path, { headers: { ...HTTPS, cookie: deadCookie() } });
    expect(setCookieOf(secure)).toBe('ft_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure');
    const untrusted = await call(direct.app, 'GET', endpoints.getGroupCities.path, { headers: { ...HTTPS, cookie: deadCookie() } });
    expect(setCookieOf(untrusted)).toBe('ft_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
  });

  it('the staff cookie cleared at logout', async () => {
    const login = await staffLogin(proxied.app, adminEmail, DEMO_STAFF_PASSWORD, HTTPS);
    const pair = setCookieOf(login).split(';')[0]!;
    const logout = await call(proxied.app, 'POST', '/adminapi/v1/auth/logout', { headers: { ...HTTPS, cookie: pair }, body: {} });
    expect(logout.status).toBe(200);
    expect(setCookieOf(logout)).toBe('staff_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict; Secure');
  });
});

describe('Content-Security-Policy on answers that are not pages', () => {
  it('JSON answers, success or failure, load and frame nothing', async () => {
    for (const url of [endpoints.getGroupCities.path, '/crsapi/v1/nothing-here', '/cms/newslist.aspx?sid=18']) {
      const response = await call(direct.app, 'GET', url);
      expect(response.headers['content-security-policy'], url).toBe(API_POLICY);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it("the payment simulator's own HTML pages (demo mode) may style themselves but run no script", async () => {
    const response = await direct.app.inject({ method: 'GET', url: '/simulator/scan/no-such-trade-0123456789' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toBe(SERVER_HTML_POLICY);
    expect(SERVER_HTML_POLICY).not.toMatch(/script-src/);
    expect(SERVER_HTML_POLICY).toMatch(/default-src 'none'/);
  });
});
