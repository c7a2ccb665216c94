/**
 * npm run admin:create -- --email <address> [--name <name>]: the first group administrator
 * (apps/server/src/admin-create.ts; `-- --help`). Migrates first, like the server and the seed.
 */
import { createDb } from '@hotel/db/client';
import { runAdminCreate } from '../apps/server/src/admin-create.ts';
import { loadEnv } from '../apps/server/src/env.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { buildStaffServices } from '../apps/server/src/services.ts';

const env = loadEnv();
const handle = await createDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await handle.migrate();
  const { staffAccounts } = buildStaffServices(handle.db, systemClock);
  process.exitCode = await runAdminCreate(process.argv.slice(2), { input: process.stdin, output: process.stdout }, staffAccounts);
} finally {
  await handle.close();
}
