import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import { NOT_LOGGED_IN_STATUS_CODE, type UserDetail } from '@hotel/shared/schemas/user';
import { DEMO_MEMBER } from '@hotel/db/seed/seed-demo-member';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { call, DAY, loginWithPassword, registerMember, SITE_HEADERS, useMemberApp, withToken } from './helpers/member-app.ts';
import type { RawResponse } from './helpers/member-app.ts';

const t = useMemberApp();
const detail = (token: string) => withToken<UserDetail>(t.app, 'GET', endpoints.userdetail.path, token);
const rename = (token: string, name: unknown) => withToken(t.app, 'POST', endpoints.modifyUser.path, token, { name });

function expectNotLoggedIn(response: RawResponse): void {
  expect(response.status, JSON.stringify(response.body)).toBe(401);
  expect(response.body).toEqual({ success: false, message: MESSAGES.notLoggedIn, data: null, statusCode: NOT_LOGGED_IN_STATUS_CODE, requestId: expect.any(String) });
}

describe('GET /user/userdetail', () => {
  it('answers the member centre fields for the demo member', async () => {
    const token = await loginWithPassword(t.app, DEMO_MEMBER.mobile, DEMO_MEMBER.password);
    const response = await detail(token);
    const data = expectSuccess(response);
    endpoints.userdetail.output.parse(data);
    expect(data).toMatchObject({
      userName: DEMO_MEMBER.name,
      vipName: 'ゴールドカード',
      level: 'gold',
      cardNo: DEMO_MEMBER.cardNo,
      score: 12_680,
      balance: 5_000,
      moible: DEMO_MEMBER.mobile,
      photo: '',
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('shows a new member as a silver card', async () => {
    const member = await registerMember(t.app);
    const data = expectSuccess(await detail(await loginWithPassword(t.app, member.mobile, member.password)));
    expect(data).toMatchObject({ userName: member.name, vipName: 'シルバーカード', level: 'silver', score: 0, balance: 0, moible: member.mobile });
    expect(data.cardNo).toMatch(/^FT\d{8}$/);
  });

  it.each([
    ['no token', undefined],
    ['an empty token', ''],
    ['a forged token of the right shape', randomBytes(32).toString('base64url')],
    ['a malformed token', 'not-a-token'],
    ['a very long token', 'x'.repeat(5000)],
  ])('answers 401 / statusCode 9999 / まだログインしていません for %s', async (_label, token) => {
    const headers = token === undefined ? SITE_HEADERS : { ...SITE_HEADERS, usertoken: token };
    expectNotLoggedIn(await call(t.app, 'GET', endpoints.userdetail.path, { headers }));
  });

  it('stops accepting a token after 365 days', async () => {
    const token = await loginWithPassword(t.app, DEMO_MEMBER.mobile, DEMO_MEMBER.password);
    t.clock.advance(364 * DAY);
    expectSuccess(await detail(token));
    t.clock.advance(DAY);
    expectNotLoggedIn(await detail(token));
  });
});

describe('one member never sees or changes another', () => {
  it('answers each token with its own member only, and a rename touches only the caller', async () => {
    const a = await registerMember(t.app, { Name: '会員 エー' });
    const b = await registerMember(t.app, { Name: '会員 ビー' });
    const tokenA = await loginWithPassword(t.app, a.mobile, a.password);
    const tokenB = await loginWithPassword(t.app, b.mobile, b.password);

    const detailA = expectSuccess(await detail(tokenA));
    const detailB = expectSuccess(await detail(tokenB));
    expect(detailA).toMatchObject({ userName: '会員 エー', moible: a.mobile });
    expect(detailB).toMatchObject({ userName: '会員 ビー', moible: b.mobile });
    expect(detailA.id).not.toBe(detailB.id);

    expectSuccess(await rename(tokenA, '会員 エー改'));
    expect(expectSuccess(await detail(tokenA)).userName).toBe('会員 エー改');
    expect(expectSuccess(await detail(tokenB)).userName).toBe('会員 ビー');
  });

  it('ignores an id or mobile in the request: there is no way to name another member', async () => {
    const a = await registerMember(t.app);
    const tokenA = await loginWithPassword(t.app, a.mobile, a.password);
    const response = await call<UserDetail>(t.app, 'GET', endpoints.userdetail.path, {
      headers: { ...SITE_HEADERS, usertoken: tokenA },
      query: { id: '1', mobile: DEMO_MEMBER.mobile },
    });
    expect(expectSuccess(response).moible).toBe(a.mobile);
    const renamed = await withToken(t.app, 'POST', endpoints.modifyUser.path, tokenA, { name: '乗っ取り', id: 1, mobile: DEMO_MEMBER.mobile });
    expectSuccess(renamed);
    const demoToken = await loginWithPassword(t.app, DEMO_MEMBER.mobile, DEMO_MEMBER.password);
    expect(expectSuccess(await detail(demoToken)).userName).toBe(DEMO_MEMBER.name);
  });
});

describe('POST /user/modifyUser', () => {
  it('changes the name (trimmed) with 修正された', async () => {
    const member = await registerMember(t.app);
    const token = await loginWithPassword(t.app, member.mobile, member.password);
    const response = await rename(token, '  高橋 一郎 ');
    expectSuccess(response);
    expect(response.body.message).toBe(MESSAGES.profileModified);
    expect(expectSuccess(await detail(token)).userName).toBe('高橋 一郎');
  });

  it.each([
    ['an empty name', '', MESSAGES.fullNameRequired],
    ['a blank name', '   ', MESSAGES.fullNameRequired],
    ['a number', 5, MESSAGES.fullNameRequired],
    ['51 characters', '名'.repeat(51), SERVER_MESSAGES.nameTooLong],
  ])('refuses %s', async (_label, name, message) => {
    const token = await loginWithPassword(t.app, DEMO_MEMBER.mobile, DEMO_MEMBER.password);
    const response = await rename(token, name);
    expectFailure(response, 400);
    expect(response.body.message).toBe(message);
  });

  it('refuses a caller without a session', async () => {
    expectNotLoggedIn(await call(t.app, 'POST', endpoints.modifyUser.path, { headers: SITE_HEADERS, body: { name: '誰か' } }));
  });
});

describe('POST /user/logout', () => {
  it('revokes the session on the server: the token stops working, other sessions keep working', async () => {
    const member = await registerMember(t.app);
    const token = await loginWithPassword(t.app, member.mobile, member.password);
    const other = await loginWithPassword(t.app, member.mobile, member.password);
    const response = await withToken(t.app, 'POST', endpoints.logout.path, token, {});
    expectSuccess(response);
    expect(response.body.message).toBe(SERVER_MESSAGES.loggedOut);
    expectNotLoggedIn(await detail(token));
    expectNotLoggedIn(await rename(token, '再利用'));
    expectSuccess(await detail(other));
  });

  it('is harmless without a session, or twice', async () => {
    expectSuccess(await call(t.app, 'POST', endpoints.logout.path, { headers: SITE_HEADERS, body: {} }));
    expectSuccess(await call(t.app, 'POST', endpoints.logout.path, { headers: SITE_HEADERS }));
    const token = await loginWithPassword(t.app, DEMO_MEMBER.mobile, DEMO_MEMBER.password);
    expectSuccess(await withToken(t.app, 'POST', endpoints.logout.path, token, {}));
    expectSuccess(await withToken(t.app, 'POST', endpoints.logout.path, token, {}));
  });
});
