import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { memberConsents, members } from '@hotel/db/schema/members';

export type NewMember = Pick<
  typeof members.$inferInsert,
  'mobile' | 'dialCode' | 'name' | 'sex' | 'birthday' | 'country' | 'passwordHash' | 'cardNo' | 'level' | 'createdAt' | 'updatedAt'
>;

/** The privacy-policy consent given with the registration (decision 0033). */
export type NewConsent = Pick<typeof memberConsents.$inferInsert, 'kind' | 'policyVersion' | 'source' | 'clientNetwork' | 'givenAt'>;

/** Which unique column a failed insert ran into, if that is why it failed. */
export type CreateMemberResult = { created: true; id: number } | { created: false; conflict: 'mobile' | 'cardNo' };

export class MemberRepository {
  constructor(private readonly db: Database) {}

  async existsByMobile(mobile: string): Promise<boolean> {
    const rows = await this.db.select({ id: members.id }).from(members).where(eq(members.mobile, mobile)).limit(1);
    return rows.length > 0;
  }

  async findForLogin(mobile: string) {
    const [row] = await this.db
      .select({
        id: members.id,
        name: members.name,
        passwordHash: members.passwordHash,
        passwordLockedUntil: members.passwordLockedUntil,
      })
      .from(members)
      .where(eq(members.mobile, mobile))
      .limit(1);
    return row;
  }

  /** The member and their consent together, or neither. */
  async create(member: NewMember, consent: NewConsent): Promise<CreateMemberResult> {
    try {
      const id = await this.db.transaction(async (tx) => {
        const [row] = await tx.insert(members).values(member).returning({ id: members.id });
        await tx.insert(memberConsents).values({ ...consent, memberId: row!.id });
        return row!.id;
      });
      return { created: true, id };
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'members_mobile_unique') return { created: false, conflict: 'mobile' };
      if (constraint === 'members_card_no_unique') return { created: false, conflict: 'cardNo' };
      throw error;
    }
  }

  /**
   * Counts a failed password login; the failure that reaches `maxFailures` locks password login
   * until `lockedUntil` and starts the count again.
   */
  async recordPasswordFailure(id: number, maxFailures: number, lockedUntil: Date): Promise<void> {
    const reached = sql`${members.passwordFailures} + 1 >= ${maxFailures}`;
    await this.db
      .update(members)
      .set({
        passwordFailures: sql`case when ${reached} then 0 else ${members.passwordFailures} + 1 end`,
        passwordLockedUntil: sql`case when ${reached} then ${lockedUntil.toISOString()}::timestamptz else ${members.passwordLockedUntil} end`,
      })
      .where(eq(members.id, id));
  }

  async recordPasswordSuccess(id: number, newHash?: string): Promise<void> {
    await this.db
      .update(members)
      .set({ passwordFailures: 0, passwordLockedUntil: null, ...(newHash ? { passwordHash: newHash } : {}) })
      .where(eq(members.id, id));
  }

  /** The member centre's view of one member: never the password hash. */
  async findProfile(id: number) {
    const [row] = await this.db
      .select({
        id: members.id,
        name: members.name,
        mobile: members.mobile,
        cardNo: members.cardNo,
        level: members.level,
        points: members.points,
        balance: members.balance,
        sex: members.sex,
        birthday: members.birthday,
        country: members.country,
      })
      .from(members)
      .where(eq(members.id, id))
      .limit(1);
    return row;
  }

  async rename(id: number, name: string, now: Date): Promise<boolean> {
    const rows = await this.db.update(members).set({ name, updatedAt: now }).where(eq(members.id, id)).returning({ id: members.id });
    return rows.length === 1;
  }

  /** What paying by member card needs: the password hash to check and the stored value. */
  async findCard(id: number) {
    const [row] = await this.db
      .select({ passwordHash: members.passwordHash, balance: members.balance, cardLockedUntil: members.cardLockedUntil })
      .from(members)
      .where(eq(members.id, id))
      .limit(1);
    return row;
  }

  /**
   * Counts a wrong card password in one statement (concurrent attempts each count once); the
   * one that reaches `maxFailures` locks card payment until `lockedUntil` and starts the count
   * again. A card already locked at `now` counts nothing. The lock in force afterwards, or null.
   */
  async recordCardFailure(id: number, maxFailures: number, now: Date, lockedUntil: Date): Promise<Date | null> {
    const reached = sql`${members.cardPasswordFailures} + 1 >= ${maxFailures}`;
    const [row] = await this.db
      .update(members)
      .set({
        cardPasswordFailures: sql`case when ${reached} then 0 else ${members.cardPasswordFailures} + 1 end`,
        cardLockedUntil: sql`case when ${reached} then ${lockedUntil.toISOString()}::timestamptz else ${members.cardLockedUntil} end`,
      })
      .where(and(eq(members.id, id), notLockedAt(now)))
      .returning({ cardLockedUntil: members.cardLockedUntil });
    if (row) return row.cardLockedUntil && row.cardLockedUntil > now ? row.cardLockedUntil : null;
    // Locked meanwhile by a concurrent attempt: that lock is the answer.
    return (await this.findCard(id))?.cardLockedUntil ?? null;
  }

  /** A right card password: the count starts again, unless a lock was set meanwhile (false). */
  async recordCardSuccess(id: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(members)
      .set({ cardPasswordFailures: 0, cardLockedUntil: null })
      .where(and(eq(members.id, id), notLockedAt(now)))
      .returning({ id: members.id });
    return rows.length === 1;
  }

  /** Takes `amount` off the stored value only if it is there, inside the caller's transaction; false otherwise. */
  async debitBalance(tx: Database, id: number, amount: number, now: Date): Promise<boolean> {
    const rows = await tx
      .update(members)
      .set({ balance: sql`${members.balance} - ${amount}`, updatedAt: now })
      .where(and(eq(members.id, id), gte(members.balance, amount)))
      .returning({ id: members.id });
    return rows.length === 1;
  }
}

const notLockedAt = (now: Date) => or(isNull(members.cardLockedUntil), lte(members.cardLockedUntil, now));

/** The constraint of a unique violation (SQLSTATE 23505), looking through Drizzle's wrapper. */
function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}
