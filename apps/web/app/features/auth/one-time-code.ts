/**
 * The SMS code field (WCAG 3.3.8, decision 0080): the phone offers the code from the message
 * (one-time-code), a number pad opens, and a pasted code is taken as it comes. No six-character
 * cap: the browser would cut a pasted " 123 456 " to " 123 4" before the page could tidy it.
 */
export const ONE_TIME_CODE_INPUT = { type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 16 } as const;

/** A typed or pasted code as the rules read it: spaces, hyphens and full-width digits tidied (" １２３ 456 " → "123456"). */
export function normaliseCode(value: string): string {
  return value.normalize('NFKC').replace(/[\s-]/g, '');
}
