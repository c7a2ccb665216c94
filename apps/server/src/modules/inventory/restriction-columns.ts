import { sql } from 'drizzle-orm';
import { roomNights } from '@hotel/db/schema/inventory';
import { RESTRICTION_KEYS, RESTRICTIONS, type RestrictionKey } from '@hotel/shared/restrictions';

/**
 * room_nights' restriction columns as the SQL reads them, derived from RESTRICTIONS (decision
 * 0056): a restriction whose column is missing from the schema does not compile.
 */
export const restrictionColumns = Object.fromEntries(RESTRICTION_KEYS.map((key) => [key, roomNights[key]])) as { [K in RestrictionKey]: (typeof roomNights)[K] };

/** True on a row that restricts anything: a flag set or a limit given. */
export const restrictsSql = sql`(${sql.join(
  RESTRICTION_KEYS.map((key) => (RESTRICTIONS[key].kind === 'flag' ? sql`${roomNights[key]}` : sql`${roomNights[key]} is not null`)),
  sql` or `,
)})`;

/** The restrictions as json_build_object's pairs, named as the API names them: 'stopSell', stop_sell, 'minStay', min_stay… */
export const restrictionsJsonPairs = sql.join(
  RESTRICTION_KEYS.map((key) => {
    if (!/^[A-Za-z]+$/.test(key)) throw new Error(`restriction key ${key} is not a plain name`);
    return sql`${sql.raw(`'${key}'`)}, ${roomNights[key]}`;
  }),
  sql`, `,
);
