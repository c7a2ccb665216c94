import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { integrationKeys } from '@hotel/db/schema/integration-api';

export type IntegrationKeyRow = typeof integrationKeys.$inferSelect;
export type NewIntegrationKey = Omit<typeof integrationKeys.$inferInsert, 'id' | 'lastUsedAt' | 'revokedAt' | 'revokedBy'>;

/** last_used_at is written at most this often per key: a busy PMS costs no UPDATE per request. */
const LAST_USED_GRANULARITY_MS = 60_000;

/** integration_keys (decision 0065): the group administrator's keys, looked up by their public half. */
export class IntegrationKeyRepository {
  constructor(private readonly db: Database) {}

  /** Newest first. */
  list(): Promise<IntegrationKeyRow[]> {
    return this.db.select().from(integrationKeys).orderBy(desc(integrationKeys.createdAt), desc(integrationKeys.id));
  }

  async findByKeyId(keyId: string): Promise<IntegrationKeyRow | undefined> {
    const [row] = await this.db.select().from(integrationKeys).where(eq(integrationKeys.keyId, keyId)).limit(1);
    return row;
  }

  async insert(tx: Database, key: NewIntegrationKey): Promise<IntegrationKeyRow> {
    const [row] = await tx.insert(integrationKeys).values(key).returning();
    return row!;
  }

  /** Revokes a live key once; undefined when it is unknown or already revoked. */
  async revoke(tx: Database, id: number, staffId: number, now: Date): Promise<IntegrationKeyRow | undefined> {
    const [row] = await tx
      .update(integrationKeys)
      .set({ revokedAt: now, revokedBy: staffId })
      .where(and(eq(integrationKeys.id, id), isNull(integrationKeys.revokedAt)))
      .returning();
    return row;
  }

  async find(tx: Database, id: number): Promise<IntegrationKeyRow | undefined> {
    const [row] = await tx.select().from(integrationKeys).where(eq(integrationKeys.id, id)).limit(1);
    return row;
  }

  /** Marks the key used now, unless it was marked within the last minute. */
  async touch(tx: Database, id: number, now: Date): Promise<void> {
    const since = new Date(now.getTime() - LAST_USED_GRANULARITY_MS);
    await tx
      .update(integrationKeys)
      .set({ lastUsedAt: now })
      .where(and(eq(integrationKeys.id, id), or(isNull(integrationKeys.lastUsedAt), lt(integrationKeys.lastUsedAt, since))));
  }
}
