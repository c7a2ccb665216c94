import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { staff, staffPendingLogins } from '@hotel/db/schema/staff';

/** staff_pending_logins (the step between password and code) and the TOTP columns of staff. */
export class PendingLoginRepository {
  constructor(private readonly db: Database) {}

  /** Retention: half-done sign-ins that lapsed before `before`. */
  async purgeExpiredBefore(before: Date): Promise<number> {
    return (await this.db.delete(staffPendingLogins).where(lt(staffPendingLogins.expiresAt, before)).returning({ id: staffPendingLogins.id })).length;
  }

  async insert(row: { staffId: number; tokenHash: string; expiresAt: Date }, now: Date): Promise<void> {
    await this.db.delete(staffPendingLogins).where(and(eq(staffPendingLogins.staffId, row.staffId), lt(staffPendingLogins.expiresAt, now)));
    await this.db.insert(staffPendingLogins).values(row);
  }

  /** The person behind a live pending sign-in, with what the code step needs. */
  async findLive(tokenHash: string, now: Date) {
    const [row] = await this.db
      .select({ id: staffPendingLogins.id, staffId: staff.id, disabled: staff.disabled, lockedUntil: staff.lockedUntil, totpSecret: staff.totpSecret, totpLastStep: staff.totpLastStep })
      .from(staffPendingLogins)
      .innerJoin(staff, eq(staff.id, staffPendingLogins.staffId))
      .where(and(eq(staffPendingLogins.tokenHash, tokenHash), gt(staffPendingLogins.expiresAt, now)))
      .limit(1);
    return row;
  }

  /** Spends the pending sign-in; false when a parallel request already did. */
  async consume(id: number): Promise<boolean> {
    const gone = await this.db.delete(staffPendingLogins).where(eq(staffPendingLogins.id, id)).returning({ id: staffPendingLogins.id });
    return gone.length === 1;
  }

  async dropAllOf(staffId: number): Promise<void> {
    await this.db.delete(staffPendingLogins).where(eq(staffPendingLogins.staffId, staffId));
  }
}
