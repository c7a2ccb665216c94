import type { Database } from '@hotel/db/client';
import { FREE_CANCEL_HOUR, ORDER_STATE, ORDER_STATE_ALL, PREPAID_PAY_MINUTES } from '@hotel/shared/constants';
import { addDays, hotelMoment } from '@hotel/shared/hotel-date';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { GetAllOrderInput, Order, SubmitOrderInput } from '@hotel/shared/schemas/order';
import { stayDates } from '@hotel/shared/stay-rules';
import { ApiError, notFound } from '../../api-error.ts';
import type { HoldRepository } from '../booking/hold.repository.ts';
import { newReference } from '../booking/hold-rooms.service.ts';
import type { InventoryRepository } from '../booking/inventory.repository.ts';
import { paymentLabel } from '../booking/price-stay.ts';
import type { RunInTransaction } from '../booking/transaction.ts';
import type { OrderRepository, OrderRow } from './order.repository.ts';


export class OrderService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly orders: OrderRepository,
    private readonly holds: HoldRepository,
    private readonly inventory: InventoryRepository,
  ) {}

  /** Turns the member's live hold into an order; every amount comes from the hold. */
  async submit(memberId: number, input: SubmitOrderInput, now: Date): Promise<{ id: number; orderNo: string; revNo: string }> {
    return this.inTransaction(async (tx) => {
      const hold = await this.holds.convert(tx, input.orderNo, memberId, now);
      if (!hold) throw await this.holdProblem(tx, input.orderNo, memberId);
      const prepaid = hold.payment === 'prepaid';
      const revNo = newReference('RV', now);
      const { id } = await this.orders.insert(tx, {
        orderNo: hold.orderNo,
        revNo,
        memberId,
        hotelCode: hold.hotelCode,
        roomTypeCode: hold.roomTypeCode,
        roomTypeName: hold.roomTypeName,
        rateCode: hold.rateCode,
        rateName: hold.rateName,
        checkIn: hold.checkIn,
        checkOut: hold.checkOut,
        nights: hold.nights,
        roomQty: hold.roomQty,
        revUser: input.revUser,
        mobile: input.mobile,
        email: input.email ?? null,
        arrivalTime: input.arrivalTime,
        remark: [`到着予定 ${input.arrivalTime}`, input.remark].filter(Boolean).join(' / '),
        breakfast: hold.breakfast,
        payment: hold.payment,
        isFreeCancel: hold.isFreeCancel,
        totalAmount: hold.totalAmount,
        discountAmount: 0,
        actualAmount: hold.totalAmount,
        payResult: 0,
        state: ORDER_STATE.booked,
        payDeadline: prepaid ? new Date(now.getTime() + PREPAID_PAY_MINUTES * 60_000) : null,
        roomsHeld: true,
        createdAt: now,
        updatedAt: now,
      });
      return { id, orderNo: hold.orderNo, revNo };
    });
  }

  private async holdProblem(tx: Database, orderNo: string, memberId: number): Promise<ApiError> {
    const hold = await this.holds.findByOrderNo(orderNo, tx);
    if (!hold || hold.memberId !== memberId) return notFound(SERVER_MESSAGES.holdNotFound);
    if (hold.status === 'converted') return new ApiError(409, SERVER_MESSAGES.holdUsed);
    return new ApiError(410, SERVER_MESSAGES.holdExpired);
  }

  async list(memberId: number, q: GetAllOrderInput): Promise<Order[]> {
    const rows = await this.orders.listForMember(memberId, {
      state: q.state === ORDER_STATE_ALL ? undefined : q.state,
      count: q.count,
      createdFrom: q.minDate ? hotelMoment(q.minDate) : undefined,
      createdBefore: q.maxDate ? hotelMoment(addDays(q.maxDate, 1)) : undefined,
      orderNo: q.orderNo,
    });
    return rows.map(toOrder);
  }

  /** Another member's order is a 404 too, so ids cannot be probed. */
  async detail(memberId: number, orderId: number): Promise<Order> {
    return toOrder(await this.requireOwn(memberId, orderId));
  }

  async requireOwn(memberId: number, orderId: number): Promise<OrderRow> {
    const row = await this.orders.findForMember(memberId, { id: orderId });
    if (!row) throw notFound(SERVER_MESSAGES.orderNotFound);
    return row;
  }

  /**
   * Spec §9: nothing paid → cancellable; pay at hotel → free until 18:00 hotel time on the
   * arrival day, then refused online (the first night is charged; the hotel settles it);
   * paid → refused (prepaid is non-refundable; no online refunds).
   */
  async cancel(memberId: number, orderId: number, now: Date): Promise<void> {
    const order = await this.requireOwn(memberId, orderId);
    if (order.state === ORDER_STATE.cancelled) throw new ApiError(409, SERVER_MESSAGES.orderAlreadyCancelled);
    if (order.payResult === 1) {
      throw new ApiError(409, order.payment === 'prepaid' ? SERVER_MESSAGES.prepaidNonRefundable : SERVER_MESSAGES.paidNotCancellableOnline);
    }
    if (order.state !== ORDER_STATE.booked) throw new ApiError(409, SERVER_MESSAGES.orderNotCancellable);
    if (order.payment === 'hotel' && now >= hotelMoment(order.checkIn, `${FREE_CANCEL_HOUR}:00`)) {
      throw new ApiError(409, SERVER_MESSAGES.cancelDeadlinePassed);
    }
    const cancelled = await this.inTransaction(async (tx) => {
      const row = await this.orders.cancel(tx, order.id, now);
      if (!row) return false;
      if (row.roomsHeld) {
        await this.inventory.giveBackRooms(tx, {
          hotelCode: row.hotelCode,
          roomTypeCode: row.roomTypeCode,
          dates: stayDates(row.checkIn, row.checkOut),
          qty: row.roomQty,
        });
      }
      return true;
    });
    // Paid or expired between the read and the update.
    if (!cancelled) throw new ApiError(409, SERVER_MESSAGES.orderNotCancellable);
  }
}

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    orderNo: row.orderNo,
    revNo: row.revNo,
    hotelCode: row.hotelCode,
    hotelName: row.hotelName,
    roomTypeCode: row.roomTypeCode,
    roomTypeName: row.roomTypeName,
    rateCode: row.rateCode,
    rateName: row.rateName,
    checkinDate: row.checkIn,
    checkoutDate: row.checkOut,
    days: row.nights,
    roomQty: row.roomQty,
    revUser: row.revUser,
    customerName: row.revUser,
    mobile: row.mobile,
    arrivalTime: row.arrivalTime,
    remark: row.remark,
    breakfast: row.breakfast,
    payment: paymentLabel(row.payment),
    paymentType: row.payment,
    isFreeCancel: row.isFreeCancel,
    totalAmount: row.totalAmount,
    discountAmount: row.discountAmount,
    actualAmount: row.actualAmount,
    payResult: row.payResult,
    state: row.state,
    payCode: row.payCode,
    payDeadline: row.payDeadline?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
