import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, type Database } from '@hotel/db/client';

/** One thing GET /readyz asks before saying the process may take traffic. */
export interface ReadinessCheck {
  /** Named in the answer (database, migrations, redis, …). */
  name: string;
  /** Resolves when ready, rejects when not. The error is logged, never answered. */
  check(): Promise<void>;
}

type Rows<T> = { rows: T[] };

/** The database answers a query. */
export function databaseCheck(db: Database): ReadinessCheck {
  return { name: 'database', check: async () => void (await db.execute(sql`select 1`)) };
}

/**
 * Every migration in packages/db/migrations/meta/_journal.json is recorded in drizzle's table
 * (drizzle.__drizzle_migrations, or the current schema's when the migrations were applied there,
 * as tests do). Rows the journal does not know (a newer deploy ran first) do not count against it.
 */
export function migrationsCheck(db: Database): ReadinessCheck {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
  return {
    name: 'migrations',
    check: async () => {
      const found = (await db.execute(
        sql`select table_schema as schema from information_schema.tables
             where table_name = '__drizzle_migrations' and table_schema in (current_schema(), 'drizzle')
             order by (table_schema = current_schema()) desc limit 1`,
      )) as Rows<{ schema: string }>;
      const schema = found.rows[0]?.schema;
      if (!schema) throw new Error('no migrations table');
      const applied = (await db.execute(sql`select created_at from ${sql.identifier(schema)}.__drizzle_migrations`)) as Rows<{ created_at: string | number }>;
      const done = new Set(applied.rows.map((r) => Number(r.created_at)));
      const pending = journal.entries.filter((e) => !done.has(e.when)).map((e) => e.tag);
      if (pending.length) throw new Error(`pending migrations: ${pending.join(', ')}`);
    },
  };
}
