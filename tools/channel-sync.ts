/**
 * npm run channels:sync -- --connection <id> [--hotel <code>]: a channel manager connection's full
 * sync by hand (apps/server/src/channel-sync-cli.ts; `-- --help`). Migrates first, like the server.
 */
import { createDb } from '@hotel/db/client';
import { runChannelSync } from '../apps/server/src/channel-sync-cli.ts';
import { loadEnv } from '../apps/server/src/env.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { toolLogger } from '../apps/server/src/logging.ts';
import { buildServices } from '../apps/server/src/services.ts';

const env = loadEnv();
const handle = await createDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await handle.migrate();
  const services = buildServices({
    db: handle.db,
    clock: systemClock,
    log: toolLogger(),
    // It pays and sends nothing: no payment gateways, no SMS or mail provider of its own.
    providers: { payment: {} },
    secrets: { channel: env.CHANNEL_SECRET_KEY },
    channels: { allowedHosts: env.CHANNEL_ALLOWED_HOSTS },
  });
  process.exitCode = await runChannelSync(process.argv.slice(2), process.stdout, services.channelSync);
  await services.changes.close();
} finally {
  await handle.close();
}
