import { addDays, dayOfWeek } from '@hotel/shared/hotel-date';

/**
 * Demo pricing and inventory for one room type on one night. Pure and deterministic:
 * the same inputs always give the same price and the same rooms, so seeded databases
 * (and the tests that read them) are reproducible.
 */

export type Season = 'springFestival' | 'qingming' | 'mayDay' | 'nationalDay' | 'summer' | 'regular';

/** First day of the lunar new year. Years missing here simply get no Spring Festival uplift. */
const SPRING_FESTIVAL_DAY: Record<number, string> = {
  2025: '2025-01-29',
  2026: '2026-02-17',
  2027: '2027-02-06',
  2028: '2028-01-26',
  2029: '2029-02-13',
  2030: '2030-02-03',
};

/** Holiday periods replace the weekend uplift (the whole period already sells like a weekend). */
export const HOLIDAY_FACTORS = {
  springFestival: 1.25,
  qingming: 1.15,
  mayDay: 1.25,
  nationalDay: 1.35,
} as const;

/** Summer stacks with the weekend uplift. */
export const SUMMER_FACTOR = 1.12;
/** Friday and Saturday nights. */
export const WEEKEND_FACTOR = 1.2;

export function seasonOf(stayDate: string): Season {
  const year = Number(stayDate.slice(0, 4));
  const monthDay = stayDate.slice(5);
  const festival = SPRING_FESTIVAL_DAY[year];
  // New Year's Eve through the sixth day of the new year.
  if (festival && stayDate >= addDays(festival, -1) && stayDate <= addDays(festival, 6)) return 'springFestival';
  if (monthDay >= '04-03' && monthDay <= '04-06') return 'qingming';
  if (monthDay >= '05-01' && monthDay <= '05-05') return 'mayDay';
  if (monthDay >= '10-01' && monthDay <= '10-07') return 'nationalDay';
  if (monthDay >= '07-01' && monthDay <= '08-31') return 'summer';
  return 'regular';
}

export function isWeekendNight(stayDate: string): boolean {
  const dow = dayOfWeek(stayDate);
  return dow === 5 || dow === 6;
}

/** The multiplier applied to a room type's weekday base price for one night. */
export function priceFactor(stayDate: string): number {
  const season = seasonOf(stayDate);
  const weekend = isWeekendNight(stayDate) ? WEEKEND_FACTOR : 1;
  if (season === 'regular') return weekend;
  if (season === 'summer') return SUMMER_FACTOR * weekend;
  return Math.max(HOLIDAY_FACTORS[season], weekend);
}

/** Nightly room price in whole CNY. */
export function nightPrice(basePrice: number, stayDate: string): number {
  return Math.round(basePrice * priceFactor(stayDate));
}

/** A stable number in [0, 1) for a key (FNV-1a), so "random" demo data never changes between runs. */
export function unitHash(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 0x1_0000_0000;
}

export interface NightInventory {
  totalRooms: number;
  soldRooms: number;
}

/**
 * Rooms on sale and already sold for one night. About one night in eight holds some rooms back
 * (maintenance or a group allotment); sales stay within 0–30 % of the rooms on sale, a little
 * higher on peak nights.
 */
export function nightInventory(defaultRooms: number, stayDate: string, roomKey: string): NightInventory {
  const key = `${roomKey}|${stayDate}`;
  let totalRooms = defaultRooms;
  if (defaultRooms > 1 && unitHash(`${key}|hold`) < 0.125) {
    const held = Math.max(1, Math.round(defaultRooms * (0.1 + 0.2 * unitHash(`${key}|held`))));
    totalRooms = Math.max(1, defaultRooms - held);
  }
  const peak = priceFactor(stayDate) > 1;
  const share = peak ? 0.15 + 0.15 * unitHash(`${key}|sold`) : 0.25 * unitHash(`${key}|sold`);
  const soldRooms = Math.min(totalRooms, Math.floor(totalRooms * share));
  return { totalRooms, soldRooms };
}
