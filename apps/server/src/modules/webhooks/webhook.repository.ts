import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { webhookAttempts, webhookEndpoints, webhookEvents } from '@hotel/db/schema/webhooks';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type EventRow = typeof webhookEvents.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;

/** Webhook endpoints, the events each is owed (written by migration 0030's trigger) and each try. */
export class WebhookRepository {
  constructor(private readonly db: Database) {}

  list(): Promise<EndpointRow[]> {
    return this.db.select().from(webhookEndpoints).orderBy(asc(webhookEndpoints.hotelCode), asc(webhookEndpoints.id));
  }

  async find(id: number): Promise<EndpointRow | undefined> {
    const [row] = await this.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    return row;
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(webhookEndpoints);
    return row?.n ?? 0;
  }

  async insert(tx: Database, values: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> {
    const [row] = await tx.insert(webhookEndpoints).values(values).returning();
    return row!;
  }

  async update(tx: Database, id: number, values: Partial<Pick<EndpointRow, 'url' | 'description' | 'enabled' | 'updatedAt' | 'nextTryAt' | 'failingSince'>>): Promise<EndpointRow | undefined> {
    const [row] = await tx.update(webhookEndpoints).set(values).where(eq(webhookEndpoints.id, id)).returning();
    return row;
  }

  async rotateSecret(tx: Database, id: number, secretSealed: string, at: Date): Promise<EndpointRow | undefined> {
    const [row] = await tx.update(webhookEndpoints).set({ secretSealed, updatedAt: at }).where(eq(webhookEndpoints.id, id)).returning();
    return row;
  }

  async remove(tx: Database, id: number): Promise<boolean> {
    return (await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning({ id: webhookEndpoints.id })).length > 0;
  }

  /** Events not yet acknowledged, per endpoint. */
  async pendingCounts(): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ endpointId: webhookEvents.endpointId, n: count() })
      .from(webhookEvents)
      .where(eq(webhookEvents.state, 'pending'))
      .groupBy(webhookEvents.endpointId);
    return new Map(rows.map((r) => [r.endpointId, r.n]));
  }

  /** Enabled endpoints owed an event whose back-off has passed and which no sender holds. */
  async dueWithPending(now: Date): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .innerJoin(webhookEvents, and(eq(webhookEvents.endpointId, webhookEndpoints.id), eq(webhookEvents.state, 'pending')))
      .where(and(eq(webhookEndpoints.enabled, true), or(isNull(webhookEndpoints.nextTryAt), lte(webhookEndpoints.nextTryAt, now)), or(isNull(webhookEndpoints.leaseUntil), lt(webhookEndpoints.leaseUntil, now))));
    return rows.map((r) => r.id);
  }

  /** Holds the endpoint for one sender until `until`, if it is enabled, free and past its back-off. */
  async takeLease(id: number, now: Date, until: Date): Promise<EndpointRow | undefined> {
    const [row] = await this.db
      .update(webhookEndpoints)
      .set({ leaseUntil: until })
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.enabled, true), or(isNull(webhookEndpoints.leaseUntil), lt(webhookEndpoints.leaseUntil, now)), or(isNull(webhookEndpoints.nextTryAt), lte(webhookEndpoints.nextTryAt, now))))
      .returning();
    return row;
  }

  async releaseLease(id: number): Promise<void> {
    await this.db.update(webhookEndpoints).set({ leaseUntil: null }).where(eq(webhookEndpoints.id, id));
  }

  /** The endpoint's oldest events not yet acknowledged: sent in the order they happened. */
  pending(endpointId: number, limit: number): Promise<EventRow[]> {
    return this.db
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.endpointId, endpointId), eq(webhookEvents.state, 'pending')))
      .orderBy(asc(webhookEvents.id))
      .limit(limit);
  }

  /** Fixes an event's body the first time it is sent (a concurrent fix of the same event keeps the first). */
  async fixPayload(eventRowId: number, payload: Record<string, unknown>): Promise<Record<string, unknown>> {
    await this.db
      .update(webhookEvents)
      .set({ payload })
      .where(and(eq(webhookEvents.id, eventRowId), isNull(webhookEvents.payload)));
    const [row] = await this.db.select({ payload: webhookEvents.payload }).from(webhookEvents).where(eq(webhookEvents.id, eventRowId));
    return row?.payload ?? payload;
  }

  /** One try of an event, in one transaction: counted on the event (acknowledged or not) and a line in the endpoint's log. */
  async recordTry(tx: Database, event: Pick<EventRow, 'id' | 'endpointId'>, attempt: { at: Date; ok: boolean; httpStatus: number | null; error: string | null; durationMs: number }): Promise<void> {
    await tx
      .update(webhookEvents)
      .set({
        attempts: sql`${webhookEvents.attempts} + 1`,
        lastTriedAt: attempt.at,
        lastStatus: attempt.httpStatus,
        lastError: attempt.error,
        ...(attempt.ok ? { state: 'delivered' as const, deliveredAt: attempt.at } : {}),
      })
      .where(eq(webhookEvents.id, event.id));
    await tx.insert(webhookAttempts).values({ eventRowId: event.id, endpointId: event.endpointId, ...attempt });
  }

  async succeeded(id: number, at: Date): Promise<void> {
    await this.db.update(webhookEndpoints).set({ failingSince: null, nextTryAt: null, lastError: null, lastSuccessAt: at }).where(eq(webhookEndpoints.id, id));
  }

  async failed(id: number, at: Date, nextTryAt: Date, error: string): Promise<void> {
    await this.db
      .update(webhookEndpoints)
      .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at.toISOString()}::timestamptz)`, nextTryAt, lastError: error })
      .where(eq(webhookEndpoints.id, id));
  }

  /** The endpoint's latest events, newest first (the delivery log). */
  recentEvents(endpointId: number, limit: number): Promise<EventRow[]> {
    return this.db.select().from(webhookEvents).where(eq(webhookEvents.endpointId, endpointId)).orderBy(desc(webhookEvents.id)).limit(limit);
  }

  /** The tries of these events, oldest first. */
  attemptsOf(eventRowIds: number[]): Promise<AttemptRow[]> {
    if (eventRowIds.length === 0) return Promise.resolve([]);
    return this.db.select().from(webhookAttempts).where(inArray(webhookAttempts.eventRowId, eventRowIds)).orderBy(asc(webhookAttempts.id));
  }

  /** Acknowledged events and tries older than `before` are forgotten; pending events never are. */
  async prune(before: Date): Promise<{ events: number; attempts: number }> {
    const attempts = await this.db.delete(webhookAttempts).where(lt(webhookAttempts.at, before)).returning({ id: webhookAttempts.id });
    const events = await this.db
      .delete(webhookEvents)
      .where(and(eq(webhookEvents.state, 'delivered'), isNotNull(webhookEvents.deliveredAt), lt(webhookEvents.deliveredAt, before)))
      .returning({ id: webhookEvents.id });
    return { events: events.length, attempts: attempts.length };
  }
}
