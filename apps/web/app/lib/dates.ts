import { formatDate, formatDateRange } from '@hotel/shared/language-format';

/** 2026-11-21 → 2026年11月21日 (pages in any language use useFormat() from lib/i18n/format.ts). */
export function formatJaDate(date: string): string {
  return formatDate(date, 'ja');
}

/** An offer's running period, in Japanese. */
export function formatPeriod(begin: string, end: string): string {
  return formatDateRange(begin, end, 'ja');
}
