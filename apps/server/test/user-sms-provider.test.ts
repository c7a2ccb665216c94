import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { SMS_PURPOSE } from '@hotel/shared/schemas/user';
import { smsCodes, smsOutbox } from '@hotel/db/schema/sms';
import type { SmsMessage, SmsProvider } from '../src/modules/sms/index.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { call, randomMobile, requestCode, useMemberApp } from './helpers/member-app.ts';

/** A stand-in for a real SMS gateway: records what it was given, or fails when told to. */
class RecordingProvider implements SmsProvider {
  readonly name = 'recording';
  readonly sent: SmsMessage[] = [];
  failNext = false;

  async send(message: SmsMessage): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('gateway down');
    }
    this.sent.push(message);
  }
}

const provider = new RecordingProvider();
const t = useMemberApp({ smsProvider: provider });

describe('with another SMS provider', () => {
  it('hands the provider the number, purpose, code and Japanese text, and writes no outbox row', async () => {
    const mobile = randomMobile();
    expectSuccess(await requestCode(t.app, mobile, SMS_PURPOSE.register));
    const message = provider.sent.at(-1);
    expect(message).toMatchObject({ mobile, purpose: 1 });
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.body).toContain(message?.code);
    expect(message?.body).toContain('10分以内');
    expect(await t.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile))).toEqual([]);
  });

  it('does not register GET /__dev/sms (404)', async () => {
    const mobile = randomMobile();
    expectSuccess(await requestCode(t.app, mobile, SMS_PURPOSE.register));
    expectFailure(await call(t.app, 'GET', '/__dev/sms', { query: { mobile } }), 404);
  });

  it('answers 503 when the provider fails, and withdraws the code so a retry is not blocked', async () => {
    const mobile = randomMobile();
    provider.failNext = true;
    const failed = await requestCode(t.app, mobile, SMS_PURPOSE.register);
    expectFailure(failed, 503);
    expect(failed.body.message).toBe(SERVER_MESSAGES.smsSendFailed);
    expect(await t.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile))).toEqual([]);
    expectSuccess(await requestCode(t.app, mobile, SMS_PURPOSE.register));
  });
});
