import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { staff, staffSessions } from '@hotel/db/schema/staff';

export class StaffSessionRepository {
  constructor(private readonly db: Database) {}

  /** Retention: sessions that ended (past their end, idle or revoked) before `before` (docs/privacy.md). */
  async purgeEndedBefore(before: Date): Promise<number> {
    const ended = or(lt(staffSessions.expiresAt, before), lt(staffSessions.lastSeenAt, before), lt(staffSessions.revokedAt, before));
    return (await this.db.delete(staffSessions).where(ended).returning({ id: staffSessions.id })).length;
  }

  async insert(row: { staffId: number; tokenHash: string; createdAt: Date; lastSeenAt: Date; expiresAt: Date }): Promise<void> {
    await this.db.insert(staffSessions).values(row);
  }

  /** A session that is not revoked, not past its end, not idle since `idleSince`, of a person not disabled. */
  async findLive(tokenHash: string, now: Date, idleSince: Date) {
    const [row] = await this.db
      .select({ id: staffSessions.id, staffId: staffSessions.staffId, lastSeenAt: staffSessions.lastSeenAt })
      .from(staffSessions)
      .innerJoin(staff, eq(staff.id, staffSessions.staffId))
      .where(
        and(
          eq(staffSessions.tokenHash, tokenHash),
          isNull(staffSessions.revokedAt),
          gt(staffSessions.expiresAt, now),
          gt(staffSessions.lastSeenAt, idleSince),
          eq(staff.disabled, false),
        ),
      )
      .limit(1);
    return row;
  }

  async touch(id: number, now: Date): Promise<void> {
    await this.db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, id));
  }

  async revoke(tokenHash: string, now: Date): Promise<void> {
    await this.db
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)));
  }

  async revokeAllOf(staffId: number, now: Date): Promise<void> {
    await this.db
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
  }

  /** Cheap cleanup at each login: this person's ended sessions go. */
  async deleteDeadOf(staffId: number, now: Date, idleSince: Date): Promise<void> {
    await this.db
      .delete(staffSessions)
      .where(
        and(
          eq(staffSessions.staffId, staffId),
          or(lt(staffSessions.expiresAt, now), lt(staffSessions.lastSeenAt, idleSince), isNotNull(staffSessions.revokedAt)),
        ),
      );
  }
}
