import { LOGIN_MODE, type LoginMode } from '../member-contract.ts';
import { MESSAGES, SERVER_MESSAGES } from '../messages.ts';
import type { FieldProblem } from './field-problem.ts';
import { isMainlandMobile } from '../mobile-dial.ts';

/**
 * The login rules (spec §5), without zod: the login dialog is on every page, so these checks
 * must not bring the validation library into the first-load JavaScript. The API's loginBody
 * runs the same functions.
 */

export const SMS_CODE_PATTERN = /^\d{6}$/;

export interface LoginValues {
  mobile: string;
  mode: LoginMode;
  code?: string | undefined;
  Pwd?: string | undefined;
}

export type LoginField = 'mobile' | 'code' | 'Pwd';

/** The secret the mode needs: mode 1 a six-digit code, mode 2 a password. */
export function loginSecretProblem(values: Omit<LoginValues, 'mobile'>): FieldProblem<LoginField> | null {
  if (values.mode === LOGIN_MODE.smsCode) {
    const code = values.code?.trim() ?? '';
    if (!code) return { field: 'code', message: MESSAGES.smsCodeRequired };
    if (!SMS_CODE_PATTERN.test(code)) return { field: 'code', message: SERVER_MESSAGES.smsCodeWrong };
    return null;
  }
  if (!values.Pwd) return { field: 'Pwd', message: SERVER_MESSAGES.passwordRequired };
  return null;
}

/**
 * The login dialog: the mobile number first, then the secret. One quirk of spec §5 is kept
 * here only: the dialog warns about an empty code with the mobile-number message.
 */
export function loginFormProblem(values: LoginValues): FieldProblem<LoginField> | null {
  // A + number is checked by mobile-number.ts, loaded when another country is picked, and by the API.
  const mobile = values.mobile.trim();
  if (!isMainlandMobile(mobile) && !mobile.startsWith('+')) return { field: 'mobile', message: MESSAGES.mobileInvalid };
  if (values.mode === LOGIN_MODE.smsCode && !values.code?.trim()) return { field: 'code', message: MESSAGES.mobileInvalid };
  return loginSecretProblem(values);
}
