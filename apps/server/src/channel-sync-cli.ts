import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import type { ChannelSyncService } from './modules/channels/index.ts';

export const CHANNEL_SYNC_USAGE = `usage: npm run channels:sync -- --connection <id> [--hotel <code>] [--reservations]

Sends the connection's whole horizon (a year of nights: availability, restrictions and rates of
every mapped room type and plan; first Google's property data for a Google connection) now, as
the back office's button and the nightly run do; --hotel limits it to one of its hotels. With --reservations it instead retrieves the
reservations, modifications and cancellations the channel holds for us (as the 2-minute pull does;
a Google connection has none: Google's free booking links book on our site).
Uses DATABASE_URL, or PGlite in DATA_DIR, like the server (stop the server first on PGlite). What
was sent is in the sync log (/adminapi/v1/channels/log).`;

const NOT_NOW = 'not sent: the connection is disabled, unknown, or another sender holds it; try again in a few minutes';

/** npm run channels:sync (tools/channel-sync.ts wires it to the database): a full sync by hand. Answers the exit code. */
export async function runChannelSync(argv: readonly string[], output: Writable, sync: Pick<ChannelSyncService, 'fullSync' | 'pullReservations'>): Promise<number> {
  const say = (line: string) => output.write(`${line}\n`);
  let values: { connection?: string; hotel?: string; reservations?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({ args: [...argv], options: { connection: { type: 'string' }, hotel: { type: 'string' }, reservations: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } }));
  } catch (error) {
    say(error instanceof Error ? error.message : String(error));
    say(CHANNEL_SYNC_USAGE);
    return 2;
  }
  if (values.help) {
    say(CHANNEL_SYNC_USAGE);
    return 0;
  }
  const id = Number(values.connection);
  if (!values.connection || !Number.isInteger(id) || id < 1) {
    say('--connection <id> is required (the number shown in the back office)');
    return 2;
  }
  if (values.hotel !== undefined && !/^pro\d{3}$/.test(values.hotel)) {
    say('--hotel must be a hotel code such as pro001');
    return 2;
  }
  const hotels = values.hotel ? [values.hotel] : undefined;
  if (values.reservations) {
    const pulled = await sync.pullReservations(id, hotels);
    if (!pulled.pulled && pulled.reason === 'not-pulled') {
      say('not retrieved: a Google connection has no reservations to retrieve (Google\'s free booking links book on our site)');
      return 2;
    }
    if (pulled.pulled) {
      say(`retrieved ${pulled.reservations} reservations (${pulled.failed} could not be recorded; the channel tells the hotel)`);
      return 0;
    }
    say(pulled.reason === 'failed' ? `failed: ${pulled.error} (the next try is due ${pulled.nextTryAt.toISOString()})` : NOT_NOW);
    return 1;
  }
  const outcome = await sync.fullSync(id, hotels);
  if (outcome.sent) {
    say(`sent ${outcome.nights} nights in ${outcome.requests} requests`);
    return 0;
  }
  say(
    outcome.reason === 'failed'
      ? `failed: ${outcome.error} (the next try is due ${outcome.nextTryAt.toISOString()})`
      : NOT_NOW,
  );
  return 1;
}
