import { ORDER_STATE } from '@hotel/shared/constants';
import { INTEGRATION_API_MESSAGES as M, type IntegrationReservation, type ReservationsPage, type ReservationsQuery } from '@hotel/shared/schemas/integration-api';
import { badRequest, notFound } from '../../lib/api-error.ts';
import { toDeskOrder } from '../front-desk/index.ts';
import type { HotelOrdersService, OrderRow } from '../orders/index.ts';
import { decodeCursor, encodeCursor, FEED_START } from './reservation-cursor.ts';

/** Orders' reads the feed needs (orders' HotelOrdersService). */
export type ChangedOrders = Pick<HotelOrdersService, 'changedSince' | 'findByOrderNo'>;

const STATUS: Record<number, IntegrationReservation['status']> = {
  [ORDER_STATE.booked]: 'booked',
  [ORDER_STATE.paid]: 'paid',
  [ORDER_STATE.cancelled]: 'cancelled',
  [ORDER_STATE.completed]: 'completed',
  [ORDER_STATE.expired]: 'expired',
};

/**
 * A hotel's reservations for its PMS (decision 0065): every order written since a cursor, oldest
 * change first, at least once (an order written again comes again, at its new position), and one
 * order by its number.
 */
export class ReservationFeedService {
  constructor(private readonly orders: ChangedOrders) {}

  async changed(query: ReservationsQuery): Promise<ReservationsPage> {
    const after = query.cursor === undefined ? FEED_START : decodeCursor(query.cursor);
    if (!after) throw badRequest(M.cursorInvalid);
    const rows = await this.orders.changedSince(query.hotel, after, query.limit);
    const items = rows.map(toIntegrationReservation);
    const last = items.at(-1);
    return { items, nextCursor: last ? last.changePosition : (query.cursor ?? null) };
  }

  async one(hotel: string, orderNo: string): Promise<IntegrationReservation> {
    const row = await this.orders.findByOrderNo(orderNo.toUpperCase());
    // Another hotel's order is answered as no order at all.
    if (!row || row.hotelCode !== hotel) throw notFound(M.orderNotFound);
    return toIntegrationReservation(row);
  }
}

/** The front desk's order (toDeskOrder) with what a PMS keeps and the desk's list leaves out. */
export function toIntegrationReservation(row: OrderRow): IntegrationReservation {
  return {
    ...toDeskOrder(row),
    roomTypeCode: row.roomTypeCode,
    rateCode: row.rateCode,
    adults: row.adultNum,
    children: row.childrenNum,
    email: row.email,
    remark: row.remark,
    breakfast: row.breakfast,
    nightlyPrices: row.nightlyPrices ?? [],
    totalAmount: row.totalAmount,
    discountAmount: row.discountAmount,
    paymentStatus: row.payResult === 1 ? 'paid' : 'unpaid',
    status: STATUS[row.state] ?? 'booked',
    noShow: row.noShowReason !== null,
    noShowCharge: row.noShowCharge,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    changePosition: encodeCursor({ xid: row.changeXid, id: row.id }),
  };
}
