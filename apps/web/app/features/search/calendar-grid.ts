import { addDays, dayOfWeek } from '@hotel/shared/hotel-date';
import type { SiteLanguage } from '@hotel/shared/site-language';

/**
 * The price calendar's date arithmetic (decision 0037): months as YYYY-MM, weeks from Sunday as
 * Japanese travel sites draw them, labels in the page's language (the platform's calendar names:
 * 2026年12月 / December 2026) and the keys that move the focus through the grid.
 */

const LOCALES: Record<SiteLanguage, string> = { ja: 'ja-JP', zh: 'zh-CN', en: 'en-GB' };
const formatter = (lang: SiteLanguage, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(LOCALES[lang], { ...options, timeZone: 'UTC' });
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** The weekdays' short names, Sunday first (日 月 … 土 / 周日 … / Sun …). */
export function weekdays(lang: SiteLanguage = 'ja'): string[] {
  const format = formatter(lang, { weekday: 'short' });
  // 2026-11-01 is a Sunday.
  return Array.from({ length: 7 }, (_, i) => format.format(utc(addDays('2026-11-01', i))));
}

export const monthOf = (date: string) => date.slice(0, 7);

export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month's weeks, Sunday first, with null before the 1st and after the last day. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const cells: (string | null)[] = Array.from({ length: dayOfWeek(first) }, () => null);
  for (let date = first; monthOf(date) === month; date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** 2026年12月 (ja, zh), December 2026 (en) */
export function monthTitle(month: string, lang: SiteLanguage = 'ja'): string {
  return formatter(lang, { year: 'numeric', month: 'long' }).format(utc(`${month}-01`));
}

/** 12月24日（木） (ja), 12月24日（周四） (zh), Thu 24 Dec (en) */
export function dayLabel(date: string, lang: SiteLanguage = 'ja'): string {
  const weekday = formatter(lang, { weekday: 'short' }).format(utc(date));
  if (lang === 'en') return `${weekday} ${formatter(lang, { day: 'numeric', month: 'short' }).format(utc(date))}`;
  return `${formatter(lang, { month: 'long', day: 'numeric' }).format(utc(date))}（${weekday}）`;
}

/** The date a key moves the focus to, or null for a key the grid leaves alone. */
export function focusMove(date: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -dayOfWeek(date));
    case 'End':
      return addDays(date, 6 - dayOfWeek(date));
    case 'PageUp':
      return sameDayIn(date, -1);
    case 'PageDown':
      return sameDayIn(date, 1);
    default:
      return null;
  }
}

/** The same day of another month, or that month's last day when it is shorter (31 Jan → 28 Feb). */
function sameDayIn(date: string, months: number): string {
  const month = addMonths(monthOf(date), months);
  const last = Number(addDays(`${addMonths(month, 1)}-01`, -1).slice(8));
  return `${month}-${String(Math.min(Number(date.slice(8)), last)).padStart(2, '0')}`;
}

/** Keeps a date inside [first, last]. */
export const clampDate = (date: string, first: string, last: string) => (date < first ? first : date > last ? last : date);
