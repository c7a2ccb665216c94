import { sql } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';

/**
 * Columns a refused request is meant to move: failure counters and lockouts (decision 0008) and
 * the staff session's once-a-minute "last seen". Everything else must stay as it was.
 */
export const MOVED_BY_REFUSALS: Record<string, readonly string[]> = {
  members: ['password_failures', 'password_locked_until', 'card_password_failures', 'card_locked_until'],
  staff: ['failed_logins', 'locked_until'],
  staff_sessions: ['last_seen_at'],
  sms_codes: ['attempts'],
  staff_password_links: ['failed_attempts'],
};

/** Drizzle's migration journal is not the app's data. */
export const SKIPPED_TABLES = new Set(['__drizzle_migrations', 'fuzz_change_log']);

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * A cheap fingerprint of every table of the app's schema: per table the row count and a hash of
 * its rows (columns above left out), in one statement. Equal fingerprints: nothing changed.
 */
export async function fingerprinter(db: Database): Promise<() => Promise<string>> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and table_name in (select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE')
      order by table_name, ordinal_position`),
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name: table, column_name: name } of columns) {
    if (SKIPPED_TABLES.has(table) || MOVED_BY_REFUSALS[table]?.includes(name)) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), name]);
  }
  if (byTable.size < 10) throw new Error(`the fingerprint sees only ${byTable.size} tables`);
  const parts = [...byTable].map(([table, names]) => {
    const list = names.map((n) => `"${n}"`).join(', ');
    // A sum of 64-bit row hashes: independent of row order, so no sort (an md5 of string_agg needs one).
    return `select '${table}' as t, count(*)::int as n, coalesce(sum(hashtextextended(x::text, 0)::numeric), 0)::text as h from (select ${list} from "${table}") x`;
  });
  const query = sql.raw(parts.join(' union all ') + ' order by 1');
  return async () =>
    rowsOf<{ t: string; n: number; h: string }>(await db.execute(query))
      .map((r) => `${r.t}:${r.n}:${r.h}`)
      .join('\n');
}
