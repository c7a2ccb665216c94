import { discountLinesOf, type DiscountLine } from '@hotel/shared/discounts';
import type { ChargeParts } from '@hotel/shared/taxes';
import { chargesOf } from './order-charges.ts';
import type { OrderRow } from './order.repository.ts';

/** What a message about a booking says of its stay: the guest's confirmation and the hotel's notice alike. */
export interface StayFacts {
  orderNo: string;
  guestName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  roomTypeName: string;
  roomQty: number;
  rateName: string;
  breakfast: string;
  adultNum: number;
  childrenNum: number;
  /** What the guest pays (or paid) after discounts, whole CNY. */
  amount: number;
  /** The stay's list price before discounts, whole CNY. */
  listAmount: number;
  /** Each discount taken off the list price, by name (the promotion's, the coupon's), in the order applied; empty without one. */
  discountLines: DiscountLine[];
  /** What amount is made of: 室料 / サービス料 / 増値税 (decision 0068). */
  charges: ChargeParts;
  payment: 'hotel' | 'prepaid';
  paid: boolean;
}

/** The names of an order's promotion and coupon, for its messages (DiscountService.namesOf); null when it has none. */
export interface DiscountNames {
  promotionName: string | null;
  couponTitle: string | null;
}

const NO_NAMES: DiscountNames = { promotionName: null, couponTitle: null };

export function stayFactsOf(order: OrderRow, names: DiscountNames = NO_NAMES): StayFacts {
  return {
    orderNo: order.orderNo,
    guestName: order.revUser,
    checkIn: order.checkIn,
    checkOut: order.checkOut,
    nights: order.nights,
    roomTypeName: order.roomTypeName,
    roomQty: order.roomQty,
    rateName: order.rateName,
    breakfast: order.breakfast,
    adultNum: order.adultNum,
    childrenNum: order.childrenNum,
    amount: order.actualAmount,
    listAmount: order.totalAmount,
    discountLines: discountLinesOf(order, names),
    charges: chargesOf(order),
    payment: order.payment,
    paid: order.payResult === 1,
  };
}
