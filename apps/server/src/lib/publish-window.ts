import { and, eq, gte, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The columns of a staff-scheduled item (packages/db publishWindow(); news uses published_on as its start). */
export interface WindowColumns {
  publishFrom: AnyPgColumn;
  publishTo: AnyPgColumn;
  draft: AnyPgColumn;
}

/**
 * Guests see an item on `today` (a hotel date, from the services' clock) only when it is not a
 * draft and today lies in its publish window, both ends inclusive, a null end being open. Decided
 * in the query, so a list's count and pages agree with what it shows.
 */
export function shownOn(columns: WindowColumns, today: string): SQL {
  return and(
    eq(columns.draft, false),
    or(isNull(columns.publishFrom), lte(columns.publishFrom, today)),
    or(isNull(columns.publishTo), gte(columns.publishTo, today)),
  )!;
}

export type PublishState = 'draft' | 'scheduled' | 'live' | 'ended';

/** The same rule as shownOn, for one row in the back office's lists. */
export function publishState(item: { publishFrom: string | null; publishTo: string | null; draft: boolean }, today: string): PublishState {
  if (item.draft) return 'draft';
  if (item.publishFrom !== null && item.publishFrom > today) return 'scheduled';
  if (item.publishTo !== null && item.publishTo < today) return 'ended';
  return 'live';
}
