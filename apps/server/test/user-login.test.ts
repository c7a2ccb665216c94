import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { endpoints } from '@hotel/shared/api/endpoints';
import { MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import { LOGIN_MODE, SMS_PURPOSE, type LoginResult } from '@hotel/shared/schemas/user';
import { sessions } from '@hotel/db/schema/session';
import { members } from '@hotel/db/schema/user';
import { DEMO_MEMBER } from '@hotel/db/seed/seed-demo-member';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { call, freshCode, MINUTE, randomMobile, registerMember, useMemberApp } from './helpers/member-app.ts';

const t = useMemberApp();
const login = (body: unknown, headers: Record<string, string> = {}) => call<LoginResult>(t.app, 'POST', endpoints.login.path, { body, headers });
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

describe('POST /user/login, mode 2 (mobile and password)', () => {
  it('logs the demo member in and answers { token, name } with ログイン成功', async () => {
    const response = await login({ mobile: DEMO_MEMBER.mobile, Pwd: DEMO_MEMBER.password, mode: 2 });
    expect(expectSuccess(response)).toEqual({ token: expect.stringMatching(TOKEN), name: DEMO_MEMBER.name });
    expect(response.body.message).toBe(MESSAGES.loginSucceeded);
  });

  it('stores only the SHA-256 of the token, expiring in 365 days', async () => {
    const member = await registerMember(t.app);
    const response = await login({ mobile: member.mobile, Pwd: member.password, mode: '2' });
    const { token } = expectSuccess(response);
    const [row] = await t.db
      .select({ tokenHash: sessions.tokenHash, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(eq(members.mobile, member.mobile));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(365 * 24 * 60 * MINUTE);
  });

  it('answers a wrong password and an unknown number the same way (401)', async () => {
    const wrong = await login({ mobile: DEMO_MEMBER.mobile, Pwd: 'Wrong1234', mode: 2 });
    const unknown = await login({ mobile: randomMobile(), Pwd: 'Wrong1234', mode: 2 });
    for (const response of [wrong, unknown]) {
      expectFailure(response, 401);
      expect(response.body.message).toBe(SERVER_MESSAGES.loginFailed);
    }
  });

  it('pauses password login for 15 minutes after 5 wrong passwords; SMS login still works', async () => {
    const member = await registerMember(t.app);
    for (let i = 0; i < 5; i++) expectFailure(await login({ mobile: member.mobile, Pwd: `Wrong${i}xyz`, mode: 2 }), 401);
    const locked = await login({ mobile: member.mobile, Pwd: member.password, mode: 2 });
    expectFailure(locked, 429);
    expect(locked.body.message).toBe(SERVER_MESSAGES.passwordLocked);

    t.clock.advance(MINUTE);
    const code = await freshCode(t.app, member.mobile, SMS_PURPOSE.login);
    expectSuccess(await login({ mobile: member.mobile, code, mode: 1 }));

    t.clock.advance(13 * MINUTE);
    expectFailure(await login({ mobile: member.mobile, Pwd: member.password, mode: 2 }), 429);
    t.clock.advance(MINUTE);
    expectSuccess(await login({ mobile: member.mobile, Pwd: member.password, mode: 2 }));
  });

  it('a correct password resets the count of failures', async () => {
    const member = await registerMember(t.app);
    for (let i = 0; i < 4; i++) expectFailure(await login({ mobile: member.mobile, Pwd: 'Wrong1234', mode: 2 }), 401);
    expectSuccess(await login({ mobile: member.mobile, Pwd: member.password, mode: 2 }));
    expectFailure(await login({ mobile: member.mobile, Pwd: 'Wrong1234', mode: 2 }), 401);
    expectSuccess(await login({ mobile: member.mobile, Pwd: member.password, mode: 2 }));
  });
});

describe('POST /user/login, mode 1 (mobile and SMS code)', () => {
  it('logs a new member in with a login code, mode defaulting to 1', async () => {
    const member = await registerMember(t.app);
    t.clock.advance(MINUTE);
    const code = await freshCode(t.app, member.mobile, SMS_PURPOSE.login);
    const response = await login({ mobile: member.mobile, code });
    expect(expectSuccess(response)).toEqual({ token: expect.stringMatching(TOKEN), name: member.name });
  });

  it('refuses a wrong code with 400', async () => {
    const member = await registerMember(t.app);
    t.clock.advance(MINUTE);
    const code = await freshCode(t.app, member.mobile, SMS_PURPOSE.login);
    const response = await login({ mobile: member.mobile, code: code === '000000' ? '000001' : '000000', mode: LOGIN_MODE.smsCode });
    expectFailure(response, 400);
    expect(response.body.message).toBe(SERVER_MESSAGES.smsCodeWrong);
  });
});

describe('POST /user/login: validation', () => {
  it.each([
    ['malformed mobile', { mobile: '123', code: '123456', mode: 1 }, MESSAGES.mobileInvalid],
    ['mode 1 without code', { mobile: DEMO_MEMBER.mobile, mode: 1 }, MESSAGES.smsCodeRequired],
    ['mode 1 with an empty code', { mobile: DEMO_MEMBER.mobile, code: '', Pwd: '', mode: 1 }, MESSAGES.smsCodeRequired],
    ['mode 1 with a malformed code', { mobile: DEMO_MEMBER.mobile, code: '12a', mode: 1 }, SERVER_MESSAGES.smsCodeWrong],
    ['mode 2 without password', { mobile: DEMO_MEMBER.mobile, code: '', mode: 2 }, SERVER_MESSAGES.passwordRequired],
    ['unknown mode', { mobile: DEMO_MEMBER.mobile, code: '123456', mode: 3 }, SERVER_MESSAGES.loginModeInvalid],
  ] as const)('%s → 400', async (_label, body, message) => {
    const response = await login(body);
    expectFailure(response, 400);
    expect(response.body.message).toBe(message);
  });
});
