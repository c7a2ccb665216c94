import { count, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { members } from '../schema/user.ts';
import { orders } from '../schema/orders.ts';
import { staff } from '../schema/staff.ts';
import { isDatabaseEmpty, seedCatalog, seedDemoData, type SeedDemoOptions } from './seed-demo.ts';

export const SEED_USAGE = `usage: npm run seed [-- [--catalog-only] [--reset [--yes-delete-everything]]]

  (no flags)               demo mode only (DEMO_MODE=1): migrate, then seed the demo group and
                           the demo member (known password) only if the database is empty;
                           a database that has data is left exactly as it is
  --catalog-only           the catalogue alone (group, hotels, rooms, rates, prices, content),
                           no members and no orders: for a real site, run on purpose
  --reset                  empty every table first, then seed; refused while the database
                           holds members or orders (guests' data, the demo member's included)
  --yes-delete-everything  with --reset: delete members and orders too

Uses DATABASE_URL, or PGlite in DATA_DIR (default ./data; ./data/demo with DEMO_MODE=1), like the server.`;

export const DELETE_EVERYTHING_FLAG = '--yes-delete-everything';
export const CATALOG_ONLY_FLAG = '--catalog-only';

export interface SeedArgs {
  reset: boolean;
  deleteEverything: boolean;
  /** Seed the catalogue without the demo member and their orders. */
  catalogOnly: boolean;
}

export type ParsedSeedArgs = { kind: 'run'; args: SeedArgs } | { kind: 'help' } | { kind: 'error'; message: string };

export function parseSeedArgs(argv: readonly string[]): ParsedSeedArgs {
  const known = new Set(['--reset', DELETE_EVERYTHING_FLAG, CATALOG_ONLY_FLAG, '--help', '-h']);
  const unknown = argv.find((a) => !known.has(a));
  if (unknown) return { kind: 'error', message: `unknown argument: ${unknown}` };
  if (argv.includes('--help') || argv.includes('-h')) return { kind: 'help' };
  const args = { reset: argv.includes('--reset'), deleteEverything: argv.includes(DELETE_EVERYTHING_FLAG), catalogOnly: argv.includes(CATALOG_ONLY_FLAG) };
  if (args.deleteEverything && !args.reset) return { kind: 'error', message: `${DELETE_EVERYTHING_FLAG} only goes with --reset` };
  return { kind: 'run', args };
}

export interface SeedOutcome {
  result: 'seeded' | 'kept' | 'refused';
  /** One line for the person who ran the command. */
  message: string;
}

/**
 * Runs on a migrated database: the optional guarded reset, then the seed into an empty database.
 * The demo member (a known password) is created only in demo mode; otherwise only --catalog-only
 * seeds, and the refusal comes before anything is changed (decision 0013).
 */
export async function runSeed(db: Database, args: SeedArgs, seed: SeedDemoOptions, mode: { demoMode: boolean }): Promise<SeedOutcome> {
  if (!args.catalogOnly && !mode.demoMode) {
    return {
      result: 'refused',
      message: `seed refused: the demo data includes a member with a known password, so it is seeded only in demo mode; pass ${CATALOG_ONLY_FLAG} to seed the catalogue alone, or set DEMO_MODE=1 for a demo database`,
    };
  }
  const notes: string[] = [];
  if (args.reset) {
    const reset = await resetDatabase(db, args.deleteEverything);
    if (reset.refused) return { result: 'refused', message: reset.message };
    notes.push(reset.message);
  }
  if (!(await isDatabaseEmpty(db))) {
    return { result: 'kept', message: 'database already has data; nothing seeded (--reset starts over, see --help)' };
  }
  if (args.catalogOnly) {
    await seedCatalog(db, seed);
    return { result: 'seeded', message: [...notes, 'seeded the catalogue (no members, no orders)'].join('; ') };
  }
  await seedDemoData(db, seed);
  return { result: 'seeded', message: [...notes, 'seeded demo data'].join('; ') };
}

async function resetDatabase(db: Database, deleteEverything: boolean): Promise<{ refused: boolean; message: string }> {
  return db.transaction(async (tx) => {
    const [memberCount] = await tx.select({ n: count() }).from(members);
    const [orderCount] = await tx.select({ n: count() }).from(orders);
    const [staffCount] = await tx.select({ n: count() }).from(staff);
    const held = { members: memberCount?.n ?? 0, orders: orderCount?.n ?? 0, staff: staffCount?.n ?? 0 };
    if ((held.members > 0 || held.orders > 0 || held.staff > 0) && !deleteEverything) {
      return {
        refused: true,
        message: `seed --reset refused: the database holds ${held.members} member(s), ${held.orders} order(s) and ${held.staff} staff account(s); pass --reset ${DELETE_EVERYTHING_FLAG} to delete them with everything else`,
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
