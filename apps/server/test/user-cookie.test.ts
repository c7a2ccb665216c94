import { describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import { NOT_LOGGED_IN_STATUS_CODE, type LoginResult, type UserDetail } from '@hotel/shared/schemas/user';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { call, loginWithPassword, registerMember, SITE_HEADERS, useMemberApp, withToken } from './helpers/member-app.ts';
import type { RawResponse } from './helpers/member-app.ts';

// Behind a trusted proxy (TRUST_PROXY): X-Forwarded-Proto decides the Secure flag.
const t = useMemberApp({ appOptions: { trustProxy: true } });
const COOKIE_MODE = { 'x-session-mode': 'cookie' };

const setCookieOf = (response: RawResponse): string => {
  const header = response.headers['set-cookie'];
  expect(header, 'Set-Cookie').toBeDefined();
  return Array.isArray(header) ? header.join('\n') : String(header);
};
/** The name=value part, as a browser would send it back. */
const cookiePair = (setCookie: string) => setCookie.split(';')[0]!;

async function cookieLogin(headers: Record<string, string> = {}) {
  const member = await registerMember(t.app);
  const response = await call<LoginResult>(t.app, 'POST', endpoints.login.path, {
    body: { mobile: member.mobile, Pwd: member.password, mode: 2 },
    headers: { ...SITE_HEADERS, ...COOKIE_MODE, ...headers },
  });
  return { member, response, setCookie: setCookieOf(response) };
}

describe('cookie sessions for the website (x-session-mode: cookie)', () => {
  it('sets an HttpOnly, SameSite=Lax, Path=/ cookie for a year and answers token null', async () => {
    const { member, response, setCookie } = await cookieLogin();
    expect(expectSuccess(response)).toEqual({ token: null, name: member.name });
    expect(setCookie).toMatch(/^ft_session=[A-Za-z0-9_-]{43}; /);
    expect(setCookie).toContain('; Path=/');
    expect(setCookie).toContain('; HttpOnly');
    expect(setCookie).toContain('; SameSite=Lax');
    expect(setCookie).toContain(`; Max-Age=${365 * 24 * 60 * 60}`);
    expect(setCookie).not.toContain('Secure');
  });

  it('marks the cookie Secure behind an https proxy', async () => {
    const { setCookie } = await cookieLogin({ 'x-forwarded-proto': 'https' });
    expect(setCookie).toContain('; Secure');
  });

  it('sets no cookie without the header: the token is in the body (API clients)', async () => {
    const member = await registerMember(t.app);
    const response = await call<LoginResult>(t.app, 'POST', endpoints.login.path, { body: { mobile: member.mobile, Pwd: member.password, mode: 2 } });
    expect(expectSuccess(response).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('authenticates reads with the cookie', async () => {
    const { member, setCookie } = await cookieLogin();
    const response = await call<UserDetail>(t.app, 'GET', endpoints.userdetail.path, { headers: { cookie: `theme=dark; ${cookiePair(setCookie)}` } });
    expect(expectSuccess(response).moible).toBe(member.mobile);
  });

  it('refuses a cookie-authenticated write without the site headers (403), accepts it with them', async () => {
    const { setCookie } = await cookieLogin();
    const cookie = cookiePair(setCookie);

    const bare = await call(t.app, 'POST', endpoints.modifyUser.path, { headers: { cookie }, body: { name: '偽 サイト' } });
    expectFailure(bare, 403);
    expect(bare.body.message).toBe(SERVER_MESSAGES.csrfRejected);

    for (const missing of ['channel', 'random', 'timestamp'] as const) {
      const { [missing]: _dropped, ...partial } = SITE_HEADERS;
      expectFailure(await call(t.app, 'POST', endpoints.modifyUser.path, { headers: { ...partial, cookie }, body: { name: '偽 サイト' } }), 403);
    }
    const wrongChannel = await call(t.app, 'POST', endpoints.modifyUser.path, { headers: { ...SITE_HEADERS, channel: 'evil', cookie }, body: { name: '偽 サイト' } });
    expectFailure(wrongChannel, 403);

    const good = await call(t.app, 'POST', endpoints.modifyUser.path, { headers: { ...SITE_HEADERS, cookie }, body: { name: '本物 サイト' } });
    expectSuccess(good);
    const after = await call<UserDetail>(t.app, 'GET', endpoints.userdetail.path, { headers: { cookie } });
    expect(expectSuccess(after).userName).toBe('本物 サイト');
  });

  it('refuses a cookie logout without the site headers, so another site cannot log a member out', async () => {
    const { setCookie } = await cookieLogin();
    const cookie = cookiePair(setCookie);
    expectFailure(await call(t.app, 'POST', endpoints.logout.path, { headers: { cookie }, body: {} }), 403);
    expectSuccess(await call(t.app, 'GET', endpoints.userdetail.path, { headers: { cookie } }));
  });

  it('exempts header-token writes from the check (no cookie, nothing to forge)', async () => {
    const member = await registerMember(t.app);
    const token = await loginWithPassword(t.app, member.mobile, member.password);
    const response = await call(t.app, 'POST', endpoints.modifyUser.path, { headers: { usertoken: token }, body: { name: '外部 クライアント' } });
    expectSuccess(response);
  });

  it('logout revokes the cookie session and clears the cookie', async () => {
    const { setCookie } = await cookieLogin();
    const cookie = cookiePair(setCookie);
    const response = await call(t.app, 'POST', endpoints.logout.path, { headers: { ...SITE_HEADERS, cookie }, body: {} });
    expectSuccess(response);
    const cleared = setCookieOf(response);
    expect(cleared).toMatch(/^ft_session=; /);
    expect(cleared).toContain('Max-Age=0');
    expect(cleared).toContain('HttpOnly');

    const after = await call(t.app, 'GET', endpoints.userdetail.path, { headers: { cookie } });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ message: MESSAGES.notLoggedIn, statusCode: NOT_LOGGED_IN_STATUS_CODE });
  });

  it('prefers a valid usertoken header over the cookie', async () => {
    const cookieSide = await cookieLogin();
    const headerSide = await registerMember(t.app);
    const token = await loginWithPassword(t.app, headerSide.mobile, headerSide.password);
    const response = await call<UserDetail>(t.app, 'GET', endpoints.userdetail.path, {
      headers: { usertoken: token, cookie: cookiePair(cookieSide.setCookie) },
    });
    expect(expectSuccess(response).moible).toBe(headerSide.mobile);
  });

  it('refuses a forged cookie like a forged token', async () => {
    const response = await call(t.app, 'GET', endpoints.userdetail.path, { headers: { cookie: `ft_session=${'A'.repeat(43)}` } });
    expect(response.status).toBe(401);
    expect(response.body.statusCode).toBe(NOT_LOGGED_IN_STATUS_CODE);
  });

  it('a token from the body keeps working for API clients next to the website', async () => {
    const member = await registerMember(t.app);
    const token = await loginWithPassword(t.app, member.mobile, member.password);
    expectSuccess(await withToken(t.app, 'GET', endpoints.userdetail.path, token));
  });
});
