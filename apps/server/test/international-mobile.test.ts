import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { MESSAGES, SERVER_MESSAGES, SMS_PREFIX_DAILY_LIMIT } from '@hotel/shared/messages';
import { LOGIN_MODE, SMS_PURPOSE, type LoginResult } from '@hotel/shared/schemas/user';
import { members } from '@hotel/db/schema/user';
import { SMS_CODE_RULES } from '../src/modules/sms/index.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { call, DAY, freshCode, MINUTE, randomIp, randomMobile, registration, requestCode, sentCode, useMemberApp } from './helpers/member-app.ts';

// Decision 0077: mainland numbers as 11 digits or +86, other listed countries' mobiles in E.164.
const t = useMemberApp();
const register = (body: unknown) => call(t.app, 'POST', endpoints.register.path, { body });
const login = (body: unknown) => call<LoginResult>(t.app, 'POST', endpoints.login.path, { body });

/** A Japanese mobile nobody else in this file uses: +81 90 1 and seven random digits. */
const randomJapaneseMobile = () => `+81901${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
/** The same number as a guest may type it: +81 90-1234-5678. */
const spaced = (e164: string) => `${e164.slice(0, 3)} ${e164.slice(3, 5)}-${e164.slice(5, 9)}-${e164.slice(9)}`;

describe('a Japanese mobile number', () => {
  it('asks for a code through the console provider, registers, and logs in by code and by password', async () => {
    const mobile = randomJapaneseMobile();
    expectSuccess(await requestCode(t.app, spaced(mobile), SMS_PURPOSE.register));
    // Stored and read back in E.164, whichever way it was typed.
    const code = await sentCode(t.app, mobile);
    expectSuccess(await register(registration(spaced(mobile), code, { dialCode: '+81' })));
    const [member] = await t.db.select({ mobile: members.mobile, dialCode: members.dialCode }).from(members).where(eq(members.mobile, mobile));
    expect(member).toEqual({ mobile, dialCode: '+81' });

    t.clock.advance(MINUTE + 1000);
    const loginCode = await freshCode(t.app, mobile, SMS_PURPOSE.login);
    expectSuccess(await login({ mobile, code: loginCode, mode: LOGIN_MODE.smsCode }));
    expectSuccess(await login({ mobile: spaced(mobile), Pwd: 'Secret123', mode: LOGIN_MODE.password }));
  });

  it.each([
    ['a Japanese landline', '+81312345678', SERVER_MESSAGES.mobileNotOfCountry],
    ['a number of a country off the list', '+380501234567', SERVER_MESSAGES.mobileCountryUnsupported],
    ['a +86 number that is not a mainland mobile', '+8623456789012', MESSAGES.mobileInvalid],
  ])('refuses %s with 400 and its message, sending nothing', async (_, mobile, message) => {
    const refused = await requestCode(t.app, mobile, SMS_PURPOSE.register);
    expectFailure(refused, 400);
    expect(refused.body.message).toBe(message);
    expect((await call(t.app, 'GET', '/__dev/sms', { query: { mobile } })).status).not.toBe(200);
  });
});

describe('a mainland number written with +86', () => {
  it('is the same member as its 11 digits: one account, codes and logins in either form', async () => {
    const mobile = randomMobile();
    const plus = `+86 ${mobile.slice(0, 3)} ${mobile.slice(3, 7)} ${mobile.slice(7)}`;
    // A code asked for with +86 registers the 11 digits.
    expectSuccess(await requestCode(t.app, plus, SMS_PURPOSE.register));
    expectSuccess(await register(registration(mobile, await sentCode(t.app, mobile))));
    expect(await t.db.select({ mobile: members.mobile }).from(members).where(eq(members.mobile, mobile))).toHaveLength(1);

    // Registering again with the +86 form is refused as an existing number.
    const again = await register(registration(`+86${mobile}`, '123456'));
    expectFailure(again, 409);
    expect(again.body.message).toBe(SERVER_MESSAGES.mobileAlreadyRegistered);

    // A code asked for with the 11 digits logs in with +86, and the password works in both forms.
    t.clock.advance(MINUTE + 1000);
    const code = await freshCode(t.app, mobile, SMS_PURPOSE.login);
    expectSuccess(await login({ mobile: `+86${mobile}`, code, mode: LOGIN_MODE.smsCode }));
    expectSuccess(await login({ mobile: plus, Pwd: 'Secret123', mode: LOGIN_MODE.password }));
    expectSuccess(await login({ mobile, Pwd: 'Secret123', mode: LOGIN_MODE.password }));
  });
});

describe('SMS limits with a +81 number', () => {
  it('waits between two codes and sends at most the daily number to one number', async () => {
    const mobile = randomJapaneseMobile();
    expectSuccess(await requestCode(t.app, mobile, SMS_PURPOSE.register));
    // The spelling with spaces and hyphens is the same number: the resend wait applies.
    expectFailure(await requestCode(t.app, spaced(mobile), SMS_PURPOSE.register), 429);
    for (let i = 1; i < SMS_CODE_RULES.dailyPerMobile; i++) {
      t.clock.advance(SMS_CODE_RULES.resendSeconds * 1000 + 1000);
      expectSuccess(await requestCode(t.app, mobile, SMS_PURPOSE.register));
    }
    t.clock.advance(SMS_CODE_RULES.resendSeconds * 1000 + 1000);
    const capped = await requestCode(t.app, mobile, SMS_PURPOSE.register);
    expectFailure(capped, 429);
    expect(capped.body.message).toBe(SERVER_MESSAGES.smsMobileDailyLimit);
    t.clock.advance(DAY);
    expectSuccess(await requestCode(t.app, mobile, SMS_PURPOSE.register));
  });

  it('counts a block of numbers (all but the last four digits) against the pumping cap', async () => {
    const block = `+81802${String(randomInt(0, 1_000)).padStart(3, '0')}`;
    const numbers = Array.from({ length: SMS_CODE_RULES.dailyPerPrefix + 1 }, (_, i) => `${block}${String(i).padStart(4, '0')}`);
    const extra = numbers.pop()!;
    for (const mobile of numbers) expectSuccess(await requestCode(t.app, mobile, SMS_PURPOSE.register, randomIp()));
    const refused = await requestCode(t.app, extra, SMS_PURPOSE.register, randomIp());
    expectFailure(refused, 429);
    expect(refused.body.message).toBe(SMS_PREFIX_DAILY_LIMIT);
    // Another block is not affected.
    expectSuccess(await requestCode(t.app, randomJapaneseMobile(), SMS_PURPOSE.register, randomIp()));
  });
});
