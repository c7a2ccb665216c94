import { COUNTRIES } from './countries.ts';
import { MOBILE_PATTERN } from './constants.ts';

/**
 * The browser's light half of the mobile rule (no zod, no phone metadata, so every page may load
 * it): the dial-code choices and how a chosen code and a typed national number become the one
 * `mobile` the API takes. The full rule is mobile-number.ts (decision 0077).
 */

export const MAINLAND_ISO = 'CN';

/** The form's countries, China (+86, the default) first; `iso` keeps the two +1 apart. */
export const MOBILE_DIAL_CODES = COUNTRIES.map(({ iso, name, dial }) => ({
  iso,
  name,
  dial,
}));
export const MOBILE_DIAL_CODE = MOBILE_DIAL_CODES[0]!;

export function dialCodeOf(iso: string): string | undefined {
  return MOBILE_DIAL_CODES.find((c) => c.iso === iso)?.dial;
}

/**
 * The `mobile` to send: mainland numbers as typed (11 digits), another country's as `+` code and
 * national number (its trunk 0 dropped: 090… in Japan is +81 90…). A number typed with its own `+`
 * is taken as it is, whatever code is picked. An unknown iso counts as the default, +86.
 */
export function composeMobile(iso: string | undefined, typed: string): string {
  const number = typed.trim();
  if (number.startsWith('+')) return number;
  const dial = iso ? dialCodeOf(iso) : undefined;
  if (!dial || iso === MAINLAND_ISO) return number;
  const national = number.replace(/[\s\-()]/g, '').replace(/^0/, '');
  return national ? `${dial}${national}` : '';
}

/** A mainland number as the spec checks it; foreign numbers need mobile-number.ts (loaded on demand). */
export function isMainlandMobile(mobile: string): boolean {
  return MOBILE_PATTERN.test(mobile.trim());
}

/**
 * A posted form's values with `field` turned into the API's mobile by the form's `dialIso`
 * picker, so a form posted without JavaScript (national number and picked code) reads the same
 * as one the browser composed. Values without a picker are left as they are.
 */
export function withDialedMobile(input: unknown, field: string): unknown {
  if (!input || typeof input !== 'object') return input;
  const v = input as Record<string, unknown>;
  if (typeof v.dialIso !== 'string' || typeof v[field] !== 'string') return input;
  return { ...v, [field]: composeMobile(v.dialIso, v[field]) };
}
