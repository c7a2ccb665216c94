import { HOTEL_TIMEZONE } from './constants.ts';

const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: HOTEL_TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date (YYYY-MM-DD) in the hotels' time zone, whatever the server's zone is. */
export function hotelToday(now: Date = new Date()): string {
  return ymd.format(now);
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 2026-11-21 → 2026/11/21 (the news publish-time format). */
export function slashDate(date: string): string {
  return date.replaceAll('-', '/');
}
