import { formatDate } from '@hotel/shared/language-format';

/** 2026-11-21 → 2026年11月21日 (pages in any language use useFormat() from lib/i18n/format.ts). */
export function formatJaDate(date: string): string {
  return formatDate(date, 'ja');
}
