import type { Database } from '@hotel/db/client';
import { POINTS_PER_CNY } from '@hotel/shared/member-levels';
import type { MemberPointsRepository, PointsLine } from './member-points.repository.ts';

export type AdjustResult = { adjusted: true; balance: number } | { adjusted: false; reason: 'no-member' | 'below-zero'; balance: number };

/**
 * Members' points (members.points and its ledger member_points), the only way another module
 * changes them: orders credits a completed stay, the back office adjusts with a reason. Both run
 * inside the caller's transaction, with the member's row locked, so the balance and the ledger
 * never disagree and two changes never lose one another.
 */
export class MemberPointsService {
  constructor(private readonly points: MemberPointsRepository) {}

  /**
   * Credits a completed stay: POINTS_PER_CNY per CNY actually charged (member-levels.ts). Once per
   * order: a second call (check-out twice, the completing job after staff) credits nothing.
   * Answers the points credited.
   */
  async creditStay(tx: Database, input: { memberId: number; orderId: number; orderNo: string; amountPaid: number; staffId: number | null; at: Date }): Promise<number> {
    const earned = Math.max(0, Math.floor(input.amountPaid * POINTS_PER_CNY));
    const balance = await this.points.lockBalance(tx, input.memberId);
    if (balance === null || earned === 0 || (await this.points.hasStayLine(tx, input.orderId))) return 0;
    await this.points.apply(
      tx,
      { memberId: input.memberId, kind: 'stay', delta: earned, reason: `ご宿泊 ${input.orderNo}`, orderId: input.orderId, staffId: input.staffId, at: input.at },
      balance + earned,
    );
    return earned;
  }

  /** A staff adjustment with its reason; never below zero. */
  async adjust(tx: Database, input: { memberId: number; delta: number; reason: string; staffId: number; at: Date }): Promise<AdjustResult> {
    const balance = await this.points.lockBalance(tx, input.memberId);
    if (balance === null) return { adjusted: false, reason: 'no-member', balance: 0 };
    if (balance + input.delta < 0) return { adjusted: false, reason: 'below-zero', balance };
    await this.points.apply(tx, { memberId: input.memberId, kind: 'adjustment', delta: input.delta, reason: input.reason, orderId: null, staffId: input.staffId, at: input.at }, balance + input.delta);
    return { adjusted: true, balance: balance + input.delta };
  }

  /** Newest first. */
  history(memberId: number, limit = 50): Promise<PointsLine[]> {
    return this.points.history(memberId, limit);
  }
}
