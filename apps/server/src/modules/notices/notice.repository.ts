import { and, count, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { notices } from '@hotel/db/schema/notices';

export type NoticeRow = typeof notices.$inferSelect;
export type NewNotice = Pick<typeof notices.$inferInsert, 'key' | 'kind' | 'hotelCode' | 'orderId' | 'meetingId' | 'amendmentId' | 'detail' | 'createdAt'>;
export type NoticeState = NoticeRow['mailState'];

/** Whose notices a list shows: every hotel's and the alerts ('all', group administrators), or these hotels'. */
export type NoticeScope = 'all' | readonly string[];

/** Which notices a person may list: their hotels (or all), and only the kinds their role handles. */
export interface NoticeFilter {
  scope: NoticeScope;
  kinds: readonly NoticeRow['kind'][];
}

const listed = (f: NoticeFilter): SQL | undefined => and(f.scope === 'all' ? undefined : inArray(notices.hotelCode, [...f.scope]), inArray(notices.kind, [...f.kinds]));

export class NoticeRepository {
  constructor(private readonly db: Database) {}

  /** Inside the event's transaction (or alone for an alert); false when this key is owed already. */
  async insert(tx: Database, row: NewNotice): Promise<boolean> {
    const inserted = await tx.insert(notices).values(row).onConflictDoNothing({ target: notices.key }).returning({ id: notices.id });
    return inserted.length > 0;
  }

  /**
   * Takes an unsent notice for one sender until `until` (the sweep and a retry never send it twice
   * at once); one that has had `maxAttempts` tries is never taken again (its failure was alerted).
   */
  async claim(key: string, now: Date, until: Date, maxAttempts: number): Promise<NoticeRow | undefined> {
    const [row] = await this.db
      .update(notices)
      .set({ claimedUntil: until, attempts: sql`${notices.attempts} + 1` })
      .where(
        and(
          eq(notices.key, key),
          inArray(notices.mailState, ['pending', 'failed']),
          lt(notices.attempts, maxAttempts),
          or(isNull(notices.claimedUntil), lt(notices.claimedUntil, now)),
        ),
      )
      .returning();
    return row;
  }

  /** Sent, skipped (no address), or failed (tried again by the job's retries and the sweep). */
  async release(id: number, state: NoticeState, sentAt: Date | null): Promise<void> {
    await this.db.update(notices).set({ claimedUntil: null, mailState: state, sentAt }).where(eq(notices.id, id));
  }

  /** Keys not sent yet, created before `before`, tried fewer than `maxAttempts` times: the sweep's work. */
  async unsentKeys(before: Date, maxAttempts: number, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ key: notices.key })
      .from(notices)
      .where(and(inArray(notices.mailState, ['pending', 'failed']), lt(notices.createdAt, before), lt(notices.attempts, maxAttempts)))
      .orderBy(notices.createdAt)
      .limit(limit);
    return rows.map((r) => r.key);
  }

  async findByKey(key: string): Promise<NoticeRow | undefined> {
    const [row] = await this.db.select().from(notices).where(eq(notices.key, key));
    return row;
  }

  async findById(id: number): Promise<NoticeRow | undefined> {
    const [row] = await this.db.select().from(notices).where(eq(notices.id, id));
    return row;
  }

  /** Newest first; a hotel's staff see their hotels' notices, never the alerts (hotel_code null). */
  list(filter: NoticeFilter, limit: number, offset: number): Promise<NoticeRow[]> {
    return this.db.select().from(notices).where(listed(filter)).orderBy(desc(notices.createdAt), desc(notices.id)).limit(limit).offset(offset);
  }

  async count(filter: NoticeFilter): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(notices).where(listed(filter));
    return row?.n ?? 0;
  }
}
