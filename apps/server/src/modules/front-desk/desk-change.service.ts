import { AUDIT_GUEST_ACTOR } from '@hotel/shared/audit-wording';
import type { AmendmentHistory, DeskChangeInput, DeskChangeOptions } from '@hotel/shared/schemas/admin/order-changes';
import type { OrderChangeQuote } from '@hotel/shared/schemas/order-change';
import type { AuditTrail } from '../audit/index.ts';
import { amendmentAuditChange, stayOf, toChangeStay, type AmendmentRow, type AmendmentService, type ChangeActor, type OrderRow } from '../orders/index.ts';
import type { SignedInStaff, StaffAccess } from '../staff/index.ts';
import type { OrderLookupService } from './order-lookup.service.ts';

/**
 * Staff change a booking (issue 25, decision 0059): as a guest could, plus nightly prices set by
 * hand (orders.override, with a reason), in-house stays (past nights fixed) and early departures.
 * Applied at once: a dearer stay's difference is collected at the desk, a cheaper one's refund goes
 * back the way the guest paid. The change and its audit line share one transaction.
 */
export class DeskChangeService {
  constructor(
    private readonly lookup: OrderLookupService,
    private readonly amendments: AmendmentService,
    private readonly access: StaffAccess,
    private readonly audit: AuditTrail,
  ) {}

  async quote(staff: SignedInStaff, input: DeskChangeInput, now: Date): Promise<OrderChangeQuote> {
    const row = await this.lookup.requireOrder(staff, 'orders.book', input.hotel, input.orderNo);
    const change = await this.amendments.quote(this.actor(staff, row), row, input, now);
    return { orderId: row.id, before: toChangeStay(change.before), after: toChangeStay(change.after), ...change.money, discountNote: change.notes.join('\n') };
  }

  async apply(staff: SignedInStaff, input: DeskChangeInput, now: Date) {
    const row = await this.lookup.requireOrder(staff, 'orders.book', input.hotel, input.orderNo);
    const { amendment } = await this.amendments.request(this.actor(staff, row), row, input, now, (tx, a) => this.audit.record(tx, staff, amendmentAuditChange(row, a)));
    return { amendmentId: amendment.id, newAmount: amendment.newAmount, toPay: amendment.toPay, refund: amendment.refund };
  }

  async options(staff: SignedInStaff, hotel: string, orderNo: string): Promise<DeskChangeOptions> {
    const row = await this.lookup.requireOrder(staff, 'orders.book', hotel, orderNo);
    const options = await this.amendments.changeOptions(row);
    return { before: toChangeStay(stayOf(row)), ...options, canOverride: this.access.can(staff, 'orders.override', row.hotelCode), inHouse: row.checkedInAt !== null };
  }

  /** The order's 変更履歴: every change, who made it (the staff member's e-mail from its audit line, or the guest), before, after, why. */
  async history(staff: SignedInStaff, hotel: string, orderNo: string): Promise<AmendmentHistory> {
    const row = await this.lookup.requireOrder(staff, 'orders.view', hotel, orderNo);
    const [rows, lines] = await Promise.all([this.amendments.history(row.id), this.audit.historyOf('order', row.orderNo)]);
    const byAmendment = new Map(lines.filter((l) => l.action === 'change').map((l) => [(l.after as { amendmentId?: number } | null)?.amendmentId, l.staffEmail]));
    return { amendments: rows.map((a) => toLine(a, a.staffId === null ? AUDIT_GUEST_ACTOR : (byAmendment.get(a.id) ?? 'スタッフ'))) };
  }

  private actor(staff: SignedInStaff, row: OrderRow): ChangeActor {
    return { kind: 'staff', staffId: staff.staffId, override: this.access.can(staff, 'orders.override', row.hotelCode) };
  }
}

function toLine(a: AmendmentRow, by: string) {
  return {
    id: a.id,
    state: a.state,
    by,
    at: a.createdAt.toISOString(),
    reason: a.reason,
    before: toChangeStay(a.before),
    after: toChangeStay(a.after),
    difference: a.difference,
    toPay: a.toPay,
    refund: a.refund,
    charge: a.charge,
    rule: a.rule,
    overrides: a.overrides,
  };
}
