import { describe, expect, it } from 'vitest';
import { LOGIN_MODE } from '../member-contract.ts';
import { MESSAGES, SERVER_MESSAGES } from '../messages.ts';
import { loginBody } from '../schemas/user.ts';
import { loginFormProblem } from './login.ts';

describe('loginFormProblem (the login dialog, zod-free)', () => {
  it.each([
    ['a bad mobile', { mobile: '2380013800', mode: LOGIN_MODE.smsCode, code: '123456' }, { field: 'mobile', message: MESSAGES.mobileInvalid }],
    [
      'an empty code: the mobile message (spec §5)',
      { mobile: '13800138000', mode: LOGIN_MODE.smsCode, code: ' ' },
      { field: 'code', message: MESSAGES.mobileInvalid },
    ],
    [
      'a code that is not six digits',
      { mobile: '13800138000', mode: LOGIN_MODE.smsCode, code: '12a' },
      { field: 'code', message: SERVER_MESSAGES.smsCodeWrong },
    ],
    ['no password in mode 2', { mobile: '13800138000', mode: LOGIN_MODE.password, Pwd: '' }, { field: 'Pwd', message: SERVER_MESSAGES.passwordRequired }],
  ])('%s', (_label, values, problem) => {
    expect(loginFormProblem(values)).toEqual(problem);
  });

  it('passes what the API accepts', () => {
    const values = { mobile: '13800138000', mode: LOGIN_MODE.password, Pwd: 'Demo1234' };
    expect(loginFormProblem(values)).toBeNull();
    expect(loginBody.safeParse(values).success).toBe(true);
  });

  it('shares the secret rules with loginBody', () => {
    expect(loginBody.safeParse({ mobile: '13800138000', code: '12a' }).error?.issues[0]?.message).toBe(SERVER_MESSAGES.smsCodeWrong);
  });
});
