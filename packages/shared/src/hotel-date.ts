import { HOTEL_TIMEZONE } from './constants.ts';

const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: HOTEL_TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The hotel day last asked for, from its midnight to the next: most calls fall in it (Intl formatting is slow). */
let lastDay = { from: 0, to: -1, day: '' };

/** Today's date (YYYY-MM-DD) in the hotels' time zone, whatever the server's zone is. */
export function hotelToday(now: Date = new Date()): string {
  const t = now.getTime();
  if (t >= lastDay.from && t < lastDay.to) return lastDay.day;
  const day = ymd.format(now);
  // China Standard Time has no daylight saving: every hotel day is 24 hours from its midnight.
  const from = hotelMoment(day).getTime();
  lastDay = { from, to: from + 86_400_000, day };
  return day;
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Hotel time is China Standard Time: UTC+8 all year (no daylight saving). */
const HOTEL_UTC_OFFSET = '+08:00';

/** The instant of a hotel wall-clock time: hotelMoment('2026-11-21', '18:00') is 18:00 in the hotels. */
export function hotelMoment(date: string, time = '00:00'): Date {
  return new Date(`${date}T${time.length === 5 ? `${time}:00` : time}${HOTEL_UTC_OFFSET}`);
}

/**
 * A hotel wall-clock time as schema.org Time (ISO 8601 with the hotels' offset): "15:00" is
 * "15:00:00+08:00", so a reader abroad does not take it for its own 15:00.
 */
export function hotelTimeOfDay(time: string): string {
  return `${time.length === 5 ? `${time}:00` : time}${HOTEL_UTC_OFFSET}`;
}

/** A real calendar date written YYYY-MM-DD (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** 0 = Sunday … 6 = Saturday, for a YYYY-MM-DD date. */
export function dayOfWeek(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** 2026-11-21 → 2026/11/21 (the news publish-time format). */
export function slashDate(date: string): string {
  return date.replaceAll('-', '/');
}
