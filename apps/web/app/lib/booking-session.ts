import { SESSION_KEYS } from '@hotel/shared/constants';
import type { InventoryHold } from '@hotel/shared/schemas/booking';

/** Booking info of spec §3, kept in session storage between the booking steps. */
export interface BookingInfo {
  orderNo: string;
  hotelCode: string;
  hotelName: string;
  checkInDate: string;
  checkOutDate: string;
  days: number;
  roomTypeCode: string;
  roomTypeName: string;
  roomTypeImage: string;
  rateCode: string;
  rateName: string;
  roomQty: number;
  /** The party the rooms were held for (absent in booking info stored before it was kept). */
  adultNum?: number;
  childrenNum?: number;
  breakfast: string;
  payment: string;
  paymentType: 'hotel' | 'prepaid';
  freeCancelRange: string;
  nightlyPrices: { date: string; price: number }[];
  couponUsed: boolean;
  promotionId: string;
  couponAmount: number;
  discountAmount: number;
  totalAmount: number;
  actualAmount: number;
  shortImage: string;
}

type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function readText(key: SessionKey): string | null {
  return storage()?.getItem(key) ?? null;
}

function writeText(key: SessionKey, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Private mode or a full quota: the flow still works from the query string.
  }
}

function readJson<T>(key: SessionKey): T | null {
  const text = readText(key);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** The booking info of a held stay (from checkInventory, or read again with getHold). */
export function bookingInfoFromHold(hold: InventoryHold, shortImage: string): BookingInfo {
  return {
    orderNo: hold.orderNo,
    hotelCode: hold.hotelCode,
    hotelName: hold.hotelName,
    checkInDate: hold.checkInDate,
    checkOutDate: hold.checkOutDate,
    days: hold.days,
    roomTypeCode: hold.roomTypeCode,
    roomTypeName: hold.roomTypeName,
    roomTypeImage: hold.roomTypeImage,
    rateCode: hold.rateCode,
    rateName: hold.rateName,
    roomQty: hold.roomQty,
    adultNum: hold.adultNum,
    childrenNum: hold.childrenNum,
    breakfast: hold.breakfast,
    payment: hold.payment,
    paymentType: hold.paymentType,
    freeCancelRange: hold.freeCancelRange,
    nightlyPrices: hold.nightlyPrices,
    couponUsed: false,
    promotionId: hold.promotionId === null ? '' : String(hold.promotionId),
    couponAmount: 0,
    discountAmount: hold.discountAmount,
    totalAmount: hold.totalAmount,
    actualAmount: hold.actualAmount,
    shortImage,
  };
}

/** Stores the held stay (spec §4 "on success store data") as booking info and checkdata. */
export function saveBookingStart(hold: InventoryHold, shortImage: string): BookingInfo {
  const info = bookingInfoFromHold(hold, shortImage);
  writeText(SESSION_KEYS.bookingInfo, JSON.stringify(info));
  writeText(SESSION_KEYS.checkdata, JSON.stringify(hold));
  writeText(SESSION_KEYS.hotelName, hold.hotelName);
  return info;
}

/** The booking info for an orderNo, or null when the session holds another (or none). */
export function readBookingInfo(orderNo: string | null): BookingInfo | null {
  const info = readJson<BookingInfo>(SESSION_KEYS.bookingInfo);
  if (!info || (orderNo && info.orderNo !== orderNo)) return null;
  return info;
}

export interface SubmittedOrder {
  id: number;
  orderNo: string;
  revNo: string;
}

/** Spec §4: submit success stores id, orderNo and revNo. */
export function saveSubmittedOrder(order: SubmittedOrder): void {
  writeText(SESSION_KEYS.id, String(order.id));
  writeText(SESSION_KEYS.revNo, order.revNo);
}

export function readRevNo(): string | null {
  return readText(SESSION_KEYS.revNo);
}

/** The success page of an order: it reads the order again and shows success only for a real booking. */
export function payStateHref(order: { hotelCode: string; id: number; orderNo: string }): string {
  return `/${order.hotelCode}/child-hotel/rooms/PayState?${new URLSearchParams({ id: String(order.id), orderNo: order.orderNo })}`;
}

/** The QR image of a pending payment, the provider's page it encodes, the pay step to return to and the success page. */
export interface PayImage {
  qrCode: string;
  payUrl: string;
  returnTo: string;
  doneTo: string;
  /** What the QR page shows the guest is paying for (absent in an image stored before they existed). */
  orderNo?: string;
  amount?: number;
}

export function savePayImage(image: PayImage): void {
  writeText(SESSION_KEYS.payImage, JSON.stringify(image));
}

export function readPayImage(): PayImage | null {
  return readJson<PayImage>(SESSION_KEYS.payImage);
}

/** Spec §4: the success page clears the payment image, revNo, id, checkdata and hotelName. */
export function clearAfterSuccess(): void {
  const s = storage();
  if (!s) return;
  for (const key of [SESSION_KEYS.payImage, SESSION_KEYS.revNo, SESSION_KEYS.id, SESSION_KEYS.checkdata, SESSION_KEYS.hotelName]) s.removeItem(key);
}
