import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from './messages.ts';
import { bookableWindow, byCalendarLimit, CALENDAR_LIMITS, calendarStayProblem, PRICE_CALENDAR_MESSAGES, type CalendarDayState } from './price-calendar.ts';

const day = (date: string, state: CalendarDayState['state'] = 'available', more: Partial<CalendarDayState> = {}): CalendarDayState => ({
  date,
  state,
  arrival: state === 'available' || state === 'few',
  ...byCalendarLimit(() => null),
  ...more,
});
const days = (...list: CalendarDayState[]) => new Map(list.map((d) => [d.date, d]));
const label = (date: string) => date;

describe('calendarStayProblem', () => {
  const month = days(day('2026-12-01'), day('2026-12-02', 'soldOut'), day('2026-12-03', 'closed'), day('2026-12-04', 'few'), day('2026-12-05'));

  it('allows a stay whose nights all sell; the check-out day may be sold out', () => {
    expect(calendarStayProblem('2026-12-01', '2026-12-02', month, label)).toBeNull();
    expect(calendarStayProblem('2026-12-04', '2026-12-06', month, label)).toBeNull();
  });

  it('names the first sold-out or closed night of the stay', () => {
    expect(calendarStayProblem('2026-12-01', '2026-12-04', month, label)).toBe(PRICE_CALENDAR_MESSAGES.soldOutNight('2026-12-02'));
    expect(calendarStayProblem('2026-12-03', '2026-12-05', month, label)).toBe(PRICE_CALENDAR_MESSAGES.closedNight('2026-12-03'));
  });

  it('refuses an arrival on a day closed to arrival, but not a stay passing through it', () => {
    const cta = days(day('2026-12-01'), day('2026-12-02', 'available', { arrival: false }), day('2026-12-03'));
    expect(calendarStayProblem('2026-12-02', '2026-12-03', cta, label)).toBe(SERVER_MESSAGES.closedToArrival);
    expect(calendarStayProblem('2026-12-01', '2026-12-03', cta, label)).toBeNull();
  });

  it('holds the arrival day minimum stay', () => {
    const min = days(day('2026-12-01', 'available', { minStay: 3 }), day('2026-12-02'), day('2026-12-03'));
    expect(calendarStayProblem('2026-12-01', '2026-12-03', min, label)).toBe(CALENDAR_LIMITS.minStay.message('2026-12-01', 3));
    expect(calendarStayProblem('2026-12-01', '2026-12-04', min, label)).toBeNull();
  });

  it('holds the minimum stay through of every night (decision 0056): the stay lasts at least the largest, named on its day', () => {
    const through = days(day('2026-12-01'), day('2026-12-02', 'available', { minStayThrough: 3 }), day('2026-12-03', 'available', { minStayThrough: 2 }), day('2026-12-04'), day('2026-12-05'));
    expect(calendarStayProblem('2026-12-02', '2026-12-03', through, label)).toBe(CALENDAR_LIMITS.minStayThrough.message('2026-12-02', 3));
    expect(calendarStayProblem('2026-12-01', '2026-12-03', through, label)).toBe(CALENDAR_LIMITS.minStayThrough.message('2026-12-02', 3));
    expect(calendarStayProblem('2026-12-03', '2026-12-04', through, label)).toBe(CALENDAR_LIMITS.minStayThrough.message('2026-12-03', 2));
    expect(calendarStayProblem('2026-12-01', '2026-12-04', through, label)).toBeNull();
    expect(calendarStayProblem('2026-12-03', '2026-12-05', through, label)).toBeNull();
    // Leaving the morning of the night is not staying it.
    expect(calendarStayProblem('2026-12-01', '2026-12-02', through, label)).toBeNull();
    // With the arrival day's own minimum, the larger is said.
    const both = days(day('2026-12-01', 'available', { minStay: 2, minStayThrough: 4 }), day('2026-12-02'), day('2026-12-03'));
    expect(calendarStayProblem('2026-12-01', '2026-12-02', both, label)).toBe(CALENDAR_LIMITS.minStayThrough.message('2026-12-01', 4));
    const arrivalStricter = days(day('2026-12-01', 'available', { minStay: 3, minStayThrough: 2 }), day('2026-12-02'), day('2026-12-03'));
    expect(calendarStayProblem('2026-12-01', '2026-12-03', arrivalStricter, label)).toBe(CALENDAR_LIMITS.minStay.message('2026-12-01', 3));
  });

  it('leaves nights it does not know to the search', () => {
    expect(calendarStayProblem('2027-01-01', '2027-01-03', month, label)).toBeNull();
  });
});

describe('bookableWindow', () => {
  it('runs from today to the last check-in whose check-out is 365 days ahead', () => {
    expect(bookableWindow('2026-11-24')).toEqual({ first: '2026-11-24', last: '2027-11-23' });
  });
});
