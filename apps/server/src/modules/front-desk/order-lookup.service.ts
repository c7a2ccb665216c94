import { auditActorLabel } from '@hotel/shared/audit-wording';
import { ORDER_STATE } from '@hotel/shared/constants';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import { DESK_BOOK_AUDIT_ACTION } from '@hotel/shared/schemas/admin/desk-booking';
import { ORDER_EXPORT_MAX_ROWS, ORDER_SEARCH_PAGE_SIZE, ORDERS_MESSAGES, type DeskOrder, type OrderDetail, type OrderFilters } from '@hotel/shared/schemas/admin/orders';
import { notFound } from '../../lib/api-error.ts';
import type { AuditLine, AuditTrail } from '../audit/index.ts';
import type { DiscountService } from '../discounts/index.ts';
import type { HoldService } from '../holds/index.ts';
import { stayCharge, type HotelOrdersService, type OrderRow, type StayCharge } from '../orders/index.ts';
import type { SignedInStaff, StaffAccess, StaffPermission } from '../staff/index.ts';
import { refundableOnline, type OrderMoney } from './order-money.ts';
import type { OrderNoteRepository } from './order-note.repository.ts';
import { toDeskOrder } from './to-desk-order.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;
const isOpen = (row: OrderRow) => row.state === ORDER_STATE.booked || row.state === ORDER_STATE.paid;

/**
 * The front desk's reads: search, today's lists, the unsettled list, the CSV rows and one order's
 * detail. An order named by its number is looked up first and its own hotel is asked about: an
 * order of another hotel (or of a hotel the person does not act for) is a 404, never its data.
 */
export class OrderLookupService {
  constructor(
    private readonly orders: HotelOrdersService,
    private readonly notes: OrderNoteRepository,
    private readonly money: OrderMoney,
    private readonly holds: HoldService,
    private readonly audit: AuditTrail,
    private readonly access: StaffAccess,
    private readonly discounts: DiscountService,
  ) {}

  async search(f: OrderFilters & { page: number }): Promise<{
    orders: DeskOrder[];
    page: number;
    pageSize: number;
    total: number;
  }> {
    const [rows, total] = await Promise.all([this.orders.search(f, ORDER_SEARCH_PAGE_SIZE, (f.page - 1) * ORDER_SEARCH_PAGE_SIZE), this.orders.count(f)]);
    return {
      orders: rows.map(toDeskOrder),
      page: f.page,
      pageSize: ORDER_SEARCH_PAGE_SIZE,
      total,
    };
  }

  /** Every match, newest first, up to the export's cap. */
  async exportRows(f: OrderFilters): Promise<OrderRow[]> {
    return this.orders.search(f, ORDER_EXPORT_MAX_ROWS, 0);
  }

  async today(hotel: string, date: string | undefined, now: Date) {
    const day = date ?? hotelToday(now);
    const [arrivals, departures, inHouse] = await Promise.all([this.orders.arrivals(hotel, day), this.orders.departures(hotel, day), this.orders.inHouse(hotel)]);
    return {
      date: day,
      arrivals: arrivals.map(toDeskOrder),
      departures: departures.map(toDeskOrder),
      inHouse: inHouse.map(toDeskOrder),
    };
  }

  async unsettled(hotel: string, now: Date): Promise<{ orders: DeskOrder[] }> {
    return {
      orders: (await this.orders.unsettled(hotel, hotelToday(now))).map(toDeskOrder),
    };
  }

  /** The dashboard's counts for a hotel's day. */
  dayCounts(hotel: string, today: string, now: Date) {
    return this.orders.dayCounts(hotel, today, now);
  }

  /**
   * Room revenue per night from `from` up to `to` (exclusive): each booked, paid or completed
   * order's amount spread evenly over its nights (whole CNY, the remainder on the first night).
   */
  async revenueByNight(hotel: string, from: string, to: string): Promise<Map<string, number>> {
    const revenue = new Map<string, number>();
    for (const stay of await this.orders.staysOverlapping(hotel, from, to)) {
      const nights = Math.max(1, stay.nights);
      const each = Math.floor(stay.actualAmount / nights);
      for (let i = 0; i < nights; i++) {
        const date = addDays(stay.checkIn, i);
        if (date < from || date >= to) continue;
        revenue.set(date, (revenue.get(date) ?? 0) + each + (i === 0 ? stay.actualAmount - each * nights : 0));
      }
    }
    return revenue;
  }

  /** The order of this hotel that this person may act on with `permission`; 404 otherwise. */
  async requireOrder(staff: SignedInStaff, permission: StaffPermission, hotel: string, orderNo: string): Promise<OrderRow> {
    const row = await this.orders.findByOrderNo(orderNo.toUpperCase());
    if (!row || row.hotelCode !== hotel || !this.access.can(staff, permission, row.hotelCode)) throw notFound(ORDERS_MESSAGES.orderNotFound);
    return row;
  }

  /** What closing the order now would charge: the first night's price comes from the booking's hold. */
  async chargeNow(row: OrderRow, now: Date): Promise<StayCharge> {
    // The order's own copy of its nights (decision 0059); orders from before it kept them on the hold only.
    const firstNight = row.nightlyPrices?.[0]?.price ?? (row.memberId === null ? undefined : (await this.holds.findOwn(row.orderNo, row.memberId))?.nightlyPrices[0]?.price);
    return stayCharge(row, now, firstNight);
  }

