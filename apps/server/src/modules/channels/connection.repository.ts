import { count } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { channelConnections } from '@hotel/db/schema/channels';

/** Channel manager connections (decision 0062). */
export class ChannelConnectionRepository {
  constructor(private readonly db: Database) {}

  /** How many are stored, enabled or not (the start-up check: their passwords need the key). */
  async count(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(channelConnections);
    return row?.n ?? 0;
  }
}
