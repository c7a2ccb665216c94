import { COUNTRIES } from '@hotel/shared/countries';

/** Country codes, longest first, so +852 is read before +85… could be. */
const DIAL_CODES = [...new Set(COUNTRIES.map((c) => c.dial))].sort((a, b) => b.length - a.length);

/**
 * 13800138000 → 138****8000, +819012345678 → +81 90****5678: enough to match a complaint to a log
 * line, not enough to text anyone. An E.164 number keeps its country code, the next two digits
 * and the last four (decision 0077).
 */
export function maskMobile(mobile: string): string {
  if (mobile.startsWith('+')) {
    const dial = DIAL_CODES.find((d) => mobile.startsWith(d)) ?? mobile.slice(0, 3);
    const national = mobile.slice(dial.length);
    if (national.length < 8) return `${dial} ${'*'.repeat(national.length)}`;
    return `${dial} ${national.slice(0, 2)}${'*'.repeat(national.length - 6)}${national.slice(-4)}`;
  }
  if (mobile.length < 8) return '*'.repeat(mobile.length);
  return `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 7)}${mobile.slice(-4)}`;
}
