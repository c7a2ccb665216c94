import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { staff, staffHotels, staffPendingLogins, staffSessions } from '@hotel/db/schema/staff';
import type { StaffRole } from '@hotel/shared/schemas/admin/auth';

/** The password_hash of an account whose owner has not used their set-password link yet: matches nothing. */
export const PASSWORD_NOT_SET = '!not-set';

/** One account as the staff list shows it: never a hash, a secret or a token. */
export interface StaffRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  hotels: string[];
  disabled: boolean;
  totp: boolean;
  lastLoginAt: Date | null;
  passwordSet: boolean;
}

const columns = {
  id: staff.id,
  email: staff.email,
  name: staff.displayName,
  role: staff.role,
  disabled: staff.disabled,
  totp: sql<boolean>`${staff.totpSecret} is not null`,
  lastLoginAt: staff.lastLoginAt,
  passwordSet: sql<boolean>`${staff.passwordHash} <> ${PASSWORD_NOT_SET}`,
};

/** Staff accounts as the group administrator manages them; every write takes the change's transaction. */
export class StaffAdminRepository {
  constructor(private readonly db: Database) {}

  async list(): Promise<StaffRow[]> {
    const rows = await this.db.select(columns).from(staff).orderBy(asc(staff.id));
    const hotels = await this.db.select().from(staffHotels).orderBy(asc(staffHotels.hotelCode));
    return rows.map((row) => ({ ...row, hotels: hotels.filter((h) => h.staffId === row.id).map((h) => h.hotelCode) }));
  }

  async find(tx: Database, id: number): Promise<StaffRow | undefined> {
    const [row] = await tx.select(columns).from(staff).where(eq(staff.id, id)).limit(1);
    if (!row) return undefined;
    const hotels = await tx.select({ code: staffHotels.hotelCode }).from(staffHotels).where(eq(staffHotels.staffId, id)).orderBy(asc(staffHotels.hotelCode));
    return { ...row, hotels: hotels.map((h) => h.code) };
  }

  async insert(tx: Database, row: { email: string; name: string; role: StaffRole; hotels: readonly string[]; createdAt: Date }): Promise<number | undefined> {
    const [created] = await tx
      .insert(staff)
      .values({ email: row.email, displayName: row.name, passwordHash: PASSWORD_NOT_SET, role: row.role, createdAt: row.createdAt })
      .onConflictDoNothing({ target: staff.email })
      .returning({ id: staff.id });
    if (!created) return undefined;
    await this.replaceHotels(tx, created.id, row.hotels);
    return created.id;
  }

  async update(tx: Database, id: number, change: { name: string; role: StaffRole; hotels: readonly string[] }): Promise<void> {
    await tx.update(staff).set({ displayName: change.name, role: change.role }).where(eq(staff.id, id));
    await this.replaceHotels(tx, id, change.hotels);
  }

  async setDisabled(tx: Database, id: number, disabled: boolean): Promise<void> {
    await tx.update(staff).set({ disabled, ...(disabled ? {} : { failedLogins: 0, lockedUntil: null }) }).where(eq(staff.id, id));
  }

  /**
   * The active group administrators other than `id`, their rows locked until the transaction
   * ends, so two administrators demoting each other at once cannot leave none.
   */
  async otherActiveAdmins(tx: Database, id: number): Promise<number> {
    const rows = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.role, 'group_admin'), eq(staff.disabled, false), ne(staff.id, id)))
      .for('update');
    return rows.length;
  }

  /** Ends every session and half-done sign-in of a person at once. */
  async endSessions(tx: Database, id: number, now: Date): Promise<void> {
    await tx.update(staffSessions).set({ revokedAt: now }).where(and(eq(staffSessions.staffId, id), isNull(staffSessions.revokedAt)));
    await tx.delete(staffPendingLogins).where(eq(staffPendingLogins.staffId, id));
  }

  async clearTotp(tx: Database, id: number): Promise<void> {
    await tx.update(staff).set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null }).where(eq(staff.id, id));
    await tx.delete(staffPendingLogins).where(eq(staffPendingLogins.staffId, id));
  }

  private async replaceHotels(tx: Database, id: number, hotels: readonly string[]): Promise<void> {
    await tx.delete(staffHotels).where(eq(staffHotels.staffId, id));
    if (hotels.length > 0) await tx.insert(staffHotels).values(hotels.map((hotelCode) => ({ staffId: id, hotelCode })));
  }
}
