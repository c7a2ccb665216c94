import { sql } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { MOVED_BY_REFUSALS, SKIPPED_TABLES } from './fingerprint.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * A row-level trigger on every table of this test's database that logs each insert, update and
 * delete (an update that moves only the columns refusals may move is not a change). Reading the
 * log after every request tells exactly which request changed what, for about a millisecond;
 * the md5 fingerprint (fingerprint.ts) checks the same at the end of every quiet batch.
 */
export async function installChangeLog(db: Database): Promise<() => Promise<{ count: number; tables: string[] }>> {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`),
  )
    .map((r) => r.table_name)
    .filter((t) => !SKIPPED_TABLES.has(t));
  await db.execute(sql.raw('create table fuzz_change_log (id bigserial primary key, tbl text not null, op text not null)'));
  await db.execute(
    sql.raw(`create function fuzz_log_change() returns trigger language plpgsql as $$
      begin
        if TG_OP = 'UPDATE' and (to_jsonb(NEW) - TG_ARGV) = (to_jsonb(OLD) - TG_ARGV) then return null; end if;
        insert into fuzz_change_log (tbl, op) values (TG_TABLE_NAME, TG_OP);
        return null;
      end $$`),
  );
  for (const table of tables) {
    const ignored = (MOVED_BY_REFUSALS[table] ?? []).map((c) => `'${c}'`).join(', ');
    await db.execute(sql.raw(`create trigger fuzz_log after insert or update or delete on "${table}" for each row execute function fuzz_log_change(${ignored})`));
  }
  let seen = 0;
  /** Changes since the last call: how many rows, in which tables. */
  return async () => {
    const rows = rowsOf<{ id: string; tbl: string }>(await db.execute(sql`select id, tbl from fuzz_change_log where id > ${seen} order by id`));
    if (rows.length > 0) seen = Number(rows.at(-1)!.id);
    return { count: rows.length, tables: [...new Set(rows.map((r) => r.tbl))] };
  };
}
