import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@hotel/db/client';
import { ORDER_STATE, PAY_METHODS } from '@hotel/shared/constants';
import { hotelToday } from '@hotel/shared/hotel-date';
import { ORDERS_MESSAGES as M, type DeskOrder } from '@hotel/shared/schemas/admin/orders';
import { ApiError } from '../../lib/api-error.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { AuditTrail } from '../audit/index.ts';
import type { DiscountService } from '../discounts/index.ts';
import type { InventoryService } from '../inventory/index.ts';
import { heldRooms, NO_CONFIRMATIONS, type HotelOrdersService, type OrderConfirmations, type OrderRow } from '../orders/index.ts';
import type { SignedInStaff } from '../staff/index.ts';
import type { MemberPointsService } from '../user/index.ts';
import type { OrderLookupService } from './order-lookup.service.ts';
import { refundableOnline, type OrderMoney } from './order-money.ts';
import type { OrderNoteRepository } from './order-note.repository.ts';
import { toDeskOrder } from './to-desk-order.ts';

export interface ActionResult {
  order: DeskOrder;
  charge: number | null;
  refunded: number;
  pointsCredited: number;
}

const conflict = (message: string) => new ApiError(409, message);
const isOpen = (row: OrderRow) => row.state === ORDER_STATE.booked || row.state === ORDER_STATE.paid;
/** What an audit line keeps of an order (no phone number, no e-mail). */
const auditView = (row: OrderRow) => ({
  state: row.state,
  payResult: row.payResult,
  checkedInAt: row.checkedInAt,
  checkedOutAt: row.checkedOutAt,
  noShowReason: row.noShowReason,
  noShowCharge: row.noShowCharge,
  cancelCharge: row.cancelCharge,
});

/**
 * The front desk's actions on one order, each in one transaction with its audit line, each
 * refusing (409, in Japanese) what the order's state does not allow; orders' conditional UPDATEs
 * (HotelOrdersService) make a repeated or parallel request lose instead of acting twice
 * (docs/decisions/0024-front-desk-and-order-lifecycle.md).
 */
