import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { z } from 'zod';
import { MOBILE_PATTERN } from './constants.ts';
import { COUNTRIES } from './countries.ts';
import { MESSAGES, SERVER_MESSAGES } from './messages.ts';

/**
 * The one mobile-number rule (decision 0077), for every `mobile` the API takes:
 * - a mainland China number, 11 digits starting with 1 (the spec's rule and message), also
 *   written +86 and the 11 digits: stored as the 11 digits, so one member has one number;
 * - `+` and the number of another country of the form's list (countries.ts), which must be a
 *   mobile number there (libphonenumber-js's mobile metadata tells mobile from landline):
 *   stored in E.164, +819012345678.
 * Spaces and hyphens are tolerated in the `+` forms only. Browsers load this module on demand.
 */

export type MobileCheck = { ok: true; mobile: string } | { ok: false; message: string };

/** Longest `+` form accepted as typed: 15 digits with a separator between each pair. */
const TYPED_MAX = 32;
const LISTED_ISOS = new Set(COUNTRIES.filter((c) => c.iso !== 'CN').map((c) => c.iso));
const LISTED_CODES = new Set(COUNTRIES.filter((c) => c.iso !== 'CN').map((c) => c.dial.slice(1)));

/** `mainlandMessage`: what a failed mainland number says (the spec's message unless a form words it its own way). */
export function normalizeMobile(input: string, mainlandMessage: string = MESSAGES.mobileInvalid): MobileCheck {
  const text = input.trim();
  if (!text.startsWith('+')) return MOBILE_PATTERN.test(text) ? { ok: true, mobile: text } : { ok: false, message: mainlandMessage };
  const digits = text.slice(1).replace(/[\s-]/g, '');
  if (text.length > TYPED_MAX || !/^\d{1,15}$/.test(digits)) return { ok: false, message: mainlandMessage };
  if (digits.startsWith('86')) {
    const national = digits.slice(2);
    return MOBILE_PATTERN.test(national) ? { ok: true, mobile: national } : { ok: false, message: mainlandMessage };
  }
  const phone = parsePhoneNumberFromString(`+${digits}`);
  if (!phone || !LISTED_CODES.has(phone.countryCallingCode)) return { ok: false, message: SERVER_MESSAGES.mobileCountryUnsupported };
  const type = phone.isValid() ? phone.getType() : undefined;
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return { ok: false, message: SERVER_MESSAGES.mobileNotOfCountry };
  // A calling code shared with a country off the list (+7 Kazakhstan, +1 Caribbean).
  if (!phone.country || !LISTED_ISOS.has(phone.country)) return { ok: false, message: SERVER_MESSAGES.mobileCountryUnsupported };
  return { ok: true, mobile: phone.number };
}

/**
 * The zod field for a mobile number: refuses with normalizeMobile's message and gives the stored
 * form (11 digits or E.164), so services, limits and lookups only ever see one spelling.
 */
export function mobileNumber(mainlandMessage: string = MESSAGES.mobileInvalid) {
  return z
    .string({ error: mainlandMessage })
    .trim()
    .superRefine((value, ctx) => {
      const check = normalizeMobile(value, mainlandMessage);
      if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
    })
    .overwrite((value) => {
      const check = normalizeMobile(value, mainlandMessage);
      return check.ok ? check.mobile : value;
    });
}

/** A search box's text: a `+` number as it is stored (+86… → 11 digits, others E.164), any other text as it is. */
export function storedMobileOrText(text: string): string {
  if (!text.startsWith('+')) return text;
  const check = normalizeMobile(text);
  return check.ok ? check.mobile : text;
}
