import { and, asc, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { sessions } from '@hotel/db/schema/session';

export class SessionRepository {
  constructor(private readonly db: Database) {}

  async insert(row: { memberId: number; tokenHash: string; userAgent: string | null; createdAt: Date; expiresAt: Date }): Promise<void> {
    await this.db.insert(sessions).values(row);
  }

  /** The live session for a token hash: not revoked, not expired. */
  async findLive(tokenHash: string, now: Date) {
    const [row] = await this.db
      .select({ id: sessions.id, memberId: sessions.memberId })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .limit(1);
    return row;
  }

  async revoke(tokenHash: string, now: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
  }

  /** Ends every session of a member at once (closing the account), inside the caller's transaction. */
  async deleteAllOf(tx: Database, memberId: number): Promise<number> {
    const rows = await tx.delete(sessions).where(eq(sessions.memberId, memberId)).returning({ id: sessions.id });
    return rows.length;
  }

  /** The member's sessions on record, for their data download (never the token hash). */
  async listOf(memberId: number) {
    return this.db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt, userAgent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.memberId, memberId))
      .orderBy(asc(sessions.createdAt));
  }

  /** Retention: sessions that expired or were revoked before `before` (docs/privacy.md). */
  async purgeEndedBefore(before: Date): Promise<number> {
    const rows = await this.db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)))
      .returning({ id: sessions.id });
    return rows.length;
  }

  /** Cheap cleanup at each login: the member's dead sessions go. */
  async deleteDeadOf(memberId: number, now: Date): Promise<void> {
    await this.db
      .delete(sessions)
      .where(and(eq(sessions.memberId, memberId), or(lt(sessions.expiresAt, now), isNotNull(sessions.revokedAt))));
  }
}
