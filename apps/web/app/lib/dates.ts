/** 2026-11-21 → 2026年11月21日 */
export function formatJaDate(date: string): string {
  const [y, m, d] = date.split(/[-/]/);
  return `${y}年${Number(m)}月${Number(d)}日`;
}

/** An offer's running period. */
export function formatPeriod(begin: string, end: string): string {
  return `${formatJaDate(begin)} 〜 ${formatJaDate(end)}`;
}
