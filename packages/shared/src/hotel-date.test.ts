import { describe, expect, it } from 'vitest';
import { hotelToday } from './hotel-date.ts';

describe('hotelToday', () => {
  it('turns at the hotels’ midnight (16:00 UTC), in either direction and across remembered days', () => {
    const at = (iso: string) => hotelToday(new Date(iso));
    expect(at('2026-11-23T15:59:59.999Z')).toBe('2026-11-23');
    expect(at('2026-11-23T16:00:00.000Z')).toBe('2026-11-24');
    expect(at('2026-11-23T15:59:59.999Z')).toBe('2026-11-23');
    expect(at('2026-11-22T16:00:00.000Z')).toBe('2026-11-23');
    expect(at('2026-11-22T15:59:59.999Z')).toBe('2026-11-22');
    expect(at('2026-12-31T16:00:00.000Z')).toBe('2027-01-01');
    expect(at('2028-02-28T16:30:00.000Z')).toBe('2028-02-29');
  });
});
