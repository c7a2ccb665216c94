import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, lte, lt, or, sql } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { channelConnections, channelMappings, channelOutbox, channelSyncLog, type ChannelType } from '@hotel/db/schema/channels';

export type ConnectionRow = typeof channelConnections.$inferSelect;
export type MappingRow = typeof channelMappings.$inferSelect;
export type SyncLogEntry = typeof channelSyncLog.$inferInsert;

/** A room type's night a connection owes, claimed for one send. */
export interface OwedNight {
  id: number;
  hotelCode: string;
  roomTypeCode: string;
  stayDate: string;
}

/** Channel manager connections, their mappings, what each owes (channel_outbox) and what was sent (decision 0062). */
export class ChannelConnectionRepository {
  constructor(private readonly db: Database) {}

  /** How many are stored, enabled or not (the start-up check: their passwords need the key). */
  async count(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(channelConnections);
    return row?.n ?? 0;
  }

  async find(id: number): Promise<ConnectionRow | undefined> {
    const [row] = await this.db.select().from(channelConnections).where(eq(channelConnections.id, id));
    return row;
  }

  /** Enabled connections of these kinds (the reservation pull, every few minutes: the kinds that deliver reservations). */
  async enabledIds(types: readonly ChannelType[]): Promise<number[]> {
    if (types.length === 0) return [];
    const c = channelConnections;
    const rows = await this.db.select({ id: c.id }).from(c).where(and(eq(c.enabled, true), inArray(c.type, [...types]))).orderBy(asc(c.id));
    return rows.map((r) => r.id);
  }

  /** Whether the connection owes any night not yet claimed. */
  async hasOwed(id: number): Promise<boolean> {
    const [row] = await this.db.select({ id: channelOutbox.id }).from(channelOutbox).where(and(eq(channelOutbox.connectionId, id), eq(channelOutbox.state, 'pending'))).limit(1);
    return row !== undefined;
  }

