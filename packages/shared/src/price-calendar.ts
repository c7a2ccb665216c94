import { MAX_LEAD_DAYS } from './constants.ts';
import { addDays } from './hotel-date.ts';
import { SERVER_MESSAGES } from './messages.ts';
import type { LimitKey, RESTRICTIONS } from './restrictions.ts';

/**
 * The lowest-price calendar's rules shared by the server and the search box's calendar (decision
 * 0037). Kept free of zod: the calendar dialog imports it in the browser.
 */

/** At or below this many rooms left for the party (summed over the room types that can take it), a day says 残りN室. */
export const FEW_ROOMS_LEFT = 5;

export const PRICE_CALENDAR_MESSAGES = {
  monthInvalid: '年月は2026-12のように「年-月」で指定してください',
  monthOutOfRange: 'この月はご予約を受け付けていません（本日から365日先まで）',
  targetMissing: 'ホテルまたは都市のどちらか一方を指定してください',
  hotelInvalid: 'ホテルコードが正しくありません',
  cityInvalid: '都市コードが正しくありません',
  cityNotFound: '該当する都市が見つかりません',
  soldOutNight: (date: string) => `${date}は満室です。別の日程をお選びください`,
  closedNight: (date: string) => `${date}は販売を停止しています。別の日程をお選びください`,
  // A length of stay is said in its limit's own words (CALENDAR_LIMITS below).
} as const;

/** A limit as the calendar checks it. */
interface CalendarLimit {
  kind: 'min' | 'max';
  on: 'arrival' | 'stay';
  message: (date: string, nights: number) => string;
}

/**
 * The limits of RESTRICTIONS the calendar shows per day, as the least strict value among the room
 * types the rule applies to (a minimum of 1 is none), and checks in its dialog with this message.
 * Written here rather than in restrictions.ts so that the calendar dialog, loaded in the browser,
 * does not import the file the back office shares (decision 0056); `kind` and `on` must be the
 * restriction's own, which the compiler checks.
 */
export const CALENDAR_LIMITS = {
  minStay: { kind: 'min', on: 'arrival', message: (date: string, n: number) => `${date}のチェックインは${n}泊以上でご予約ください` },
  minStayThrough: { kind: 'min', on: 'stay', message: (date: string, n: number) => `${date}を含むご宿泊は${n}泊以上でご予約ください` },
} as const satisfies { [K in LimitKey]?: CalendarLimit & Pick<(typeof RESTRICTIONS)[K], 'kind' | 'on'> };

/** A limit the calendar shows per day (CALENDAR_LIMITS). */
export type CalendarKey = keyof typeof CALENDAR_LIMITS;

/** The limits the calendar shows, in CALENDAR_LIMITS' order. */
export const CALENDAR_KEYS = Object.keys(CALENDAR_LIMITS) as CalendarKey[];

/** One value per limit the calendar shows. */
export function byCalendarLimit<T>(value: (r: CalendarLimit, key: CalendarKey) => T): { [K in CalendarKey]: T } {
  return Object.fromEntries(CALENDAR_KEYS.map((key) => [key, value(CALENDAR_LIMITS[key], key)])) as { [K in CalendarKey]: T };
}

/** The first and last check-in dates a guest can book (the last night ends at most MAX_LEAD_DAYS ahead). */
export function bookableWindow(today: string): { first: string; last: string } {
  return { first: today, last: addDays(today, MAX_LEAD_DAYS - 1) };
}

/** What the calendar needs of a day to check a stay (PriceCalendarDay): its state, arrivals, and the limits it shows (CALENDAR_KEYS). */
export type CalendarDayState = {
  date: string;
  state: 'available' | 'few' | 'soldOut' | 'closed';
  arrival: boolean;
} & { [K in CalendarKey]: number | null };

/**
 * Why the calendar's days forbid a stay, or null: a sold-out or closed night, an arrival on a day
 * closed to arrival, or a length the days' limits refuse (decision 0018's order: stop-sell and
 * rooms first, then arrival, then length; the strictest limit missed is said). A limit on arrival
 * is the check-in day's, one on the stay every night's. A night the calendar does not know
 * (another month not loaded) is left to the search. `label` writes a date for the message.
 */
export function calendarStayProblem(checkIn: string, checkOut: string, days: ReadonlyMap<string, CalendarDayState>, label: (date: string) => string): string | null {
  const staying: string[] = [];
  for (let date = checkIn; date < checkOut; date = addDays(date, 1)) staying.push(date);
  for (const date of staying) {
    const day = days.get(date);
    if (day?.state === 'closed') return PRICE_CALENDAR_MESSAGES.closedNight(label(date));
    if (day?.state === 'soldOut') return PRICE_CALENDAR_MESSAGES.soldOutNight(label(date));
  }
  const arrival = days.get(checkIn);
  if (arrival && !arrival.arrival) return SERVER_MESSAGES.closedToArrival;
  const nights = staying.length;
  let found: { strictness: number; message: string } | null = null;
  for (const key of CALENDAR_KEYS) {
    const r: CalendarLimit = CALENDAR_LIMITS[key];
    for (const date of r.on === 'arrival' ? [checkIn] : staying) {
      const limit = days.get(date)?.[key];
      if (limit == null || (r.kind === 'min' ? nights >= limit : nights <= limit)) continue;
      const strictness = r.kind === 'min' ? limit : -limit;
      if (!found || strictness > found.strictness) found = { strictness, message: r.message(label(date), limit) };
    }
  }
  return found?.message ?? null;
}
