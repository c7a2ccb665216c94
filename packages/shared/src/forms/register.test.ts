import { describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES } from '../messages.ts';
import { registerBody } from '../schemas/user.ts';
import { checkForm } from './parse-form.ts';
import { registerForm, toRegisterBody } from './register.ts';
// The API server's check of other countries' numbers (decision 0077).
import '../mobile-metadata.ts';

/** What the Register screen posts (FormData as text). */
const form = {
  lname: '山田',
  fname: '花子',
  Sex: '0',
  birthYear: '1988',
  birthMonth: '4',
  birthDay: '12',
  country: '日本',
  dialIso: 'CN',
  mobile: '13800138000',
  SmsCode: '123456',
  Pwd: 'Demo1234',
  rePwd: 'Demo1234',
  agreeStatus: 'on',
};

const errorsOf = (value: object) => {
  const result = checkForm(registerForm, value);
  return result.ok ? {} : result.errors;
};

describe('registerForm (the Register screen and its action)', () => {
  it('accepts a complete form and turns it into the registration payload', () => {
    const result = checkForm(registerForm, form);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const body = toRegisterBody(result.data);
    expect(body).toMatchObject({
      Name: '山田 花子',
      mobile: '13800138000',
      SmsCode: '123456',
      Pwd: 'Demo1234',
      Sex: 0,
      BirthDay: '1988-04-12',
      dialCode: '+86',
      country: '日本',
    });
    expect(body).not.toHaveProperty('rePwd');
    // The consent goes to the API, which records it (decision 0033).
    expect(body.agreeStatus).toBe(true);
    expect(registerBody.safeParse(body).success).toBe(true);
  });

  it.each([
    ['no last name', { lname: ' ' }, 'lname', MESSAGES.fullNameRequired],
    ['no first name', { fname: '' }, 'fname', MESSAGES.fullNameRequired],
    ['bad mobile', { mobile: '1380013800' }, 'mobile', MESSAGES.mobileInvalid],
    ['no SMS code', { SmsCode: '' }, 'SmsCode', MESSAGES.smsCodeRequired],
    ['short password', { Pwd: 'a1', rePwd: 'a1' }, 'Pwd', MESSAGES.passwordTooShort],
    ['password without a digit', { Pwd: 'abcdefg', rePwd: 'abcdefg' }, 'Pwd', MESSAGES.passwordRule],
    ['password without a letter', { Pwd: '1234567', rePwd: '1234567' }, 'Pwd', MESSAGES.passwordRule],
    ['passwords that differ', { rePwd: 'Demo12345' }, 'rePwd', MESSAGES.passwordMismatch],
    ['terms not agreed', { agreeStatus: undefined }, 'agreeStatus', MESSAGES.termsRequired],
    ['no salutation', { Sex: '' }, 'Sex', SERVER_MESSAGES.sexRequired],
    ['a dial code off the list', { dialIso: 'XX' }, 'dialCode', SERVER_MESSAGES.dialCodeInvalid],
    ['a mainland number under +81', { dialIso: 'JP' }, 'mobile', SERVER_MESSAGES.mobileNotOfCountry],
    ['half a birth date', { birthDay: '' }, 'BirthDay', SERVER_MESSAGES.birthDayInvalid],
    ['a country not on the list', { country: 'ナルニア' }, 'country', SERVER_MESSAGES.countryInvalid],
  ])('%s → its message at its field', (_label, change, field, message) => {
    expect(errorsOf({ ...form, ...change })).toEqual({ [field]: message });
  });

  it('shows every message at once, the password match and terms included, in the spec order', () => {
    const errors = errorsOf({ ...form, lname: '', mobile: 'x', SmsCode: '', Pwd: 'a', rePwd: 'b', agreeStatus: undefined });
    expect(Object.entries(errors)).toEqual([
      ['lname', MESSAGES.fullNameRequired],
      ['mobile', MESSAGES.mobileInvalid],
      ['SmsCode', MESSAGES.smsCodeRequired],
      ['Pwd', MESSAGES.passwordTooShort],
      ['agreeStatus', MESSAGES.termsRequired],
      ['rePwd', MESSAGES.passwordMismatch],
    ]);
  });

  it('joins a picked foreign code and the national number into the E.164 mobile', () => {
    const check = registerForm.safeParse({ ...form, dialIso: 'JP', mobile: '90 1234 5678' });
    expect(check.data && toRegisterBody(check.data)).toMatchObject({ mobile: '+819012345678', dialCode: '+81' });
  });

  it('leaves the birth date and country optional', () => {
    expect(checkForm(registerForm, { ...form, birthYear: '', birthMonth: '', birthDay: '', country: '' }).ok).toBe(true);
  });
});