  /** Enabled connections with nights owed, whose back-off (if any) has passed: what the sweep sends. */
  async dueWithOwed(now: Date): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ id: channelConnections.id })
      .from(channelConnections)
      .innerJoin(channelOutbox, and(eq(channelOutbox.connectionId, channelConnections.id), eq(channelOutbox.state, 'pending')))
      .where(and(eq(channelConnections.enabled, true), or(isNull(channelConnections.nextTryAt), lte(channelConnections.nextTryAt, now))));
    return rows.map((r) => r.id);
  }

  /**
   * The connection for one sender until `until`, or undefined: disabled, another sender holds it,
   * or (unless `ignoreBackOff`, a full sync asked for by name) its back-off has not passed.
   */
  async lease(id: number, now: Date, until: Date, ignoreBackOff = false): Promise<ConnectionRow | undefined> {
    const c = channelConnections;
    const [row] = await this.db
      .update(c)
      .set({ leaseUntil: until })
      .where(and(eq(c.id, id), eq(c.enabled, true), or(isNull(c.leaseUntil), lt(c.leaseUntil, now)), ignoreBackOff ? undefined : or(isNull(c.nextTryAt), lte(c.nextTryAt, now))))
      .returning();
    return row;
  }

  async releaseLease(id: number): Promise<void> {
    await this.db.update(channelConnections).set({ leaseUntil: null }).where(eq(channelConnections.id, id));
  }

  mappings(connectionId: number): Promise<MappingRow[]> {
    return this.db.select().from(channelMappings).where(eq(channelMappings.connectionId, connectionId));
  }

  /** Up to `limit` owed nights, oldest first, now `sending`: a change during the send owes a new row. */
  async claimOwed(connectionId: number, limit: number): Promise<OwedNight[]> {
    const o = channelOutbox;
    const oldest = this.db
      .select({ id: o.id })
      .from(o)
      .where(and(eq(o.connectionId, connectionId), eq(o.state, 'pending')))
      .orderBy(asc(o.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await this.db.update(o).set({ state: 'sending' }).where(inArray(o.id, oldest)).returning({ id: o.id, hotelCode: o.hotelCode, roomTypeCode: o.roomTypeCode, stayDate: o.stayDate });
    return rows.sort((a, b) => a.id - b.id);
  }

  /** Every owed night of the connection in these hotels, claimed at once (a full sync of them sends them all anyway). */
  async claimAllOwed(connectionId: number, hotelCodes: readonly string[]): Promise<number[]> {
    if (hotelCodes.length === 0) return [];
    const o = channelOutbox;
    const rows = await this.db
      .update(o)
      .set({ state: 'sending' })
      .where(and(eq(o.connectionId, connectionId), eq(o.state, 'pending'), inArray(o.hotelCode, [...hotelCodes])))
      .returning({ id: o.id });
    return rows.map((r) => r.id);
  }

  async markSent(ids: number[], now: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db.update(channelOutbox).set({ state: 'sent', sentAt: now }).where(inArray(channelOutbox.id, ids));
  }

  /**
   * A failed send's nights owed again: back to pending, unless a later change of the same night
   * already owes it (that row stands for both).
   */
  async requeue(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.transaction(async (tx) => {
      const o = channelOutbox;
      await tx.execute(sql`
        delete from ${o} claimed using ${o} pending
        where claimed.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
          and pending.state = 'pending' and pending.connection_id = claimed.connection_id and pending.hotel_code = claimed.hotel_code
          and pending.room_type_code = claimed.room_type_code and pending.stay_date = claimed.stay_date`);
      await tx
        .update(o)
        .set({ state: 'pending', attempts: sql`${o.attempts} + 1` })
        .where(and(inArray(o.id, ids), eq(o.state, 'sending')));
    });
  }

  async recordSuccess(id: number, now: Date): Promise<void> {
    await this.db.update(channelConnections).set({ lastSuccessAt: now, failingSince: null, alertedAt: null, nextTryAt: null }).where(eq(channelConnections.id, id));
  }

  /** A failed send: the next try, and since when it has been failing (kept from the first failure of the spell). */
  async recordFailure(id: number, now: Date, nextTryAt: Date): Promise<Pick<ConnectionRow, 'failingSince' | 'alertedAt'>> {
    const c = channelConnections;
    const [row] = await this.db
      .update(c)
      .set({ nextTryAt, failingSince: sql`coalesce(${c.failingSince}, ${now.toISOString()}::timestamptz)` })
      .where(eq(c.id, id))
      .returning({ failingSince: c.failingSince, alertedAt: c.alertedAt });
    return row ?? { failingSince: now, alertedAt: null };
  }

  /** The group administrator was told of this failing spell; true the first time only. */
  async markAlerted(id: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(channelConnections)
      .set({ alertedAt: now })
      .where(and(eq(channelConnections.id, id), isNull(channelConnections.alertedAt)))
      .returning({ id: channelConnections.id });
    return rows.length > 0;
  }

  /** Enabled connections without a successful full sync since `since`. */
  async fullSyncDue(since: Date): Promise<number[]> {
    const c = channelConnections;
    const l = channelSyncLog;
    const rows = await this.db
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.enabled, true), sql`not exists (select 1 from ${l} where ${l.connectionId} = ${c.id} and ${l.run} = 'full' and ${l.ok} and ${l.at} >= ${since.toISOString()}::timestamptz)`));
    return rows.map((r) => r.id);
  }

  /** Every connection with the nights it owes, by name. */
  async listWithOwed(): Promise<(ConnectionRow & { owed: number })[]> {
    const o = channelOutbox;
    return this.db
      .select({ ...getTableColumns(channelConnections), owed: sql<number>`(select count(*)::int from ${o} where ${o.connectionId} = ${channelConnections.id} and ${o.state} = 'pending')` })
      .from(channelConnections)
      .orderBy(asc(channelConnections.name), asc(channelConnections.id));
  }

  async insert(tx: Database, values: typeof channelConnections.$inferInsert): Promise<ConnectionRow> {
    const [row] = await tx.insert(channelConnections).values(values).returning();
    return row!;
  }

  async update(tx: Database, id: number, values: Partial<typeof channelConnections.$inferInsert>): Promise<ConnectionRow | undefined> {
    const [row] = await tx.update(channelConnections).set(values).where(eq(channelConnections.id, id)).returning();
    return row;
  }

  /** A hotel's mapping replaced as a whole, in the caller's transaction. */
  async replaceMappings(tx: Database, connectionId: number, hotelCode: string, rows: Omit<MappingRow, 'connectionId' | 'hotelCode'>[]): Promise<void> {
    await tx.delete(channelMappings).where(and(eq(channelMappings.connectionId, connectionId), eq(channelMappings.hotelCode, hotelCode)));
    if (rows.length) await tx.insert(channelMappings).values(rows.map((r) => ({ ...r, connectionId, hotelCode })));
  }

  /** A hotel's sync log, newest first, with each line's connection name. */
  async logOfHotel(hotelCode: string, limit: number, offset: number) {
    const l = channelSyncLog;
    const where = eq(l.hotelCode, hotelCode);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ ...getTableColumns(l), connectionName: channelConnections.name })
        .from(l)
        .innerJoin(channelConnections, eq(channelConnections.id, l.connectionId))
        .where(where)
        .orderBy(desc(l.at), desc(l.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(l).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async log(entries: SyncLogEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.db.insert(channelSyncLog).values(entries);
  }

  /** Forgets sent outbox rows sent before `sentBefore` and sync log lines from before `loggedBefore`; how many of each. */
  async prune(sentBefore: Date, loggedBefore: Date): Promise<{ outbox: number; log: number }> {
    const outbox = await this.db
      .delete(channelOutbox)
      .where(and(eq(channelOutbox.state, 'sent'), lt(channelOutbox.sentAt, sentBefore)))
      .returning({ id: channelOutbox.id });
    const log = await this.db.delete(channelSyncLog).where(lt(channelSyncLog.at, loggedBefore)).returning({ id: channelSyncLog.id });
    return { outbox: outbox.length, log: log.length };
  }
}
