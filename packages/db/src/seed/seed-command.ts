import { count, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { members } from '../schema/members.ts';
import { orders } from '../schema/orders.ts';
import { isDatabaseEmpty, seedDemoData, type SeedDemoOptions } from './seed-demo.ts';

export const SEED_USAGE = `usage: npm run seed [-- --reset [--yes-delete-everything]]

  (no flags)               migrate, then seed the demo hotels only if the database is empty;
                           a database that has data is left exactly as it is
  --reset                  empty every table first, then seed; refused while the database
                           holds members or orders (guests' data, the demo member's included)
  --yes-delete-everything  with --reset: delete members and orders too

Uses DATABASE_URL, or PGlite in DATA_DIR (default ./data), like the server.`;

export const DELETE_EVERYTHING_FLAG = '--yes-delete-everything';

export interface SeedArgs {
  reset: boolean;
  deleteEverything: boolean;
}

export type ParsedSeedArgs = { kind: 'run'; args: SeedArgs } | { kind: 'help' } | { kind: 'error'; message: string };

export function parseSeedArgs(argv: readonly string[]): ParsedSeedArgs {
  const known = new Set(['--reset', DELETE_EVERYTHING_FLAG, '--help', '-h']);
  const unknown = argv.find((a) => !known.has(a));
  if (unknown) return { kind: 'error', message: `unknown argument: ${unknown}` };
  if (argv.includes('--help') || argv.includes('-h')) return { kind: 'help' };
  const args = { reset: argv.includes('--reset'), deleteEverything: argv.includes(DELETE_EVERYTHING_FLAG) };
  if (args.deleteEverything && !args.reset) return { kind: 'error', message: `${DELETE_EVERYTHING_FLAG} only goes with --reset` };
  return { kind: 'run', args };
}

export interface SeedOutcome {
  result: 'seeded' | 'kept' | 'refused';
  /** One line for the person who ran the command. */
  message: string;
}

/** Runs on a migrated database: the optional guarded reset, then the seed into an empty database. */
export async function runSeed(db: Database, args: SeedArgs, seed: SeedDemoOptions): Promise<SeedOutcome> {
  const notes: string[] = [];
  if (args.reset) {
    const reset = await resetDatabase(db, args.deleteEverything);
    if (reset.refused) return { result: 'refused', message: reset.message };
    notes.push(reset.message);
  }
  if (!(await isDatabaseEmpty(db))) {
    return { result: 'kept', message: 'database already has data; nothing seeded (--reset starts over, see --help)' };
  }
  await seedDemoData(db, seed);
  return { result: 'seeded', message: [...notes, 'seeded demo data'].join('; ') };
}

async function resetDatabase(db: Database, deleteEverything: boolean): Promise<{ refused: boolean; message: string }> {
  return db.transaction(async (tx) => {
    const [memberCount] = await tx.select({ n: count() }).from(members);
    const [orderCount] = await tx.select({ n: count() }).from(orders);
    const held = { members: memberCount?.n ?? 0, orders: orderCount?.n ?? 0 };
    if ((held.members > 0 || held.orders > 0) && !deleteEverything) {
      return {
        refused: true,
        message: `seed --reset refused: the database holds ${held.members} member(s) and ${held.orders} order(s); pass --reset ${DELETE_EVERYTHING_FLAG} to delete them with everything else`,
      };
    }
    // Both drivers answer raw queries as { rows }. Drizzle's migration journal stays.
    const result = (await tx.execute(
      sql`select tablename from pg_tables where schemaname = current_schema() and tablename <> '__drizzle_migrations'`,
    )) as { rows: { tablename: string }[] };
    const tables = result.rows.map((r) => `"${r.tablename}"`);
    if (tables.length > 0) await tx.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
    return { refused: false, message: `emptied ${tables.length} tables` };
  });
}
