/** A news date as the content service sends it (2026/11/18) in the form <time dateTime> wants (2026-11-18). */
export function isoDate(date: string): string {
  return date.replaceAll('/', '-');
}
