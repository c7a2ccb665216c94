import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { memberConsents, memberPoints, members } from '@hotel/db/schema/user';
import { CLOSED_MEMBER_NAME } from '@hotel/shared/privacy';

/** An unverifiable password hash: verifyPassword reads it as no password at all. */
const NO_PASSWORD = '!closed';

/**
 * A member's own data for their download and its erasure when they close the account
 * (members, member_consents, member_points; decision 0033).
 */
export class MemberPrivacyRepository {
  constructor(private readonly db: Database) {}

  async profileOf(memberId: number) {
    const [row] = await this.db
      .select({
        cardNo: members.cardNo,
        name: members.name,
        mobile: members.mobile,
        dialCode: members.dialCode,
        sex: members.sex,
        birthday: members.birthday,
        country: members.country,
        language: members.language,
        level: members.level,
        points: members.points,
        balance: members.balance,
        createdAt: members.createdAt,
        closedAt: members.closedAt,
      })
      .from(members)
      .where(eq(members.id, memberId))
      .limit(1);
    return row;
  }

  async consentsOf(memberId: number) {
    return this.db
      .select({
        kind: memberConsents.kind,
        policyVersion: memberConsents.policyVersion,
        source: memberConsents.source,
        clientNetwork: memberConsents.clientNetwork,
        givenAt: memberConsents.givenAt,
        withdrawnAt: memberConsents.withdrawnAt,
      })
      .from(memberConsents)
      .where(eq(memberConsents.memberId, memberId))
      .orderBy(asc(memberConsents.givenAt), asc(memberConsents.id));
  }

  async pointsOf(memberId: number) {
    return this.db
      .select({ kind: memberPoints.kind, delta: memberPoints.delta, balanceAfter: memberPoints.balanceAfter, reason: memberPoints.reason, at: memberPoints.at })
      .from(memberPoints)
      .where(eq(memberPoints.memberId, memberId))
      .orderBy(asc(memberPoints.at), asc(memberPoints.id));
  }

  /** What closing checks, with the member row locked until the caller's transaction ends. */
  async lockForClose(tx: Database, memberId: number) {
    const [row] = await tx
      .select({ mobile: members.mobile, points: members.points, balance: members.balance, closedAt: members.closedAt })
      .from(members)
      .where(eq(members.id, memberId))
      .for('update');
    return row;
  }

  /** What confirming with the password needs (outside the closing transaction: scrypt is slow). */
  async secretsOf(memberId: number) {
    const [row] = await this.db
      .select({ mobile: members.mobile, passwordHash: members.passwordHash, passwordLockedUntil: members.passwordLockedUntil, closedAt: members.closedAt })
      .from(members)
      .where(eq(members.id, memberId))
      .limit(1);
    return row;
  }

  /**
   * Replaces the personal fields with placeholders that keep every constraint (unique mobile and
   * card number, not-null name and sex), so the number can register again; voids the points with
   * a ledger line; withdraws the consents and forgets their network. Amounts, level and the ledger stay.
   */
  async erase(tx: Database, memberId: number, points: number, now: Date): Promise<void> {
    await tx
      .update(members)
      .set({
        mobile: `closed-${memberId}`,
        dialCode: '+86',
        name: CLOSED_MEMBER_NAME,
        sex: 0,
        birthday: null,
        country: null,
        passwordHash: NO_PASSWORD,
        passwordFailures: 0,
        passwordLockedUntil: null,
        cardPasswordFailures: 0,
        cardLockedUntil: null,
        cardNo: `CLOSED${memberId}`,
        points: 0,
        closedAt: now,
        updatedAt: now,
      })
      .where(eq(members.id, memberId));
    if (points > 0) {
      await tx.insert(memberPoints).values({ memberId, kind: 'adjustment', delta: -points, balanceAfter: 0, reason: '退会によるポイント失効', at: now });
    }
    await tx
      .update(memberConsents)
      .set({ withdrawnAt: now })
      .where(and(eq(memberConsents.memberId, memberId), isNull(memberConsents.withdrawnAt)));
    await tx.update(memberConsents).set({ clientNetwork: null }).where(eq(memberConsents.memberId, memberId));
  }
}