export class FrontDeskService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly orders: HotelOrdersService,
    private readonly notes: OrderNoteRepository,
    private readonly desk: OrderLookupService,
    private readonly inventory: InventoryService,
    private readonly money: OrderMoney,
    private readonly points: MemberPointsService,
    private readonly audit: AuditTrail,
    private readonly log: FastifyBaseLogger,
    private readonly discounts: DiscountService,
    private readonly confirmations: OrderConfirmations = NO_CONFIRMATIONS,
  ) {}

  /** Recorded on the order (checked_in_at, by whom); the spec's state does not change. */
  async checkIn(staff: SignedInStaff, hotel: string, orderNo: string, now: Date): Promise<ActionResult> {
    const row = await this.desk.requireOrder(staff, 'orders.checkin', hotel, orderNo);
    const today = hotelToday(now);
    if (row.checkedInAt) throw conflict(M.alreadyCheckedIn);
    if (!isOpen(row)) throw conflict(M.checkInNotBooked);
    if (today < row.checkIn) throw conflict(M.checkInTooEarly);
    if (today >= row.checkOut) throw conflict(M.checkInAfterStay);
    const order = await this.inTransaction(async (tx) => {
      const changed = await this.orders.checkIn(tx, row.id, staff.staffId, now);
      if (!changed) throw conflict(M.alreadyCheckedIn);
      await this.record(tx, staff, row, changed, 'check_in');
      return changed;
    });
    return {
      order: toDeskOrder(order),
      charge: null,
      refunded: 0,
      pointsCredited: 0,
    };
  }

  /** The stay becomes 完了 (9); a member earns points on what the stay cost, once per order. */
  async checkOut(staff: SignedInStaff, hotel: string, orderNo: string, now: Date): Promise<ActionResult> {
    const row = await this.desk.requireOrder(staff, 'orders.checkin', hotel, orderNo);
    if (!isOpen(row)) throw conflict(M.checkOutNotOpen);
    if (!row.checkedInAt) throw conflict(M.checkOutNotCheckedIn);
    const { order, points } = await this.inTransaction(async (tx) => {
      const result = await completeStay(tx, this.orders, this.points, row.id, staff.staffId, now);
      if (!result) throw conflict(M.checkOutNotOpen);
      await this.record(tx, staff, row, result.order, 'check_out', {
        pointsCredited: result.points,
      });
      return result;
    });
    return {
      order: toDeskOrder(order),
      charge: order.actualAmount,
      refunded: 0,
      pointsCredited: points,
    };
  }

  /** Cancelled (2) with the reason and the charge the policy allows; the rest of an online payment goes back. */
  async noShow(staff: SignedInStaff, hotel: string, orderNo: string, reason: string, now: Date): Promise<ActionResult> {
    const row = await this.desk.requireOrder(staff, 'orders.cancel', hotel, orderNo);
    if (row.checkedInAt) throw conflict(M.noShowCheckedIn);
    if (!isOpen(row)) throw conflict(M.noShowNotBooked);
    if (hotelToday(now) < row.checkIn) throw conflict(M.noShowTooEarly);
    return this.close(staff, row, 'no_show', reason, now);
  }

  /** Cancelled (2) by staff: the policy's charge is kept, the rest of an online payment goes back. */
  async cancel(staff: SignedInStaff, hotel: string, orderNo: string, reason: string, now: Date): Promise<ActionResult> {
    const row = await this.desk.requireOrder(staff, 'orders.cancel', hotel, orderNo);
    if (row.checkedInAt) throw conflict(M.cancelCheckedIn);
    if (!isOpen(row)) throw conflict(M.cancelNotBooked);
    // The travel site holds the booking: cancelled here, the channel would still sell it as the guest's (decision 0063).
    if (row.source === 'channel') throw conflict(M.channelCancel);
    return this.close(staff, row, 'cancel', reason, now);
  }

  async note(staff: SignedInStaff, hotel: string, orderNo: string, body: string, now: Date): Promise<ActionResult> {
    const row = await this.desk.requireOrder(staff, 'orders.view', hotel, orderNo);
    await this.inTransaction(async (tx) => {
      const note = await this.notes.addNote(tx, {
        orderId: row.id,
        staffId: staff.staffId,
        staffName: staff.name,
        body,
        createdAt: now,
      });
      await this.audit.record(tx, staff, {
        hotelCode: row.hotelCode,
        entity: 'order',
        entityId: row.orderNo,
        action: 'note',
        after: { noteId: note.id, body },
      });
    });
    return {
      order: toDeskOrder(row),
      charge: null,
      refunded: 0,
      pointsCredited: 0,
    };
  }

  /**
   * The order's change, its rooms back on sale (InventoryService.release), the refund stored and
   * the audit line: one transaction. The refund goes to the provider after the commit under an id
   * derived from the payment, so however often this is asked, money goes back once.
   */
  private async close(staff: SignedInStaff, row: OrderRow, kind: 'no_show' | 'cancel', reason: string, now: Date): Promise<ActionResult> {
    const { charge, rule } = await this.desk.chargeNow(row, now);
    // Paid with the member card: its money goes back to the card (decision 0059 closes 0024's gap); else what was paid online.
    const card = row.payResult === 1 && row.payCode === PAY_METHODS.memberCard.paycode && row.memberId !== null ? row.memberId : undefined;
    const refundable = card !== undefined ? row.actualAmount : refundableOnline(await this.money.paymentsOf(row.id));
    let outcome: { order: OrderRow; refundIds: string[]; refunded: number; confirmation: string | null } | undefined;
    const released = await this.inventory.release(async (tx) => {
      const changed = await this.orders.close(
        tx,
        row.id,
        kind === 'no_show'
          ? {
              noShowReason: reason,
              noShowCharge: charge,
              cancelledBy: staff.staffId,
            }
          : { cancelCharge: charge, cancelledBy: staff.staffId },
        now,
      );
      if (!changed) return undefined;
      // A staff cancellation gives the guest's promotion use and coupon back (decision 0042); a no-show keeps them used.
      if (kind === 'cancel') await this.discounts.giveBack(tx, row.id, now);
      const refund = await this.money.storeRefund(tx, {
        orderId: row.id,
        amount: Math.max(0, refundable - charge),
        reason: kind === 'no_show' ? 'ノーショー返金' : '予約取消返金',
        now,
        memberCard: card,
      });
      await this.record(tx, staff, row, changed, kind, {
        reason,
        rule,
        charge,
        refunded: refund.amount,
        refundIds: refund.refundIds,
      });
      // A staff cancellation of a confirmed booking is the guest's news too (decision 0041); a no-show is not.
      const confirmed = changed.payment === 'hotel' || row.payResult === 1;
      const confirmation = kind === 'cancel' && confirmed ? await this.confirmations.owe(tx, { orderId: row.id, orderNo: row.orderNo, hotelCode: row.hotelCode, event: 'cancelled' }) : null;
      outcome = {
        order: changed,
        refundIds: refund.refundIds,
        refunded: refund.amount,
        confirmation,
      };
      return heldRooms(changed);
    });
    if (!released || !outcome) throw conflict(kind === 'no_show' ? M.noShowNotBooked : M.cancelNotBooked);
    this.confirmations.dispatch(outcome.confirmation);
    try {
      await this.money.sendRefunds(outcome.refundIds, now);
    } catch (error) {
      // Stored: reconciliation sends it again within a minute.
      this.log.error({ err: error, orderNo: row.orderNo, refundIds: outcome.refundIds }, 'sending a desk refund failed; reconciliation retries');
    }
    return {
      order: toDeskOrder(outcome.order),
      charge,
      refunded: outcome.refunded,
      pointsCredited: 0,
    };
  }

  private record(tx: Database, staff: SignedInStaff, before: OrderRow, after: OrderRow, action: string, extra: Record<string, unknown> = {}) {
    return this.audit.record(tx, staff, {
      hotelCode: before.hotelCode,
      entity: 'order',
      entityId: before.orderNo,
      action,
      before: auditView(before),
      after: { ...auditView(after), ...extra },
    });
  }
}

/**
 * Checked in → completed (9) and the member's points for what the stay cost, in the caller's
 * transaction; undefined when the stay was not open any more. creditStay credits an order once,
 * so check-out and the completing job can never both credit it.
 */
export async function completeStay(tx: Database, orders: HotelOrdersService, points: MemberPointsService, orderId: number, staffId: number | null, now: Date) {
  const order = await orders.checkOut(tx, orderId, staffId, now);
  if (!order) return undefined;
  // A guest booked by staff who is not a member earns nothing (there is no card to credit).
  if (order.memberId === null) return { order, points: 0 };
  const earned = await points.creditStay(tx, {
    memberId: order.memberId,
    orderId: order.id,
    orderNo: order.orderNo,
    amountPaid: order.actualAmount,
    staffId,
    at: now,
  });
  return { order, points: earned };
}
