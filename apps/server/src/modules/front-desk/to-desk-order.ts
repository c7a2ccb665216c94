import type { DeskOrder } from '@hotel/shared/schemas/admin/orders';
import type { OrderRow } from '../orders/index.ts';

/** An order as the front desk lists it. */
export function toDeskOrder(row: OrderRow): DeskOrder {
  return {
    orderNo: row.orderNo,
    hotelCode: row.hotelCode,
    revUser: row.revUser,
    mobile: row.mobile,
    roomTypeName: row.roomTypeName,
    rateName: row.rateName,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    nights: row.nights,
    roomQty: row.roomQty,
    payment: row.payment,
    isFreeCancel: row.isFreeCancel,
    actualAmount: row.actualAmount,
    payResult: row.payResult,
    state: row.state,
    arrivalTime: row.arrivalTime,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    checkedOutAt: row.checkedOutAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    source: row.source,
    channelName: row.channelName,
    overbooked: row.overbookedNights !== null && row.overbookedNights.length > 0,
  };
}
