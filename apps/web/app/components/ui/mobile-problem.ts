import { MESSAGES } from '@hotel/shared/messages';
import { isMainlandMobile } from '@hotel/shared/mobile-dial';

/**
 * The browser's check of a composed mobile (mobile-dial.ts composeMobile): a mainland number with
 * the spec's pattern, any other with the shared rule and its phone metadata, loaded only now, when
 * a number of another country is about to be used (decision 0077). null: fine.
 */
export async function mobileProblem(mobile: string): Promise<string | null> {
  const number = mobile.trim();
  if (!number.startsWith('+')) return isMainlandMobile(number) ? null : MESSAGES.mobileInvalid;
  const [{ normalizeMobile }] = await Promise.all([import('@hotel/shared/mobile-number'), import('@hotel/shared/mobile-metadata')]);
  const check = normalizeMobile(number);
  return check.ok ? null : check.message;
}
