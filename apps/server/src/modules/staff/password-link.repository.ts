import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { staff, staffPasswordLinks, staffSessions } from '@hotel/db/schema/staff';

/** staff_password_links: only SHA-256 of each token. */
export class PasswordLinkRepository {
  constructor(private readonly db: Database) {}

  /** Retention: set-password links (used or not) that lapsed before `before`. */
  async purgeExpiredBefore(before: Date): Promise<number> {
    return (await this.db.delete(staffPasswordLinks).where(lt(staffPasswordLinks.expiresAt, before)).returning({ id: staffPasswordLinks.id })).length;
  }

  /** A new link for a person: their earlier links go (a new one voids the old). */
  async replace(tx: Database, row: { staffId: number; tokenHash: string; createdAt: Date; expiresAt: Date }): Promise<void> {
    await tx.delete(staffPasswordLinks).where(eq(staffPasswordLinks.staffId, row.staffId));
    await tx.insert(staffPasswordLinks).values(row);
  }

  /** A link that is unused, not expired, under the attempt cap, of a person not disabled. */
  async findLive(tokenHash: string, now: Date, maxAttempts: number) {
    const [row] = await this.db
      .select({ id: staffPasswordLinks.id, staffId: staffPasswordLinks.staffId, expiresAt: staffPasswordLinks.expiresAt, email: staff.email, name: staff.displayName })
      .from(staffPasswordLinks)
      .innerJoin(staff, eq(staff.id, staffPasswordLinks.staffId))
      .where(
        and(
          eq(staffPasswordLinks.tokenHash, tokenHash),
          isNull(staffPasswordLinks.usedAt),
          gt(staffPasswordLinks.expiresAt, now),
          lt(staffPasswordLinks.failedAttempts, maxAttempts),
          eq(staff.disabled, false),
        ),
      )
      .limit(1);
    return row;
  }

  /** Marks the link used, once: false when another request used it first. */
  async use(tx: Database, id: number, now: Date): Promise<boolean> {
    const used = await tx
      .update(staffPasswordLinks)
      .set({ usedAt: now })
      .where(and(eq(staffPasswordLinks.id, id), isNull(staffPasswordLinks.usedAt)))
      .returning({ id: staffPasswordLinks.id });
    return used.length === 1;
  }

  async countFailure(tokenHash: string): Promise<void> {
    await this.db
      .update(staffPasswordLinks)
      .set({ failedAttempts: sql`${staffPasswordLinks.failedAttempts} + 1` })
      .where(eq(staffPasswordLinks.tokenHash, tokenHash));
  }

  /** The new password; sessions started with the old one end (a link is also how a forgotten password is reset). */
  async setPassword(tx: Database, staffId: number, passwordHash: string, now: Date): Promise<void> {
    await tx.update(staff).set({ passwordHash, failedLogins: 0, lockedUntil: null }).where(eq(staff.id, staffId));
    await tx.update(staffSessions).set({ revokedAt: now }).where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
  }
}
