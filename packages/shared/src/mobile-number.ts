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
 * Spaces and hyphens are tolerated in the `+` forms only.
 *
 * Telling another country's mobile from its landlines needs phone metadata (~100 kB), which no
 * page may load up front, while this rule sits in schemas that staff pages import. So the check
 * of another country's number is installed: the API server installs it at start
 * (mobile-metadata.ts, libphonenumber-js/mobile), browsers when a number of another country is
 * used. Until then such a number is only checked for its shape (its code on the list, 7 to 15
 * digits), which is as far as a browser's early check needs to go: the API decides.
 */

/** What the phone metadata says of a +number: its country (if one), whether it is a mobile there, its E.164. */
export type ForeignMobileParser = (e164: string) => { country: string | undefined; callingCode: string; mobile: boolean; number: string } | undefined;

let foreignParser: ForeignMobileParser | undefined;

/** Installs the full check of other countries' numbers (mobile-metadata.ts). */
export function installForeignMobileParser(parser: ForeignMobileParser): void {
  foreignParser = parser;
}

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
  if (!foreignParser) return shapeOnly(digits);
  const phone = foreignParser(`+${digits}`);
  if (!phone || !LISTED_CODES.has(phone.callingCode)) return { ok: false, message: SERVER_MESSAGES.mobileCountryUnsupported };
  if (!phone.mobile) return { ok: false, message: SERVER_MESSAGES.mobileNotOfCountry };
  // A calling code shared with a country off the list (+7 Kazakhstan, +1 Caribbean).
  if (!phone.country || !LISTED_ISOS.has(phone.country)) return { ok: false, message: SERVER_MESSAGES.mobileCountryUnsupported };
  return { ok: true, mobile: phone.number };
}

/** Without the metadata: a listed country's code (the longest that fits) and 7 to 15 digits in all. */
function shapeOnly(digits: string): MobileCheck {
  const code = [...LISTED_CODES].filter((c) => digits.startsWith(c)).sort((a, b) => b.length - a.length)[0];
  if (!code) return { ok: false, message: SERVER_MESSAGES.mobileCountryUnsupported };
  if (digits.length < 7 || digits.length - code.length < 4) return { ok: false, message: SERVER_MESSAGES.mobileNotOfCountry };
  return { ok: true, mobile: `+${digits}` };
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
