/**
 * npm run seed — see SEED_USAGE in seed-command.ts (`npm run seed -- --help`).
 * Seeds only an empty database (decision 0007); --reset is guarded while guests' data is there.
 */
import { hotelToday } from '@hotel/shared/hotel-date';
import { createDb } from '../client.ts';
import { parseSeedArgs, runSeed, SEED_USAGE } from './seed-command.ts';

const parsed = parseSeedArgs(process.argv.slice(2));
if (parsed.kind === 'help') {
  console.log(SEED_USAGE);
} else if (parsed.kind === 'error') {
  console.error(`${parsed.message}\n\n${SEED_USAGE}`);
  process.exitCode = 2;
} else {
  const handle = await createDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './data' });
  try {
    await handle.migrate();
    const outcome = await runSeed(handle.db, parsed.args, { today: hotelToday() });
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
