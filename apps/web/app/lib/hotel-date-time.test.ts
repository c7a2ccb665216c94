import { describe, expect, it } from 'vitest';
import { formatHotelDate, formatHotelDateTime, formatHotelDateTimeSeconds } from './hotel-date-time.ts';

describe('formatHotelDateTime', () => {
  it('shows an instant in hotel time (UTC+8), across midnight too', () => {
    expect(formatHotelDateTime('2026-11-23T01:05:00.000Z')).toBe('2026/11/23 09:05');
    expect(formatHotelDateTime('2026-12-31T17:30:00.000Z')).toBe('2027/01/01 01:30');
    expect(formatHotelDate('2026-12-31T17:30:00.000Z')).toBe('2027/01/01');
    expect(formatHotelDateTimeSeconds('2026-12-31T17:30:09.500Z')).toBe('2027/01/01 01:30:09');
  });

  it('leaves what is not a date as it is', () => {
    expect(formatHotelDateTime('x')).toBe('x');
  });
});
