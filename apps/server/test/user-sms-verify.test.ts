import { describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { LOGIN_MODE, SMS_PURPOSE } from '@hotel/shared/schemas/user';
import { members } from '@hotel/db/schema/user';
import { DEMO_MEMBER } from '@hotel/db/seed/seed-demo-member';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { call, freshCode, MINUTE, SECOND, randomMobile, registration, registerMember, useMemberApp } from './helpers/member-app.ts';

const t = useMemberApp();

const register = (body: unknown) => call(t.app, 'POST', endpoints.register.path, { body });
const loginByCode = (mobile: string, code: string) => call(t.app, 'POST', endpoints.login.path, { body: { mobile, code, mode: LOGIN_MODE.smsCode } });
/** A six-digit code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('SMS codes: expiry, single use, tries', () => {
  it('works for 10 minutes and not a second longer', async () => {
    const inTime = randomMobile();
    const code = await freshCode(t.app, inTime, SMS_PURPOSE.register);
    t.clock.advance(10 * MINUTE - SECOND);
    expectSuccess(await register(registration(inTime, code)));

    const late = randomMobile();
    const lateCode = await freshCode(t.app, late, SMS_PURPOSE.register);
    t.clock.advance(10 * MINUTE);
    const response = await register(registration(late, lateCode));
    expectFailure(response, 400);
    expect(response.body.message).toBe(SERVER_MESSAGES.smsCodeInvalid);
  });

  it('works once: a used code cannot log in again', async () => {
    const member = await registerMember(t.app);
    t.clock.advance(61 * SECOND);
    const code = await freshCode(t.app, member.mobile, SMS_PURPOSE.login);
    expectSuccess(await loginByCode(member.mobile, code));
    const again = await loginByCode(member.mobile, code);
    expectFailure(again, 400);
    expect(again.body.message).toBe(SERVER_MESSAGES.smsCodeInvalid);
  });

  it('dies after 5 wrong tries, even for the right code afterwards', async () => {
    const mobile = randomMobile();
    const code = await freshCode(t.app, mobile, SMS_PURPOSE.register);
    for (let i = 0; i < 5; i++) {
      const response = await register(registration(mobile, wrong(code)));
      expectFailure(response, 400);
      expect(response.body.message).toBe(SERVER_MESSAGES.smsCodeWrong);
    }
    const locked = await register(registration(mobile, code));
    expectFailure(locked, 429);
    expect(locked.body.message).toBe(SERVER_MESSAGES.smsCodeLocked);
  });

  it('still accepts the right code on the fifth try', async () => {
    const mobile = randomMobile();
    const code = await freshCode(t.app, mobile, SMS_PURPOSE.register);
    for (let i = 0; i < 4; i++) expectFailure(await register(registration(mobile, wrong(code))), 400);
    expectSuccess(await register(registration(mobile, code)));
  });

  it('counts parallel guesses: at most 5 of 8 simultaneous wrong tries are judged', async () => {
    const mobile = randomMobile();
    const code = await freshCode(t.app, mobile, SMS_PURPOSE.register);
    const answers = await Promise.all(Array.from({ length: 8 }, () => register(registration(mobile, wrong(code)))));
    expect(answers.filter((a) => a.body.message === SERVER_MESSAGES.smsCodeWrong).length).toBeLessThanOrEqual(5);
    expectFailure(await register(registration(mobile, code)), 429);
  });

  it('is bound to its purpose: a registration code does not log in', async () => {
    const mobile = randomMobile();
    const registrationCode = await freshCode(t.app, mobile, SMS_PURPOSE.register);
    // The number becomes a member some other way while its registration code is still live.
    await t.db.insert(members).values({ mobile, name: '別経路 登録', sex: 1, passwordHash: 'x', cardNo: `FT${mobile.slice(-8)}` });
    const response = await loginByCode(mobile, registrationCode);
    expectFailure(response, 400);
    expect(response.body.message).toBe(SERVER_MESSAGES.smsCodeInvalid);
  });

  it('is bound to its number: another number\'s code is refused', async () => {
    const a = randomMobile();
    const b = randomMobile();
    const codeA = await freshCode(t.app, a, SMS_PURPOSE.register);
    await freshCode(t.app, b, SMS_PURPOSE.register);
    const response = await register(registration(b, codeA));
    // Codes are independent draws; on the one-in-a-million chance they match, B's own code is used.
    if (response.status !== 200) {
      expectFailure(response, 400);
      expect(response.body.message).toBe(SERVER_MESSAGES.smsCodeWrong);
    }
  });

  it('a newer code replaces the older one', async () => {
    const mobile = randomMobile();
    const older = await freshCode(t.app, mobile, SMS_PURPOSE.register);
    t.clock.advance(61 * SECOND);
    const newer = await freshCode(t.app, mobile, SMS_PURPOSE.register);
    if (older !== newer) expectFailure(await register(registration(mobile, older)), 400);
    expectSuccess(await register(registration(mobile, newer)));
  });

  it('refuses a login by code for an unknown number', async () => {
    const response = await loginByCode(randomMobile(), '123456');
    expectFailure(response, 400);
    expect(response.body.message).toBe(SERVER_MESSAGES.mobileNotRegistered);
  });

  it('logs the demo member in with a login code', async () => {
    const code = await freshCode(t.app, DEMO_MEMBER.mobile, SMS_PURPOSE.login);
    const response = await loginByCode(DEMO_MEMBER.mobile, code);
    expect(expectSuccess(response)).toMatchObject({ name: DEMO_MEMBER.name, token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
  });
});
