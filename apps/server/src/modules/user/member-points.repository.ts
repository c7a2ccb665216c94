import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { memberPoints, members } from '@hotel/db/schema/user';

export type PointsLine = typeof memberPoints.$inferSelect;

/** member_points and members.points: the ledger and its running balance, changed together. */
export class MemberPointsRepository {
  constructor(private readonly db: Database) {}

  /** The member's balance, row locked for the rest of the transaction; null when there is no such member. */
  async lockBalance(tx: Database, memberId: number): Promise<number | null> {
    const [row] = await tx.select({ points: members.points }).from(members).where(eq(members.id, memberId)).for('update');
    return row ? row.points : null;
  }

  async hasStayLine(tx: Database, orderId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: memberPoints.id })
      .from(memberPoints)
      .where(and(eq(memberPoints.kind, 'stay'), eq(memberPoints.orderId, orderId)));
    return row !== undefined;
  }

  /** Moves the balance by `line.delta` and writes the line; the caller holds the row lock. */
  async apply(tx: Database, line: Omit<typeof memberPoints.$inferInsert, 'id' | 'balanceAfter'>, balanceAfter: number): Promise<void> {
    await tx
      .update(members)
      .set({ points: sql`${members.points} + ${line.delta}`, updatedAt: line.at })
      .where(eq(members.id, line.memberId));
    await tx.insert(memberPoints).values({ ...line, balanceAfter });
  }

  history(memberId: number, limit: number): Promise<PointsLine[]> {
    return this.db.select().from(memberPoints).where(eq(memberPoints.memberId, memberId)).orderBy(desc(memberPoints.at), desc(memberPoints.id)).limit(limit);
  }
}
