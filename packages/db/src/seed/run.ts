/**
 * npm run seed — see SEED_USAGE in seed-command.ts (`npm run seed -- --help`).
 * Seeds only an empty database (decision 0007); --reset is guarded while guests' data is there;
 * the demo member only with DEMO_MODE=1, the catalogue alone with --catalog-only (decision 0013).
 */
import { hotelToday } from '@hotel/shared/hotel-date';
import { createDb, DEFAULT_DATA_DIR, DEMO_DATA_DIR } from '../client.ts';
import { parseSeedArgs, runSeed, SEED_USAGE } from './seed-command.ts';

const parsed = parseSeedArgs(process.argv.slice(2));
if (parsed.kind === 'help') {
  console.log(SEED_USAGE);
} else if (parsed.kind === 'error') {
  console.error(`${parsed.message}\n\n${SEED_USAGE}`);
  process.exitCode = 2;
} else {
  // The server's rule (apps/server/src/env.ts): DEMO_MODE=1 is demo mode, and demo data lives apart.
  const demoMode = process.env.DEMO_MODE === '1';
  const dataDir = process.env.DATA_DIR ?? (demoMode ? DEMO_DATA_DIR : DEFAULT_DATA_DIR);
  const handle = await createDb({ databaseUrl: process.env.DATABASE_URL, dataDir });
  try {
    await handle.migrate();
    const outcome = await runSeed(handle.db, parsed.args, { today: hotelToday() }, { demoMode });
    if (outcome.result === 'refused') {
      console.error(outcome.message);
      process.exitCode = 1;
    } else {
      console.log(outcome.message);
    }
  } finally {
    await handle.close();
  }
}
