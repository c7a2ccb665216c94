import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { guestConfirmations } from '@hotel/db/schema/confirmations';

export type ConfirmationRow = typeof guestConfirmations.$inferSelect;
export type ChannelState = 'pending' | 'sent' | 'skipped';

export class ConfirmationRepository {
  constructor(private readonly db: Database) {}

  /** Inside the event's transaction; false when this key is owed already (the event happened before). */
  async insert(tx: Database, row: { key: string; orderId: number; event: string; refundAmount: number | null; amendmentId: number | null; createdAt: Date }): Promise<boolean> {
    const inserted = await tx.insert(guestConfirmations).values(row).onConflictDoNothing({ target: guestConfirmations.key }).returning({ id: guestConfirmations.id });
    return inserted.length > 0;
  }

  /**
   * Takes an unfinished confirmation for one sender until `until`: a second sender (the sweep, a
   * retry overlapping a slow run) finds it taken and leaves it; one that has had `maxAttempts`
   * tries is never taken again (its failure was alerted).
   */
  async claim(key: string, now: Date, until: Date, maxAttempts: number): Promise<ConfirmationRow | undefined> {
    const [row] = await this.db
      .update(guestConfirmations)
      .set({ claimedUntil: until, attempts: sql`${guestConfirmations.attempts} + 1` })
      .where(
        and(
          eq(guestConfirmations.key, key),
          isNull(guestConfirmations.sentAt),
          lt(guestConfirmations.attempts, maxAttempts),
          or(isNull(guestConfirmations.claimedUntil), lt(guestConfirmations.claimedUntil, now)),
        ),
      )
      .returning();
    return row;
  }

  async setChannel(id: number, channel: 'mail' | 'sms', state: ChannelState): Promise<void> {
    await this.db
      .update(guestConfirmations)
      .set(channel === 'mail' ? { mailState: state } : { smsState: state })
      .where(eq(guestConfirmations.id, id));
  }

  /** Done (sentAt set) or let go for a retry. */
  async release(id: number, finishedAt: Date | null): Promise<void> {
    await this.db.update(guestConfirmations).set({ claimedUntil: null, sentAt: finishedAt }).where(eq(guestConfirmations.id, id));
  }

  /** Keys still unsent, created before `before`, tried fewer than `maxAttempts` times: the sweep's work. */
  async unsentKeys(before: Date, maxAttempts: number, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ key: guestConfirmations.key })
      .from(guestConfirmations)
      .where(and(isNull(guestConfirmations.sentAt), lt(guestConfirmations.createdAt, before), lt(guestConfirmations.attempts, maxAttempts)))
      .orderBy(guestConfirmations.createdAt)
      .limit(limit);
    return rows.map((r) => r.key);
  }

  async findByKey(key: string): Promise<ConfirmationRow | undefined> {
    const [row] = await this.db.select().from(guestConfirmations).where(eq(guestConfirmations.key, key));
    return row;
  }
}
