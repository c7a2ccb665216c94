import { MAINLAND_ISO } from '@hotel/shared/mobile-dial';

/** A mainland mobile number's text box (11 digits, the phone's number pad, the browser's own number offered). */
export const MOBILE_INPUT = { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national', maxLength: 11 } as const;

/** Another country's number: room for up to 15 digits with spaces or hyphens (decision 0077). */
const FOREIGN_MOBILE_INPUT = { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', maxLength: 20 } as const;

/** The number box's attributes for the picked dial code (its iso) and what it holds (a number with its own + needs the room). */
export function mobileInputFor(iso: string, value = '') {
  return iso === MAINLAND_ISO && !value.trim().startsWith('+') ? MOBILE_INPUT : FOREIGN_MOBILE_INPUT;
}
