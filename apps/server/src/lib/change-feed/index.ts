import pg from 'pg';
import type { Database } from '@hotel/db/client';
import type { ChangeFeed } from './change-feed.ts';
import { PgliteChangeFeed, type PgliteListen } from './pglite-change-feed.ts';
import { PostgresChangeFeed } from './postgres-change-feed.ts';

export { CACHED_TABLES } from './change-feed.ts';
export type { CachedTable, ChangeFeed, FeedTable, TableChange } from './change-feed.ts';

type Log = ConstructorParameters<typeof PostgresChangeFeed>[1];

/**
 * The change feed for this database, whichever driver it runs on: PostgreSQL gets a dedicated
 * listening connection made with the pool's own settings (address, credentials, search_path),
 * PGlite its in-process listen().
 */
export function changeFeedFor(db: Database, log: Log): ChangeFeed {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) return new PostgresChangeFeed((client as pg.Pool & { options: pg.ClientConfig }).options, log);
  if (typeof (client as Partial<PgliteListen>).listen === 'function') return new PgliteChangeFeed(client as PgliteListen, log);
  throw new Error('change feed: the database is neither PGlite nor a node-postgres pool');
}
