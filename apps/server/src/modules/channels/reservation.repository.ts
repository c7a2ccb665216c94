import { and, eq } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { channelReservations } from '@hotel/db/schema/channels';

export type ChannelReservationRow = typeof channelReservations.$inferSelect;

/** The reservations each connection delivered and the orders they became (decision 0063). */
export class ChannelReservationRepository {
  constructor(private readonly db: Database) {}

  /** The reservation as last applied, locked until the caller's transaction ends (one delivery applies at a time). */
  async lock(tx: Database, connectionId: number, resId: string): Promise<ChannelReservationRow | undefined> {
    const [row] = await tx
      .select()
      .from(channelReservations)
      .where(and(eq(channelReservations.connectionId, connectionId), eq(channelReservations.resId, resId)))
      .for('update');
    return row;
  }

  /** Writes the version applied (a new reservation, or the locked row's new state). */
  async save(tx: Database, row: ChannelReservationRow): Promise<void> {
    await tx
      .insert(channelReservations)
      .values(row)
      .onConflictDoUpdate({
        target: [channelReservations.connectionId, channelReservations.resId],
        set: { version: row.version, status: row.status, orderNos: row.orderNos, channelName: row.channelName, hotelCode: row.hotelCode, updatedAt: row.updatedAt },
      });
  }
}
