import { describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES } from '../messages.ts';
import { loginBody, registerBody, registerForm, toRegisterBody } from './user.ts';

const form = {
  lname: '山田',
  fname: '花子',
  mobile: '13800138000',
  SmsCode: '123456',
  Pwd: 'Demo1234',
  rePwd: 'Demo1234',
  BirthDay: '1988-04-12',
  Sex: 0,
  country: '日本',
  dialCode: '+81',
  agreeStatus: true,
};

/** The message the form shows: the first problem. */
const firstMessage = (schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('registerForm (the Register screen)', () => {
  it('accepts a complete form and turns it into the registration payload', () => {
    const parsed = registerForm.parse(form);
    const body = toRegisterBody(parsed);
    expect(body).toMatchObject({ Name: '山田 花子', mobile: '13800138000', SmsCode: '123456', Pwd: 'Demo1234', Sex: 0, BirthDay: '1988-04-12' });
    expect(body).not.toHaveProperty('rePwd');
    expect(body).not.toHaveProperty('agreeStatus');
    expect(registerBody.safeParse(body).success).toBe(true);
  });

  it.each([
    ['no last name', { lname: ' ' }, MESSAGES.fullNameRequired],
    ['no first name', { fname: '' }, MESSAGES.fullNameRequired],
    ['bad mobile', { mobile: '1380013800' }, MESSAGES.mobileInvalid],
    ['no SMS code', { SmsCode: '' }, MESSAGES.smsCodeRequired],
    ['short password', { Pwd: 'a1', rePwd: 'a1' }, MESSAGES.passwordTooShort],
    ['password without a digit', { Pwd: 'abcdefg', rePwd: 'abcdefg' }, MESSAGES.passwordRule],
    ['password without a letter', { Pwd: '1234567', rePwd: '1234567' }, MESSAGES.passwordRule],
    ['passwords that differ', { rePwd: 'Demo12345' }, MESSAGES.passwordMismatch],
    ['terms not agreed', { agreeStatus: false }, MESSAGES.termsRequired],
  ])('%s → its spec message', (_label, change, message) => {
    expect(firstMessage(registerForm, { ...form, ...change })).toBe(message);
  });

  it('checks in the spec order: names, mobile, code, password, match, terms', () => {
    const everythingWrong = { ...form, lname: '', mobile: 'x', SmsCode: '', Pwd: 'a', rePwd: 'b', agreeStatus: false };
    expect(firstMessage(registerForm, everythingWrong)).toBe(MESSAGES.fullNameRequired);
    expect(firstMessage(registerForm, { ...everythingWrong, lname: '山田' })).toBe(MESSAGES.mobileInvalid);
    expect(firstMessage(registerForm, { ...everythingWrong, lname: '山田', mobile: form.mobile })).toBe(MESSAGES.smsCodeRequired);
    expect(firstMessage(registerForm, { ...form, Pwd: 'Demo1234', rePwd: 'other', agreeStatus: false })).toBe(MESSAGES.passwordMismatch);
  });
});

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
