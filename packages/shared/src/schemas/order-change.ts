import { z } from 'zod';
import { MAX_ROOMS_PER_BOOKING } from '../constants.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { isoDate, rateCode, roomTypeCode, wholeNumber } from './booking.ts';
import { positiveId } from './hotel.ts';
import { memberCardPassword, payMethodCode, requireCardPassword } from './pay.ts';

/**
 * A change of a booking (issue 25, decision 0059): the stay the guest wants instead, whole. The
 * order keeps its number, hotel and guest; everything here may differ from the booked stay.
 */
export const orderChangeBody = z.object({
  orderId: positiveId,
  checkIn: isoDate(SERVER_MESSAGES.checkInInvalid),
  checkOut: isoDate(SERVER_MESSAGES.checkOutInvalid),
  roomTypeCode,
  rateCode,
  roomQty: wholeNumber(1, MAX_ROOMS_PER_BOOKING, SERVER_MESSAGES.roomNumInvalid),
  adultNum: wholeNumber(1, 30, SERVER_MESSAGES.partyInvalid),
  childrenNum: wholeNumber(0, 30, SERVER_MESSAGES.partyInvalid),
});
export type OrderChangeInput = z.infer<typeof orderChangeBody>;

const nightPrice = z.object({ date: z.string(), price: z.number().int() });

/** One side of a change as the guest reads it: the stay and what it costs. */
export const changeStay = z.object({
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  roomTypeCode: z.string(),
  roomTypeName: z.string(),
  rateCode: z.string(),
  rateName: z.string(),
  roomQty: z.number().int(),
  adultNum: z.number().int(),
  childrenNum: z.number().int(),
  /** Per room and night. */
  nightlyPrices: z.array(nightPrice),
  totalAmount: z.number().int(),
  /** Promotion and coupon taken off. */
  discountAmount: z.number().int(),
  actualAmount: z.number().int(),
});
export type ChangeStay = z.infer<typeof changeStay>;

/** What a change would do, decided by the server (changeMoney): shown before the guest confirms. */
export const orderChangeQuote = z.object({
  orderId: z.number().int(),
  before: changeStay,
  after: changeStay,
  /** What the order is worth after the change (the new stay plus any charge kept). */
  newAmount: z.number().int(),
  /** newAmount − the booked amount. */
  difference: z.number().int(),
  /** To pay now against the change (a paid booking that got dearer). */
  toPay: z.number().int(),
  /** Given back the way the guest paid. */
  refund: z.number().int(),
  /** What the cancellation terms keep of a reduction. */
  charge: z.number().int(),
  /** The rule applied, in Japanese. */
  rule: z.string(),
  /** A promotion or coupon the new stay no longer gets, in Japanese ('' when none). */
  discountNote: z.string(),
});
export type OrderChangeQuote = z.infer<typeof orderChangeQuote>;

/** A change asked for: applied at once when nothing is owed, else pending until its difference is paid or it expires. */
export const orderChangeResult = z.object({
  amendmentId: z.number().int(),
  state: z.enum(['pending', 'applied']),
  toPay: z.number().int(),
  /** When the held nights go back if the difference is not paid (pending only). */
  expiresAt: z.string().nullable(),
});
export type OrderChangeResult = z.infer<typeof orderChangeResult>;

/** The member's pending change of an order, or null: what the change page shows after a reload. */
export const pendingOrderChange = orderChangeQuote
  .extend({ amendmentId: z.number().int(), expiresAt: z.string() })
  .nullable();
export type PendingOrderChange = z.infer<typeof pendingOrderChange>;

/** Paying a pending change's difference: the same methods as the order's payment (spec §3's codes). */
export const changePayBody = z
  .object({
    amendmentId: positiveId,
    code: payMethodCode,
    cardPwd: memberCardPassword,
  })
  .superRefine(requireCardPassword);
export type ChangePayInput = z.infer<typeof changePayBody>;

export const changeIdBody = z.object({ amendmentId: positiveId });
export const changeCheckResult = z.object({ state: z.enum(['pending', 'applied', 'expired', 'withdrawn']) });

/** One line of an order's 変更履歴: who, when, before, after, why, and the money. */
export const amendmentLine = z.object({
  id: z.number().int(),
  state: z.enum(['pending', 'applied', 'expired', 'withdrawn']),
  /** 'ゲスト' or the staff member's name. */
  by: z.string(),
  at: z.string(),
  reason: z.string(),
  before: changeStay,
  after: changeStay,
  difference: z.number().int(),
  toPay: z.number().int(),
  refund: z.number().int(),
  charge: z.number().int(),
  rule: z.string(),
  overrides: z.array(nightPrice).nullable(),
});
export type AmendmentLine = z.infer<typeof amendmentLine>;
