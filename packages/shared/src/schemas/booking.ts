import { z } from 'zod';
import { MAX_ROOMS_PER_BOOKING } from '../constants.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { hotelCode, rate, roomType } from './hotel.ts';
import { singleLine } from './text.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** A calendar date YYYY-MM-DD; every failure gives `message`. */
export function isoDate(message: string) {
  return z.string({ error: message }).trim().regex(ISO_DATE, message).refine(isRealDate, message);
}

/** An integer sent as a number or as plain digits. */
export function wholeNumber(min: number, max: number, message: string) {
  return z
    .union([z.number(), z.string().trim().regex(/^\d{1,6}$/)], { error: message })
    .transform(Number)
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));
}

export const roomTypeCode = singleLine().trim().min(1).max(20);
export const rateCode = singleLine().trim().min(1).max(20);
/** Empty discount fields mean "no discount". */
const optionalText = (max: number) =>
  singleLine(SERVER_MESSAGES.discountInvalid)
    .trim()
    .max(max, SERVER_MESSAGES.discountInvalid)
    .nullish()
    .transform((v) => v || undefined);

export const roomAndRateBody = z.object({
  HotelCode: hotelCode,
  /** Empty or missing: every room type of the hotel. */
  RoomTypeCode: singleLine().trim().max(20).nullish().transform((v) => v || undefined),
  CheckIn: isoDate(SERVER_MESSAGES.checkInInvalid),
  CheckOut: isoDate(SERVER_MESSAGES.checkOutInvalid),
  roomNum: wholeNumber(1, MAX_ROOMS_PER_BOOKING, SERVER_MESSAGES.roomNumInvalid).optional().default(1),
  adultNum: wholeNumber(1, 30, SERVER_MESSAGES.partyInvalid).optional().default(1),
  childrenNum: wholeNumber(0, 30, SERVER_MESSAGES.partyInvalid).optional().default(0),
  discountType: optionalText(20),
  discountCode: optionalText(40),
});
export type RoomAndRateQuery = z.infer<typeof roomAndRateBody>;

export const nightPrice = z.object({ date: z.string(), price: z.number().int() });

/** What an amount is made of: 室料 / サービス料 / 増値税 (decision 0068); adds up to the amount. */
export const chargeParts = z.object({ room: z.number().int(), service: z.number().int(), vat: z.number().int() });

/** A promotion taken off a rate or a held stay (decision 0042): name, label (10%OFF) and whole CNY off the total. */
export const promotionOffer = z.object({ id: z.number().int(), name: z.string(), label: z.string(), amount: z.number().int() });


/** A rate of spec §3 plus what the booking needs: totals, nights, rooms left, member-only flag. */
export const bookableRate = rate.extend({
  rateName: z.string(),
  paymentType: z.enum(['hotel', 'prepaid']),
  breakfastCount: z.number().int(),
  memberOnly: z.boolean(),
  discountType: z.string().nullable(),
  nights: z.number().int(),
  roomNum: z.number().int(),
  /** All rooms, all nights. */
  totalPrice: z.number().int(),
  /** Per room. */
  nightlyPrices: z.array(nightPrice),
  availableRooms: z.number().int(),
  /** The best promotion open to anyone (or to the code searched with), or null (decision 0042). */
  promotion: promotionOffer.nullable(),
  /** totalPrice less the promotion. */
  discountedPrice: z.number().int(),
  /** What discountedPrice is made of; every amount here includes service and VAT (decision 0068). */
  charges: chargeParts,
});
export type BookableRate = z.infer<typeof bookableRate>;

export const roomWithRates = roomType.extend({
  rateList: z.array(bookableRate),
  /**
   * Set when the searched party does not fit this room type's rooms (maxOccupancy per room):
   * why, and how many rooms it needs. The rate list is then empty. Absent or null: it fits.
   */
  partyNotice: z.string().nullish(),
  /**
   * Set when the hotel's restrictions forbid this stay in this room type (stop-sell, closed to
   * arrival or departure, minimum or maximum length of stay; decision 0018): why, in Japanese.
   * The rate list is then empty. Absent or null: no restriction applies.
   */
  restrictionNotice: z.string().nullish(),
  /**
   * Set when the search named a discount code that applies to none of the hotel's rates: why, in
   * Japanese, the same on every room type (decision 0044). Absent or null: no code, or it applies.
   */
  discountNotice: z.string().nullish(),
});
export type RoomWithRates = z.infer<typeof roomWithRates>;

export const checkInventoryBody = z.object({
  hotelCode,
  roomTypeCode,
  rateCode,
  checkIn: isoDate(SERVER_MESSAGES.checkInInvalid),
  checkOut: isoDate(SERVER_MESSAGES.checkOutInvalid),
  roomQty: wholeNumber(1, MAX_ROOMS_PER_BOOKING, SERVER_MESSAGES.roomNumInvalid),
  discountType: optionalText(20),
  discountCode: optionalText(40),
  /** The party over all rooms (not in the spec's payload): missing means one adult per room. */
  adultNum: wholeNumber(1, 30, SERVER_MESSAGES.partyInvalid).optional(),
  childrenNum: wholeNumber(0, 30, SERVER_MESSAGES.partyInvalid).optional(),
});
export type CheckInventoryInput = z.infer<typeof checkInventoryBody>;

/** The held stay under a new orderNo (spec: "orderNo plus room data"). */
export const inventoryHold = z.object({
  orderNo: z.string(),
  hotelCode: z.string(),
  hotelName: z.string(),
  roomTypeCode: z.string(),
  roomTypeName: z.string(),
  roomTypeImage: z.string(),
  rateCode: z.string(),
  rateName: z.string(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  days: z.number().int(),
  roomQty: z.number().int(),
  adultNum: z.number().int(),
  childrenNum: z.number().int(),
  breakfast: z.string(),
  payment: z.string(),
  paymentType: z.enum(['hotel', 'prepaid']),
  isFreeCancel: z.boolean(),
  freeCancelRange: z.string(),
  nightlyPrices: z.array(nightPrice),
  totalAmount: z.number().int(),
  /** The promotion's amount off (a coupon is chosen afterwards, on the guest information step). */
  discountAmount: z.number().int(),
  actualAmount: z.number().int(),
  /** The spec's promotionId, null without one; promotion names it for the page (decision 0042). */
  promotionId: z.number().int().nullable(),
  promotion: promotionOffer.nullable(),
  /** What actualAmount is made of (decision 0068); a coupon chosen at the guest step comes off it in proportion (takeOff). */
  charges: chargeParts,
  expiresAt: z.string(),
});
export type InventoryHold = z.infer<typeof inventoryHold>;
