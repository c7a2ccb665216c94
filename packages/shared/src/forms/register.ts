import { z } from 'zod';
import { countryByName } from '../countries.ts';
import { dialCodeOf, MOBILE_DIAL_CODE, withDialedMobile } from '../mobile-dial.ts';
import { MESSAGES, SERVER_MESSAGES } from '../messages.ts';
import { singleLine } from '../schemas/text.ts';
import { dialCode, memberName, mobile, NAME_PART_MAX, newPassword, optionalBirthDay, sex, smsCode, type RegisterBody } from '../schemas/user.ts';

/**
 * The Register screen (spec §2, §5), checked with this one schema in the browser and in the
 * /register action. It reads the form's own fields (last and first name, the three birth date
 * pickers, the dial-code picker, the terms checkbox) and gives the API's registration payload.
 */

const namePart = memberName.max(NAME_PART_MAX, SERVER_MESSAGES.nameTooLong);

/** Optional; when given, one of the list's countries. */
const knownCountry = singleLine(SERVER_MESSAGES.countryInvalid)
  .trim()
  .refine((name) => !name || countryByName(name) !== undefined, SERVER_MESSAGES.countryInvalid)
  .transform((name) => name || undefined)
  .optional();

/** A checkbox posts 'on'; a script may send true. */
const agreed = z.union([z.literal(true), z.literal('on'), z.literal('true')], { error: MESSAGES.termsRequired }).transform(() => true as const);

/** '' when no part is picked, YYYY-MM-DD when all are, else something the birthDay rule refuses. */
export function composeBirthDay(year: string, month: string, day: string): string {
  if (!year && !month && !day) return '';
  if (!year || !month || !day) return 'incomplete';
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** The screen's pickers → the payload's BirthDay, dialCode and (with the picked code) mobile. */
function fromScreenFields(input: unknown): unknown {
  if (!input || typeof input !== 'object') return input;
  const v = withDialedMobile(input, 'mobile') as Record<string, unknown>;
  const text = (key: string) => {
    const value = v[key];
    return typeof value === 'string' ? value : '';
  };
  return {
    ...v,
    BirthDay: v.BirthDay ?? composeBirthDay(text('birthYear'), text('birthMonth'), text('birthDay')),
    // An unknown dialIso gives no code, which the dialCode rule refuses.
    dialCode: v.dialCode ?? (v.dialIso === undefined ? MOBILE_DIAL_CODE.dial : (dialCodeOf(text('dialIso')) ?? '')),
  };
}

export const registerForm = z.preprocess(
  fromScreenFields,
  z
    .object({
      lname: namePart,
      fname: namePart,
      mobile,
      SmsCode: smsCode,
      Pwd: newPassword,
      rePwd: z.string({ error: MESSAGES.passwordMismatch }),
      BirthDay: optionalBirthDay,
      Sex: sex,
      country: knownCountry,
      dialCode,
      agreeStatus: agreed,
    })
    .refine((form) => form.rePwd === form.Pwd, {
      path: ['rePwd'],
      message: MESSAGES.passwordMismatch,
      // Checked even while other fields are wrong, so every message shows at once.
      when: (payload) => {
        const value = payload.value as { Pwd?: unknown; rePwd?: unknown } | undefined;
        return typeof value?.rePwd === 'string' && typeof value.Pwd === 'string';
      },
    }),
);
export type RegisterFormData = z.output<typeof registerForm>;

/** Name is last plus first name (spec §3), separated by a space. */
export function fullName(lname: string, fname: string): string {
  return `${lname.trim()} ${fname.trim()}`;
}

/** The payload of POST /user/register from a form that passed registerForm. */
export function toRegisterBody(form: RegisterFormData): RegisterBody {
  const { lname, fname, rePwd: _rePwd, ...rest } = form;
  return { ...rest, Name: fullName(lname, fname) };
}
