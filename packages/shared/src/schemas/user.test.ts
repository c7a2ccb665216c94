import { describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES } from '../messages.ts';
import { loginBody } from './user.ts';

/** The message the form shows: the first problem. */
const firstMessage = (schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('loginBody', () => {
  it('defaults to mode 1 and needs a code there', () => {
    expect(loginBody.parse({ mobile: '13800138000', code: '123456' }).mode).toBe(1);
    expect(firstMessage(loginBody, { mobile: '13800138000' })).toBe(MESSAGES.smsCodeRequired);
  });

  it('needs a password in mode 2, without the registration strength rules', () => {
    expect(loginBody.parse({ mobile: '13800138000', Pwd: 'x', mode: '2' }).mode).toBe(2);
    expect(firstMessage(loginBody, { mobile: '13800138000', mode: 2 })).toBe(SERVER_MESSAGES.passwordRequired);
  });
});
