import { formatDate } from '@hotel/shared/language-format';
import type { SiteLanguage } from '@hotel/shared/site-language';
import type { MessageId } from '../../lib/i18n/messages.ts';

/** 12345 → "12,345" without locale data, so the server and every browser agree. */
export function formatPoints(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** "FT20180815" → "FT 2018 0815": the prefix, then the digits in fours, the way a card is embossed. */
export function formatCardNo(cardNo: string): string {
  const match = /^([A-Za-z]*)(\d+)$/.exec(cardNo);
  if (!match) return cardNo;
  const digits = match[2]!.replace(/(\d{4})(?=\d)/g, '$1 ');
  return match[1] ? `${match[1]} ${digits}` : digits;
}

/** "1990-05-12" → "1990年5月12日" (12 May 1990 in English); null or '' → 未登録 (the page's `t`, namespace member). */
export function formatBirthDay(value: string | null, t: (id: MessageId) => string, lang: SiteLanguage): string {
  return value ? formatDate(value.slice(0, 10), lang) : t('member.notRegistered');
}
