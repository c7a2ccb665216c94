import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { endpoints } from '@hotel/shared/api/endpoints';
import { MESSAGES, SERVER_MESSAGES, smsResendWaitMessage } from '@hotel/shared/messages';
import { SMS_PURPOSE } from '@hotel/shared/schemas/user';
import { smsCodes, smsOutbox } from '@hotel/db/schema/sms';
import { DEMO_MEMBER } from '@hotel/db/seed/seed-demo-member';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { call, MINUTE, DAY, SECOND, randomIp, randomMobile, requestCode, sentCode, useMemberApp } from './helpers/member-app.ts';

const t = useMemberApp();

describe('GET /user/smscode: sending', () => {
  it('sends a six-digit code, readable from /__dev/sms and stored only as a hash', async () => {
    const mobile = randomMobile();
    const response = await requestCode(t.app, mobile, SMS_PURPOSE.register);
    expectSuccess(response);
    expect(response.body.message).toBe(SERVER_MESSAGES.smsSent);
    expect(response.body.data).toBeNull();

    const dev = await call<{ code: string; type: number; sentAt: string }>(t.app, 'GET', '/__dev/sms', { query: { mobile } });
    expect(dev.status).toBe(200);
    expect(dev.body).toMatchObject({ success: true, data: { type: 1 } });
    expect(dev.body.data.code).toMatch(/^\d{6}$/);
    expect(Date.parse(dev.body.data.sentAt)).not.toBeNaN();

    const [stored] = await t.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(dev.body.data.code);
    expect(stored?.expiresAt.getTime()).toBe((stored?.createdAt.getTime() ?? 0) + 10 * MINUTE);

    const [message] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
    expect(message?.body).toContain(dev.body.data.code);
    expect(message?.body).toContain('会員登録');
  });

  it('draws codes from the whole six-digit range (leading zeros kept)', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const mobile = randomMobile();
      expectSuccess(await requestCode(t.app, mobile, SMS_PURPOSE.register));
      codes.add(await sentCode(t.app, mobile));
    }
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(1);
  });

  it('sends a login code to a member', async () => {
    const response = await requestCode(t.app, DEMO_MEMBER.mobile, SMS_PURPOSE.login);
    expectSuccess(response);
    const dev = await call<{ type: number }>(t.app, 'GET', '/__dev/sms', { query: { mobile: DEMO_MEMBER.mobile } });
    expect(dev.body.data.type).toBe(2);
  });

  it.each(['12345', '2380013800', '23800138000', '138001380001', '1380013800a', ''])('refuses mobile "%s" with the spec message and sends nothing', async (mobile) => {
    const response = await requestCode(t.app, mobile, SMS_PURPOSE.register);
    expectFailure(response, 400);
    expect(response.body.message).toBe(MESSAGES.mobileInvalid);
    if (mobile) expect(await t.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile))).toEqual([]);
  });

  it.each(['0', '3', 'x', ''])('refuses type "%s"', async (type) => {
    const response = await call(t.app, 'GET', endpoints.smscode.path, { query: { mobile: randomMobile(), type } });
    expectFailure(response, 400);
    expect(response.body.message).toBe(SERVER_MESSAGES.smsTypeInvalid);
  });

  it('refuses a registration code for a registered number (409)', async () => {
    const response = await requestCode(t.app, DEMO_MEMBER.mobile, SMS_PURPOSE.register);
    expectFailure(response, 409);
    expect(response.body.message).toBe(SERVER_MESSAGES.mobileAlreadyRegistered);
  });

  it('refuses a login code for an unknown number (400)', async () => {
    const response = await requestCode(t.app, randomMobile(), SMS_PURPOSE.login);
    expectFailure(response, 400);
    expect(response.body.message).toBe(SERVER_MESSAGES.mobileNotRegistered);
  });
});

describe('GET /user/smscode: limits', () => {
  it('refuses a new code for the same number within 60 s (any purpose), then allows it', async () => {
    const mobile = randomMobile();
    expectSuccess(await requestCode(t.app, mobile, SMS_PURPOSE.register));

    t.clock.advance(15 * SECOND);
    const tooSoon = await requestCode(t.app, mobile, SMS_PURPOSE.register, randomIp());
    expectFailure(tooSoon, 429);
    expect(tooSoon.body.message).toBe(smsResendWaitMessage(45));

    t.clock.advance(45 * SECOND);
    expectSuccess(await requestCode(t.app, mobile, SMS_PURPOSE.register));
    expect(await t.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile))).toHaveLength(2);
  });

  it('sends at most 10 codes to one number in 24 hours', async () => {
    const mobile = randomMobile();
    for (let i = 0; i < 10; i++) {
      expectSuccess(await requestCode(t.app, mobile, SMS_PURPOSE.register));
      t.clock.advance(61 * SECOND);
    }
    const capped = await requestCode(t.app, mobile, SMS_PURPOSE.register);
    expectFailure(capped, 429);
    expect(capped.body.message).toBe(SERVER_MESSAGES.smsMobileDailyLimit);

    t.clock.advance(DAY);
    expectSuccess(await requestCode(t.app, mobile, SMS_PURPOSE.register));
  });

  it('sends at most 30 codes from one client address in 24 hours', async () => {
    const ip = randomIp();
    for (let i = 0; i < 30; i++) expectSuccess(await requestCode(t.app, randomMobile(), SMS_PURPOSE.register, ip));
    const capped = await requestCode(t.app, randomMobile(), SMS_PURPOSE.register, ip);
    expectFailure(capped, 429);
    expect(capped.body.message).toBe(SERVER_MESSAGES.smsAddressDailyLimit);

    expectSuccess(await requestCode(t.app, randomMobile(), SMS_PURPOSE.register, randomIp()));
    t.clock.advance(DAY);
    expectSuccess(await requestCode(t.app, randomMobile(), SMS_PURPOSE.register, ip));
  });

  it('lets only one of two simultaneous requests for a number through', async () => {
    const mobile = randomMobile();
    const answers = await Promise.all([requestCode(t.app, mobile, SMS_PURPOSE.register), requestCode(t.app, mobile, SMS_PURPOSE.register)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429]);
  });

  it('cleans up codes older than a day when a new one is sent', async () => {
    const mobile = randomMobile();
    expectSuccess(await requestCode(t.app, mobile, SMS_PURPOSE.register));
    t.clock.advance(DAY + MINUTE);
    expectSuccess(await requestCode(t.app, randomMobile(), SMS_PURPOSE.register));
    expect(await t.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile))).toEqual([]);
  });
});

describe('GET /__dev/sms', () => {
  it('answers 404 for a number that was sent nothing', async () => {
    const response = await call(t.app, 'GET', '/__dev/sms', { query: { mobile: randomMobile() } });
    expectFailure(response, 404);
    expect(response.body.message).toBe(SERVER_MESSAGES.smsNothingSent);
  });

  it('refuses a malformed number', async () => {
    expectFailure(await call(t.app, 'GET', '/__dev/sms', { query: { mobile: 'abc' } }), 400);
  });

  it('is not in the OpenAPI document', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/crsapi/docs' });
    expect(Object.keys(doc.json<{ paths: object }>().paths)).not.toContain('/__dev/sms');
  });
});
