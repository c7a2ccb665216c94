import { and, asc, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { staff, staffHotels } from '@hotel/db/schema/staff';
import type { StaffRole } from '@hotel/shared/schemas/admin/auth';

export interface NewStaff {
  email: string;
  displayName: string;
  passwordHash: string;
  role: StaffRole;
  hotels: readonly string[];
  createdAt: Date;
}

export class StaffRepository {
  constructor(private readonly db: Database) {}

  /** What a login needs; `email` is already lower-cased. */
  async findForLogin(email: string) {
    const [row] = await this.db
      .select({ id: staff.id, passwordHash: staff.passwordHash, disabled: staff.disabled, lockedUntil: staff.lockedUntil, totpSecret: staff.totpSecret })
      .from(staff)
      .where(eq(staff.email, email))
      .limit(1);
    return row;
  }

  async existsByEmail(email: string): Promise<boolean> {
    const rows = await this.db.select({ id: staff.id }).from(staff).where(eq(staff.email, email)).limit(1);
    return rows.length > 0;
  }

  /**
   * One more failure, counted in the row itself so parallel guesses cannot slip past the limit;
   * the one that reaches it sets the lock and starts the count again.
   */
  async recordLoginFailure(id: number, maxFailures: number, lockedUntil: Date): Promise<void> {
    const reached = sql`${staff.failedLogins} + 1 >= ${maxFailures}`;
    await this.db
      .update(staff)
      .set({
        failedLogins: sql`case when ${reached} then 0 else ${staff.failedLogins} + 1 end`,
        lockedUntil: sql`case when ${reached} then ${lockedUntil.toISOString()}::timestamptz else ${staff.lockedUntil} end`,
      })
      .where(eq(staff.id, id));
  }

  /**
   * Takes one of the `maxFailures` tries *before* the password is compared, in one statement, so
   * parallel guesses on any number of processes cannot have more compared than the limit (decision
   * 0028). False when the account is locked at `now`, or when the tries in flight used up the count:
   * then the lock starts now (also heals a count left at the limit by a crash).
   */
  async reserveLoginTry(id: number, maxFailures: number, now: Date, lockedUntil: Date): Promise<boolean> {
    const open = or(isNull(staff.lockedUntil), lte(staff.lockedUntil, now));
    const [row] = await this.db
      .update(staff)
      .set({ failedLogins: sql`${staff.failedLogins} + 1` })
      .where(and(eq(staff.id, id), open, lt(staff.failedLogins, maxFailures)))
      .returning({ id: staff.id });
    if (row) return true;
    await this.db
      .update(staff)
      .set({ failedLogins: 0, lockedUntil })
      .where(and(eq(staff.id, id), open, gte(staff.failedLogins, maxFailures)));
    return false;
  }

  /** A reserved try whose password was right but still needs its code: it does not count (the code step counts its own). */
  async releaseLoginTry(id: number): Promise<void> {
    await this.db.update(staff).set({ failedLogins: sql`greatest(${staff.failedLogins} - 1, 0)` }).where(eq(staff.id, id));
  }

  /** A reserved try was wrong: the one that reached `maxFailures` sets the lock and starts the count again. */
  async settleWrongLogin(id: number, maxFailures: number, lockedUntil: Date): Promise<void> {
    await this.db.update(staff).set({ failedLogins: 0, lockedUntil }).where(and(eq(staff.id, id), gte(staff.failedLogins, maxFailures)));
  }

  /** A good sign-in (or, with countAsSignIn false, a right password before the code step: only the rehash). */
  async recordLoginSuccess(id: number, now: Date, newHash?: string, { countAsSignIn = true } = {}): Promise<void> {
    await this.db
      .update(staff)
      .set({ ...(countAsSignIn ? { failedLogins: 0, lockedUntil: null, lastLoginAt: now } : {}), ...(newHash ? { passwordHash: newHash } : {}) })
      .where(eq(staff.id, id));
  }

  /** The signed-in person as the back office shows them: never the password hash. */
  async findProfile(id: number) {
    const [row] = await this.db
      .select({ id: staff.id, email: staff.email, name: staff.displayName, role: staff.role, disabled: staff.disabled })
      .from(staff)
      .where(eq(staff.id, id))
      .limit(1);
    if (!row) return undefined;
    const hotels = await this.db
      .select({ code: staffHotels.hotelCode })
      .from(staffHotels)
      .where(eq(staffHotels.staffId, id))
      .orderBy(asc(staffHotels.hotelCode));
    return { ...row, hotels: hotels.map((h) => h.code) };
  }

  /** Inserts a person and their hotels; false when the address is taken (the unique index decides). */
  async create(row: NewStaff): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(staff)
        .values({ email: row.email, displayName: row.displayName, passwordHash: row.passwordHash, role: row.role, createdAt: row.createdAt })
        .onConflictDoNothing({ target: staff.email })
        .returning({ id: staff.id });
      if (!created) return false;
      if (row.hotels.length > 0) await tx.insert(staffHotels).values(row.hotels.map((hotelCode) => ({ staffId: created.id, hotelCode })));
      return true;
    });
  }
}
