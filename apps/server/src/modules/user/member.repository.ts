import { and, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { memberConsents, members } from '@hotel/db/schema/user';

export type NewMember = Pick<
  typeof members.$inferInsert,
  'mobile' | 'dialCode' | 'name' | 'sex' | 'birthday' | 'country' | 'language' | 'passwordHash' | 'cardNo' | 'level' | 'createdAt' | 'updatedAt'
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

  /** The member, their consent and what `welcome` adds (the welcome coupon) together, or none of them. */
  async create(member: NewMember, consent: NewConsent, welcome?: (tx: Database, memberId: number) => Promise<void>): Promise<CreateMemberResult> {
    try {
      const id = await this.db.transaction(async (tx) => {
        const [row] = await tx.insert(members).values(member).returning({ id: members.id });
        await tx.insert(memberConsents).values({ ...consent, memberId: row!.id });
        await welcome?.(tx, row!.id);
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
   * Takes one of the `maxFailures` tries *before* the password is compared, in one statement, so
   * parallel guesses on any number of processes cannot have more compared than the limit (decision
   * 0028). False when password login is paused, or when the tries in flight used up the count: then
   * the pause starts now (also heals a count left at the limit by a crash).
   */
  async reservePasswordTry(id: number, maxFailures: number, now: Date, lockedUntil: Date): Promise<boolean> {
    const open = or(isNull(members.passwordLockedUntil), lte(members.passwordLockedUntil, now));
    const [row] = await this.db
      .update(members)
      .set({ passwordFailures: sql`${members.passwordFailures} + 1` })
      .where(and(eq(members.id, id), open, lt(members.passwordFailures, maxFailures)))
      .returning({ id: members.id });
    if (row) return true;
    await this.db
      .update(members)
      .set({ passwordFailures: 0, passwordLockedUntil: lockedUntil })
      .where(and(eq(members.id, id), open, gte(members.passwordFailures, maxFailures)));
    return false;
  }

  /** A reserved try was wrong: the one that reached `maxFailures` pauses password login until `lockedUntil` and starts the count again. */
  async settleWrongPassword(id: number, maxFailures: number, lockedUntil: Date): Promise<void> {
    await this.db
      .update(members)
      .set({ passwordFailures: 0, passwordLockedUntil: lockedUntil })
      .where(and(eq(members.id, id), gte(members.passwordFailures, maxFailures)));
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
   * Takes one of the `maxFailures` card-password tries before the password is compared (like
   * reservePasswordTry): false when card payment is locked at `now` or the tries in flight used
   * up the count (the lock then starts now). The lock in force when refused comes from findCard.
   */
  async reserveCardTry(id: number, maxFailures: number, now: Date, lockedUntil: Date): Promise<boolean> {
    const [row] = await this.db
      .update(members)
      .set({ cardPasswordFailures: sql`${members.cardPasswordFailures} + 1` })
      .where(and(eq(members.id, id), notLockedAt(now), lt(members.cardPasswordFailures, maxFailures)))
      .returning({ id: members.id });
    if (row) return true;
    await this.db
      .update(members)
      .set({ cardPasswordFailures: 0, cardLockedUntil: lockedUntil })
      .where(and(eq(members.id, id), notLockedAt(now), gte(members.cardPasswordFailures, maxFailures)));
    return false;
  }

  /**
   * A reserved try was wrong: the one that reached `maxFailures` locks card payment until
   * `lockedUntil` and starts the count again. The lock when this try set it, or null.
   */
  async settleWrongCard(id: number, maxFailures: number, now: Date, lockedUntil: Date): Promise<Date | null> {
    const rows = await this.db
      .update(members)
      .set({ cardPasswordFailures: 0, cardLockedUntil: lockedUntil })
      .where(and(eq(members.id, id), notLockedAt(now), gte(members.cardPasswordFailures, maxFailures)))
      .returning({ id: members.id });
    return rows.length === 1 ? lockedUntil : null;
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
  /** Money given back to the card's stored balance (a refund, decision 0059), in the caller's transaction. */
  async creditBalance(tx: Database, id: number, amount: number, now: Date): Promise<boolean> {
    const rows = await tx
      .update(members)
      .set({ balance: sql`${members.balance} + ${amount}`, updatedAt: now })
      .where(eq(members.id, id))
      .returning({ id: members.id });
    return rows.length === 1;
  }

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
