import { describe, it, expect } from 'vitest';
import { addDays } from '@hotel/shared/hotel-date';
import { nightInventory, nightPrice, priceFactor, seasonOf, unitHash } from './room-night-prices.ts';

describe('seasonOf', () => {
  it('recognises the holiday periods and summer', () => {
    expect(seasonOf('2027-02-05')).toBe('springFestival'); // New Year's Eve 2027
    expect(seasonOf('2027-02-12')).toBe('springFestival');
    expect(seasonOf('2027-02-13')).toBe('regular');
    expect(seasonOf('2027-04-04')).toBe('qingming');
    expect(seasonOf('2027-05-03')).toBe('mayDay');
    expect(seasonOf('2027-07-01')).toBe('summer');
    expect(seasonOf('2027-08-31')).toBe('summer');
    expect(seasonOf('2026-10-01')).toBe('nationalDay');
    expect(seasonOf('2026-10-07')).toBe('nationalDay');
    expect(seasonOf('2026-10-08')).toBe('regular');
    expect(seasonOf('2026-11-24')).toBe('regular');
  });
});

describe('nightPrice', () => {
  const base = 1000;

  it('charges the base price on a regular weekday night', () => {
    expect(nightPrice(base, '2026-11-24')).toBe(1000); // Tuesday
    expect(nightPrice(base, '2026-11-22')).toBe(1000); // Sunday night
  });

  it('adds 20 % on Friday and Saturday nights', () => {
    expect(nightPrice(base, '2026-11-27')).toBe(1200); // Friday
    expect(nightPrice(base, '2026-11-28')).toBe(1200); // Saturday
  });

  it('adds 12 % in July and August and stacks it with the weekend', () => {
    expect(nightPrice(base, '2027-07-13')).toBe(1120); // Tuesday
    expect(nightPrice(base, '2027-07-16')).toBe(1344); // Friday
  });

  it('adds 35 % during the National Day golden week, weekend or not', () => {
    expect(nightPrice(base, '2026-10-01')).toBe(1350);
    expect(nightPrice(base, '2026-10-03')).toBe(1350); // Saturday: no extra stacking
  });

  it('raises Spring Festival, Qingming and May Day nights', () => {
    expect(nightPrice(base, '2027-02-09')).toBe(1250);
    expect(nightPrice(base, '2027-05-04')).toBe(1250);
    expect(nightPrice(base, '2027-04-05')).toBe(1150); // Monday
    expect(nightPrice(base, '2027-04-03')).toBe(1200); // Saturday: the weekend uplift is higher
  });

  it('always returns whole yuan', () => {
    for (let i = 0; i < 400; i++) {
      const price = nightPrice(1288, addDays('2026-11-21', i));
      expect(Number.isInteger(price)).toBe(true);
      expect(price).toBeGreaterThanOrEqual(1288);
      expect(price).toBeLessThanOrEqual(Math.round(1288 * 1.35));
    }
  });

  it('never goes below the weekday base', () => {
    for (let i = 0; i < 730; i++) expect(priceFactor(addDays('2026-01-01', i))).toBeGreaterThanOrEqual(1);
  });
});

describe('nightInventory', () => {
  it('keeps sold rooms within 0–30 % of the rooms on sale and never oversells', () => {
    let reduced = 0;
    for (let i = 0; i < 365; i++) {
      const date = addDays('2026-11-21', i);
      for (const rooms of [2, 8, 24, 40]) {
        const { totalRooms, soldRooms } = nightInventory(rooms, date, `pro001|DK${rooms}`);
        expect(totalRooms).toBeGreaterThanOrEqual(1);
        expect(totalRooms).toBeLessThanOrEqual(rooms);
        expect(soldRooms).toBeGreaterThanOrEqual(0);
        expect(soldRooms).toBeLessThanOrEqual(Math.floor(totalRooms * 0.3));
        if (totalRooms < rooms) reduced++;
      }
    }
    // Some nights, not most, hold rooms back.
    expect(reduced).toBeGreaterThan(365 * 4 * 0.05);
    expect(reduced).toBeLessThan(365 * 4 * 0.25);
  });

  it('is deterministic', () => {
    expect(nightInventory(30, '2027-03-02', 'pro006|SK')).toEqual(nightInventory(30, '2027-03-02', 'pro006|SK'));
    expect(unitHash('a')).toBe(unitHash('a'));
    expect(unitHash('a')).not.toBe(unitHash('b'));
  });
});
