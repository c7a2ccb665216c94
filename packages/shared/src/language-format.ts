import { formatCny } from './money.ts';
import type { SiteLanguage } from './site-language.ts';

/**
 * Each language's conventions for what every page, mail and paper writes (issue 29, decision
 * 0072): amounts in CNY as 1,280元 in Japanese and Chinese and CNY 1,280 in English, never ¥ (read
 * as yen); dates as 2026年11月27日 in Japanese and Chinese and 27 Nov 2026 in English.
 */
const englishAmount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export function formatMoney(amount: number, lang: SiteLanguage): string {
  return lang === 'en' ? `CNY ${englishAmount.format(amount)}` : formatCny(amount);
}

/** A calendar date (2026-11-27 or 2026/11/27) in `lang`. */
export function formatDate(date: string, lang: SiteLanguage): string {
  const [y, m, d] = date.split(/[-/]/);
  if (lang === 'en') return `${Number(d)} ${MONTHS[Number(m) - 1] ?? m} ${y}`;
  return `${y}年${Number(m)}月${Number(d)}日`;
}

/** A running period (an offer's, a stay's) in `lang`. */
export function formatDateRange(begin: string, end: string, lang: SiteLanguage): string {
  return `${formatDate(begin, lang)} ${lang === 'en' ? '–' : '〜'} ${formatDate(end, lang)}`;
}
