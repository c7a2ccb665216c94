import { addDays, dayOfWeek } from '@hotel/shared/hotel-date';

/**
 * The price calendar's date arithmetic (decision 0037): months as YYYY-MM, weeks from Sunday as
 * Japanese travel sites draw them, labels and the keys that move the focus through the grid.
 */

export const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;

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

/** 2026年12月 */
export function monthTitle(month: string): string {
  const [y, m] = month.split('-');
  return `${y}年${Number(m)}月`;
}

/** 12月24日（木） */
export function dayLabel(date: string): string {
  const [, m, d] = date.split('-');
  return `${Number(m)}月${Number(d)}日（${WEEKDAYS[dayOfWeek(date)]}）`;
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
