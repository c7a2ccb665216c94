import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { staff } from '@hotel/db/schema/staff';

/** The TOTP columns of staff (sealed secrets, the last step accepted). */
export class StaffTotpRepository {
  constructor(private readonly db: Database) {}

  async find(staffId: number) {
    const [row] = await this.db
      .select({ secret: staff.totpSecret, pending: staff.totpPendingSecret, lastStep: staff.totpLastStep })
      .from(staff)
      .where(eq(staff.id, staffId))
      .limit(1);
    return row;
  }

  async setPending(staffId: number, sealed: string): Promise<void> {
    await this.db.update(staff).set({ totpPendingSecret: sealed }).where(eq(staff.id, staffId));
  }

  /**
   * Records `step` as used, only if no later-or-equal step was: false when this code (or a later
   * one) was accepted before, so the same code never signs anyone in twice.
   */
  async acceptStep(tx: Database, staffId: number, step: number): Promise<boolean> {
    const rows = await tx
      .update(staff)
      .set({ totpLastStep: step })
      .where(and(eq(staff.id, staffId), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
      .returning({ id: staff.id });
    return rows.length === 1;
  }

  async activate(tx: Database, staffId: number, sealed: string): Promise<void> {
    await tx.update(staff).set({ totpSecret: sealed, totpPendingSecret: null }).where(eq(staff.id, staffId));
  }

  async clear(tx: Database, staffId: number): Promise<void> {
    await tx.update(staff).set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null }).where(eq(staff.id, staffId));
  }
}
