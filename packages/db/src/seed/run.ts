/**
 * npm run seed            → migrate, then seed demo data if the database is empty
 * npm run seed -- --reset → empty every table first (asked for explicitly; never the default)
 * Uses DATABASE_URL, or PGlite in DATA_DIR (default ./data), like the server.
 */
import { sql } from 'drizzle-orm';
import { hotelToday } from '@hotel/shared/hotel-date';
import { createDb } from '../client.ts';
import { isDatabaseEmpty, seedDemoData } from './seed-demo.ts';

const reset = process.argv.includes('--reset');
const handle = await createDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './data' });
try {
  await handle.migrate();
  if (reset) {
    // Both drivers answer raw queries as { rows }.
    const result = (await handle.db.execute(sql`select tablename from pg_tables where schemaname = current_schema()`)) as unknown as {
      rows: { tablename: string }[];
    };
    const tables = result.rows.map((r) => `"${r.tablename}"`);
    if (tables.length > 0) await handle.db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
    console.log(`emptied ${tables.length} tables`);
  }
  if (await isDatabaseEmpty(handle.db)) {
    await seedDemoData(handle.db, { today: hotelToday() });
    console.log('seeded demo data');
  } else {
    console.log('database already has data; nothing seeded (use --reset to start over)');
  }
} finally {
  await handle.close();
}
