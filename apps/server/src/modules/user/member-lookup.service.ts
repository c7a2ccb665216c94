import {
  MEMBER_ORDERS_MAX,
  MEMBER_POINTS_HISTORY_MAX,
  MEMBER_SEARCH_MAX,
  MEMBERS_MESSAGES,
  type MemberDetail,
  type MemberOrderSummary,
  type MemberPointsInput,
  type MemberSummary,
} from '@hotel/shared/schemas/admin/members';
import { badRequest, notFound } from '../../lib/api-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { AuditActor, AuditTrail } from '../audit/index.ts';
import type { MemberLookupRepository, MemberStaffView } from './member-lookup.repository.ts';
import type { MemberPointsService } from './member-points.service.ts';

/** A member's orders, newest first (orders' MemberOrdersService; handed in by the root, orders depends on user). */
export type OrdersOfMember = (memberId: number, limit: number) => Promise<MemberOrderSummary[]>;

export const MEMBER_ENTITY = 'member';

/**
 * The back office's member lookup (group administrator): find by mobile or card number, see the
 * card, orders and points, and adjust points with a reason. No password, hash, code or session
 * ever passes through here.
 */
export class MemberLookupService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly lookup: MemberLookupRepository,
    private readonly points: MemberPointsService,
    private readonly ordersOf: OrdersOfMember,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  async search(q: string): Promise<{ items: MemberSummary[]; truncated: boolean }> {
    const rows = await this.lookup.search(q, MEMBER_SEARCH_MAX + 1);
    return { items: rows.slice(0, MEMBER_SEARCH_MAX).map(toSummary), truncated: rows.length > MEMBER_SEARCH_MAX };
  }

  async detail(id: number): Promise<MemberDetail> {
    const member = await this.lookup.findById(id);
    if (!member) throw notFound(MEMBERS_MESSAGES.notFound);
    const [orders, lines] = await Promise.all([this.ordersOf(id, MEMBER_ORDERS_MAX), this.points.history(id, MEMBER_POINTS_HISTORY_MAX)]);
    return {
      ...toSummary(member),
      dialCode: member.dialCode,
      registeredAt: member.createdAt.toISOString(),
      orders,
      pointsHistory: lines.map((line) => ({ at: line.at.toISOString(), kind: line.kind, delta: line.delta, balanceAfter: line.balanceAfter, reason: line.reason })),
    };
  }

  /** Adds or takes points with a reason, never below zero; the ledger line and the audit line commit together. */
  async adjustPoints(actor: AuditActor, input: MemberPointsInput): Promise<{ id: number; points: number }> {
    return this.inTransaction(async (tx) => {
      const at = this.clock();
      const result = await this.points.adjust(tx, { memberId: input.id, delta: input.delta, reason: input.reason, staffId: actor.staffId, at });
      if (!result.adjusted) {
        if (result.reason === 'no-member') throw notFound(MEMBERS_MESSAGES.notFound);
        throw badRequest(MEMBERS_MESSAGES.belowZero(result.balance));
      }
      await this.audit.record(tx, actor, {
        hotelCode: null,
        entity: MEMBER_ENTITY,
        entityId: input.id,
        action: 'points_adjust',
        before: { points: result.balance - input.delta },
        after: { points: result.balance, delta: input.delta, reason: input.reason },
      });
      return { id: input.id, points: result.balance };
    });
  }
}

function toSummary(member: MemberStaffView): MemberSummary {
  return { id: member.id, name: member.name, mobile: member.mobile, cardNo: member.cardNo, level: member.level, points: member.points };
}
