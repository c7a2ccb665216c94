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
  payment: 'hotel' | 'prepaid';
  paid: boolean;
}

export function stayFactsOf(order: OrderRow): StayFacts {
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
    payment: order.payment,
    paid: order.payResult === 1,
  };
}
