import { describe, expect, it } from 'vitest';
import { addMonths, clampDate, dayLabel, focusMove, monthTitle, monthWeeks } from './calendar-grid.ts';

describe('the price calendar grid', () => {
  it('adds months across years', () => {
    expect(addMonths('2026-11', 1)).toBe('2026-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-11', 14)).toBe('2028-01');
  });

  it('draws a month in weeks from Sunday, blank before the 1st and after the last day', () => {
    // 1 Nov 2026 is a Sunday; 1 Dec 2026 a Tuesday; Feb 2026 starts on a Sunday and fills 4 weeks.
    const november = monthWeeks('2026-11');
    expect(november[0]![0]).toBe('2026-11-01');
    expect(november.at(-1)).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    const december = monthWeeks('2026-12');
    expect(december[0]).toEqual([null, null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
    expect(december.flat().filter(Boolean)).toHaveLength(31);
    expect(monthWeeks('2026-02')).toHaveLength(4);
    expect(monthWeeks('2028-02').flat().filter(Boolean).at(-1)).toBe('2028-02-29');
  });

  it('labels months and days in Japanese', () => {
    expect(monthTitle('2027-01')).toBe('2027年1月');
    expect(dayLabel('2026-12-24')).toBe('12月24日（木）');
  });

  it('moves the focus by day, week, row end and month', () => {
    expect(focusMove('2026-12-31', 'ArrowRight')).toBe('2027-01-01');
    expect(focusMove('2026-12-01', 'ArrowLeft')).toBe('2026-11-30');
    expect(focusMove('2026-12-03', 'ArrowDown')).toBe('2026-12-10');
    expect(focusMove('2026-12-03', 'ArrowUp')).toBe('2026-11-26');
    expect(focusMove('2026-12-03', 'Home')).toBe('2026-11-29');
    expect(focusMove('2026-12-03', 'End')).toBe('2026-12-05');
    expect(focusMove('2027-01-31', 'PageDown')).toBe('2027-02-28');
    expect(focusMove('2026-12-15', 'PageUp')).toBe('2026-11-15');
    expect(focusMove('2026-12-15', 'Enter')).toBeNull();
  });

  it('keeps a date in the bookable window', () => {
    expect(clampDate('2026-11-01', '2026-11-24', '2027-11-23')).toBe('2026-11-24');
    expect(clampDate('2028-01-01', '2026-11-24', '2027-11-23')).toBe('2027-11-23');
    expect(clampDate('2026-12-01', '2026-11-24', '2027-11-23')).toBe('2026-12-01');
  });
});
