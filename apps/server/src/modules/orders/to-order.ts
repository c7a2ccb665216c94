import { PAYMENT_LABELS } from '@hotel/shared/constants';
import type { DiscountLine } from '@hotel/shared/discounts';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '@hotel/shared/site-language';
import { storedBreakfastIn } from '@hotel/shared/stay-terms-words';
import type { Order, OrderCancelTerms, OrderChangeTerms, OrderRefund } from '@hotel/shared/schemas/order';
import { chargesOf } from './order-charges.ts';
import type { OrderRow } from './order.repository.ts';

/**
 * An order as the API sends it; the hotel's name comes from the hotel module, its refund from pay,
 * its cancellation and change terms now from cancel-terms.ts and change-terms.ts, its discounts'
 * names from the discounts module.
 */
export function toOrder(
  row: OrderRow,
  hotelName: string,
  refund: OrderRefund,
  terms: OrderCancelTerms & OrderChangeTerms,
  discountLines: DiscountLine[],
  lang: SiteLanguage = DEFAULT_LANGUAGE,
): Order {
  return {
    id: row.id,
    orderNo: row.orderNo,
    revNo: row.revNo,
    hotelCode: row.hotelCode,
    hotelName,
    roomTypeCode: row.roomTypeCode,
    roomTypeName: row.roomTypeName,
    rateCode: row.rateCode,
    rateName: row.rateName,
    checkinDate: row.checkIn,
    checkoutDate: row.checkOut,
    days: row.nights,
    roomQty: row.roomQty,
    adultNum: row.adultNum,
    childrenNum: row.childrenNum,
    revUser: row.revUser,
    customerName: row.revUser,
    mobile: row.mobile,
    email: row.email,
    arrivalTime: row.arrivalTime,
    remark: row.remark,
    // The row keeps the Japanese it was booked with; the guest reads it in their language (decision 0075).
    breakfast: storedBreakfastIn(row.breakfast, lang),
    payment: PAYMENT_LABELS[row.payment],
    paymentType: row.payment,
    isFreeCancel: row.isFreeCancel,
    totalAmount: row.totalAmount,
    discountAmount: row.discountAmount,
    actualAmount: row.actualAmount,
    promotionId: row.promotionId,
    promotionAmount: row.promotionAmount,
    couponId: row.couponId,
    couponAmount: row.couponAmount,
    discountLines,
    charges: chargesOf(row),
    payResult: row.payResult,
    state: row.state,
    payCode: row.payCode,
    payDeadline: row.payDeadline?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    refund,
    ...terms,
  };
}

/** An order that changed state gives its rooms back only if it still held them. */
export const heldRooms = (row: OrderRow | undefined) => row && { rooms: row.roomsHeld ? row : null };
