import { z } from 'zod';
import { BIRTH_YEAR_SPAN, PASSWORD_MIN } from '../constants.ts';
import { MOBILE_DIAL_CODES } from '../mobile-dial.ts';
import { mobileNumber } from '../mobile-number.ts';
import { MEMBER_LEVEL_KEYS } from '../member-levels.ts';
import { MESSAGES, SERVER_MESSAGES } from '../messages.ts';
import { LOGIN_MODE, NAME_MAX, PASSWORD_MAX, SMS_PURPOSE } from '../member-contract.ts';
import { loginSecretProblem, SMS_CODE_PATTERN } from '../forms/login.ts';
import { singleLine } from './text.ts';

// The contract's plain values live in member-contract.ts (zod-free, for the browser bundle).
export {
  LOGIN_MODE,
  NOT_LOGGED_IN_STATUS_CODE,
  SESSION_COOKIE,
  SESSION_MODE_HEADER,
  SMS_PURPOSE,
  type LoginMode,
  type SmsPurpose,
} from '../member-contract.ts';

/**
 * Member API contract (spec §3, §5, §7): one set of rules for the register and login forms in
 * the browser and for the server routes. Fields are declared in the spec's validation order,
 * because the first failing field is the message the user sees.
 */

export const NAME_PART_MAX = 24;

/** Either spelling a form or a query string may send: 1 or '1'. */
function smallChoice<const T extends readonly [number, ...number[]]>(values: T, message: string) {
  const literals = values.flatMap((v) => [z.literal(v), z.literal(String(v))]);
  return z
    .union(literals as unknown as [z.ZodLiteral<number>, z.ZodLiteral<string>], { error: message })
    .transform((v) => Number(v) as T[number]);
}

/** Mainland 11 digits, +86 or another listed country's mobile; gives the stored form (mobile-number.ts). */
export const mobile = mobileNumber();

export const smsCode = z
  .string({ error: MESSAGES.smsCodeRequired })
  .trim()
  .min(1, MESSAGES.smsCodeRequired)
  .regex(SMS_CODE_PATTERN, SERVER_MESSAGES.smsCodeWrong);

/** A new password: at least 6 characters with a letter and a digit (spec §5); at most 64. */
export const newPassword = singleLine(MESSAGES.passwordRule, MESSAGES.passwordTooShort)
  .min(PASSWORD_MIN, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, MESSAGES.passwordRule)
  .regex(/[A-Za-z]/, MESSAGES.passwordRule)
  .regex(/\d/, MESSAGES.passwordRule);

export const memberName = singleLine(SERVER_MESSAGES.nameInvalidCharacters, MESSAGES.fullNameRequired)
  .trim()
  .min(1, MESSAGES.fullNameRequired)
  .max(NAME_MAX, SERVER_MESSAGES.nameTooLong);

/** YYYY-MM-DD, a real date, not in the future and within the form's 100-year pickers. */
export const birthDay = z
  .string({ error: SERVER_MESSAGES.birthDayInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, SERVER_MESSAGES.birthDayInvalid)
  .refine(isPlausibleBirthDay, SERVER_MESSAGES.birthDayInvalid);

function isPlausibleBirthDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  const now = new Date();
  return date.getTime() <= now.getTime() && date.getUTCFullYear() >= now.getUTCFullYear() - BIRTH_YEAR_SPAN;
}

/** Salutation picklist: 1 Mr., 0 Ms. */
export const sex = smallChoice([1, 0], SERVER_MESSAGES.sexRequired);

export const optionalBirthDay = z.union([z.literal(''), birthDay]).optional();
export const country = singleLine(SERVER_MESSAGES.countryInvalid).trim().max(60, SERVER_MESSAGES.countryInvalid).optional();
/** One of the form's dial codes (mobile-dial.ts); the number itself carries its country, so this is only recorded. */
export const dialCode = z
  .string({ error: SERVER_MESSAGES.dialCodeInvalid })
  .trim()
  .refine((code) => MOBILE_DIAL_CODES.some((d) => d.dial === code), SERVER_MESSAGES.dialCodeInvalid)
  .optional();

// ---- GET /user/smscode -------------------------------------------------------------------

export const smsCodeQuery = z.object({
  mobile,
  type: smallChoice([SMS_PURPOSE.register, SMS_PURPOSE.login], SERVER_MESSAGES.smsTypeInvalid),
});

// ---- POST /user/register -----------------------------------------------------------------

/**
 * The spec's registration payload; BirthDay may be left empty, country and dialCode are optional.
 * agreeStatus (the form's terms checkbox, decision 0033) is optional so the spec's payload still
 * registers; true records the consent as given by checkbox, false is refused.
 */
export const registerBody = z.object({
  Name: memberName,
  mobile,
  SmsCode: smsCode,
  Pwd: newPassword,
  BirthDay: optionalBirthDay,
  Sex: sex,
  country,
  dialCode,
  agreeStatus: z.literal(true, { error: MESSAGES.termsRequired }).optional(),
});
export type RegisterBody = z.input<typeof registerBody>;

// ---- POST /user/login --------------------------------------------------------------------

/** mode 1 needs `code`, mode 2 needs `Pwd`; the other field is ignored. mode defaults to 1. */
export const loginBody = z
  .object({
    mobile,
    mode: smallChoice([LOGIN_MODE.smsCode, LOGIN_MODE.password], SERVER_MESSAGES.loginModeInvalid).default(LOGIN_MODE.smsCode),
    code: z.string({ error: MESSAGES.smsCodeRequired }).trim().max(6, SERVER_MESSAGES.smsCodeWrong).optional(),
    Pwd: z.string({ error: SERVER_MESSAGES.passwordRequired }).max(PASSWORD_MAX, SERVER_MESSAGES.loginFailed).optional(),
  })
  .superRefine((body, ctx) => {
    // The same rule the login dialog runs (forms/login.ts, zod-free for every page's bundle).
    const problem = loginSecretProblem(body);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });

/** token is null when the session went into the HttpOnly cookie (x-session-mode: cookie). */
export const loginResult = z.object({ token: z.string().nullable(), name: z.string() });
export type LoginResult = z.infer<typeof loginResult>;

// ---- Member centre ----------------------------------------------------------------------

export const userDetail = z.object({
  id: z.number().int(),
  userName: z.string(),
  /** Japanese name of the card level. */
  vipName: z.string(),
  cardNo: z.string(),
  /** Bonus points balance. */
  score: z.number().int(),
  /** The mobile number; the spec's field name, misspelling included. */
  moible: z.string(),
  /** Avatar path; '' when the member has none (the site shows its default avatar). */
  photo: z.string(),
  level: z.enum(MEMBER_LEVEL_KEYS),
  /** Stored value for member-card payment, whole CNY. */
  balance: z.number().int(),
  /** 1 Mr., 0 Ms. */
  sex: z.number().int(),
  birthDay: z.string().nullable(),
  country: z.string().nullable(),
});
export type UserDetail = z.infer<typeof userDetail>;

export const modifyUserBody = z.object({ name: memberName });
