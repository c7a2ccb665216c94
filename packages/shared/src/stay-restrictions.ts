import { RESTRICTION_KEYS, RESTRICTIONS, type Restriction, type RestrictionKey, type RestrictionValues } from './restrictions.ts';
import { stayNights } from './stay-rules.ts';

/** A night's restrictions as room_nights stores them (per hotel, room type and date). */
export type NightRestrictions = RestrictionValues & {
  /** YYYY-MM-DD. */
  stayDate: string;
};

/**
 * The order reasons are given in (decision 0018): what closes a night of the stay, then what
 * closes the arrival, then a stay too short, then one too long, then what closes the departure.
 * Among the minimums (or maximums) a stay misses, the strictest is said: meeting it meets the others.
 */
function restrictionStep(r: Restriction): number {
  if (r.kind === 'min') return 2;
  if (r.kind === 'max') return 3;
  return { stay: 0, arrival: 1, departure: 4 }[r.on];
}

/** What one restriction says of a stay: null when it allows it. */
function problemOf(key: RestrictionKey, rows: readonly NightRestrictions[], nights: number): { strictness: number; message: string } | null {
  const r: Restriction = RESTRICTIONS[key];
  if (r.kind === 'flag') return rows.some((row) => row[key] === true) ? { strictness: 0, message: r.message } : null;
  const values = rows.map((row) => row[key]).filter((v): v is number => typeof v === 'number');
  if (values.length === 0) return null;
  const limit = r.kind === 'min' ? Math.max(...values) : Math.min(...values);
  const broken = r.kind === 'min' ? nights < limit : nights > limit;
  return broken ? { strictness: r.kind === 'min' ? limit : -limit, message: r.message(limit) } : null;
}

/**
 * Why the restrictions forbid a stay from checkIn to checkOut, or null when they allow it
 * (decisions 0018, 0056). `nights` are the room type's rows from checkIn to checkOut, both
 * included: the check-out date's row is read only by what restricts the departure. A missing row
 * restricts nothing (a night without inventory is sold out, which the inventory checks say). Each
 * restriction reads the rows of its scope (RESTRICTIONS): stop-sell every night stayed, closed to
 * arrival and the min / max length of stay the arrival night ("on arrival"), closed to departure
 * the check-out date.
 */
export function stayRestrictionProblem(checkIn: string, checkOut: string, nights: readonly NightRestrictions[]): string | null {
  const length = stayNights(checkIn, checkOut);
  const rowsOn = {
    stay: nights.filter((n) => n.stayDate >= checkIn && n.stayDate < checkOut),
    arrival: nights.filter((n) => n.stayDate === checkIn),
    departure: nights.filter((n) => n.stayDate === checkOut),
  };
  let found: { step: number; strictness: number; message: string } | null = null;
  for (const key of RESTRICTION_KEYS) {
    const r: Restriction = RESTRICTIONS[key];
    const step = restrictionStep(r);
    const problem = problemOf(key, rowsOn[r.on], length);
    if (problem && (!found || step < found.step || (step === found.step && problem.strictness > found.strictness))) found = { step, ...problem };
  }
  return found?.message ?? null;
}