  async detail(staff: SignedInStaff, hotel: string, orderNo: string, now: Date): Promise<OrderDetail> {
    const row = await this.requireOrder(staff, 'orders.view', hotel, orderNo);
    const [payments, notes, lines, charge, discounts] = await Promise.all([
      this.money.paymentsOf(row.id),
      this.notes.notesOf(row.id),
      this.audit.historyOf('order', row.orderNo),
      this.chargeNow(row, now),
      this.discounts.namesOf(row),
    ]);
    const refundable = refundableOnline(payments);
    return {
      order: {
        ...toDeskOrder(row),
        email: row.email,
        remark: row.remark,
        breakfast: row.breakfast,
        adultNum: row.adultNum,
        childrenNum: row.childrenNum,
        totalAmount: row.totalAmount,
        discountAmount: row.discountAmount,
        promotionAmount: row.promotionAmount,
        couponAmount: row.couponAmount,
        ...discounts,
        payDeadline: iso(row.payDeadline),
        paidAt: iso(row.paidAt),
        cancelledAt: iso(row.cancelledAt),
        noShowReason: row.noShowReason,
        noShowCharge: row.noShowCharge,
        cancelCharge: row.cancelCharge,
        bookedBy: bookedByOf(row, lines),
        channelResId: row.channelResId,
        overbookedNights: row.overbookedNights ?? [],
      },
      payments: payments.map((p) => ({
        ...p,
        paidAt: iso(p.paidAt),
        refunds: p.refunds.map((r) => ({
          ...r,
          createdAt: r.createdAt.toISOString(),
        })),
      })),
      notes: notes.map((n) => ({
        id: n.id,
        staffName: n.staffName,
        body: n.body,
        createdAt: n.createdAt.toISOString(),
      })),
      history: [
        ...ownTimestamps(row),
        ...lines.map((l) => ({
          at: l.at.toISOString(),
          action: l.action,
          staffEmail: auditActorLabel(l.actor, l.staffEmail),
          detail: l.after,
        })),
      ].sort((a, b) => a.at.localeCompare(b.at)),
      actions: allowedActions(row, hotelToday(now)),
      policy: {
        charge: charge.charge,
        refund: Math.max(0, refundable - charge.charge),
        rule: charge.rule,
      },
    };
  }
}

/** The buttons the desk shows: each action's own checks (front-desk.service.ts) decide in the end. */
export function allowedActions(row: OrderRow, today: string): OrderDetail['actions'] {
  if (!isOpen(row)) return [];
  if (row.checkedInAt) return row.checkedOutAt ? [] : ['checkOut'];
  const actions: OrderDetail['actions'] = [];
  if (row.checkIn <= today && today < row.checkOut) actions.push('checkIn');
  if (row.checkIn <= today) actions.push('noShow');
  // A channel order is cancelled on the travel site, which tells us (decision 0063).
  if (row.source !== 'channel') actions.push('cancel');
  return actions;
}

/**
 * Who made a staff booking (orders.booked_by), by the name its audit line keeps (written in the
 * booking's transaction, so it is there whenever booked_by is); the address if a line lacks it.
 */
function bookedByOf(row: OrderRow, lines: AuditLine[]): string | null {
  if (row.bookedBy === null) return null;
  const line = lines.find((l) => l.action === DESK_BOOK_AUDIT_ACTION && l.staffId === row.bookedBy);
  const after = line?.after as { staffName?: unknown } | null | undefined;
  return typeof after?.staffName === 'string' && after.staffName !== '' ? after.staffName : (line?.staffEmail ?? 'スタッフ');
}

/** The order's own timestamps, as history lines beside the audit trail's. */
function ownTimestamps(row: OrderRow): OrderDetail['history'] {
  const lines: OrderDetail['history'] = [
    {
      at: row.createdAt.toISOString(),
      action: 'booked',
      staffEmail: null,
      detail: null,
    },
  ];
  // Paid online or by card; a stay settled at the desk shows as its check-out.
  if (row.paidAt && row.payCode)
    lines.push({
      at: row.paidAt.toISOString(),
      action: 'paid',
      staffEmail: null,
      detail: { payCode: row.payCode },
    });
  // The completing job checks stays out without a person: no audit line, the order's own time.
  if (row.checkedOutAt && row.checkedOutBy === null)
    lines.push({
      at: row.checkedOutAt.toISOString(),
      action: 'completed_by_job',
      staffEmail: null,
      detail: null,
    });
  if (row.state === ORDER_STATE.cancelled && row.cancelledAt && row.cancelledBy === null)
    lines.push({
      at: row.cancelledAt.toISOString(),
      action: 'cancelled_by_guest',
      staffEmail: null,
      detail: null,
    });
  if (row.state === ORDER_STATE.expired)
    lines.push({
      at: row.updatedAt.toISOString(),
      action: 'expired',
      staffEmail: null,
      detail: null,
    });
  return lines;
}
