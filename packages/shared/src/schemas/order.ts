import { z } from 'zod';
import { ARRIVAL_SLOTS, ORDER_FETCH_COUNT, ORDER_FETCH_MAX, REMARK_MAX } from '../constants.ts';
import { DISCOUNT_MESSAGES, MESSAGES, SERVER_MESSAGES } from '../messages.ts';
import { chargeParts, isoDate, wholeNumber } from './booking.ts';
import { positiveId } from './hotel.ts';
import { mobileNumber } from '../mobile-number.ts';
import { multiLine, singleLine } from './text.ts';

/** Spec §5: local part, @, domain, a suffix of 2 to 4 letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;

/** Fields the client sends from its booking info; the server ignores them and uses the hold. */
const ignored = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]).optional();

/** Spec §5: the guest's mobile number, 1 followed by 10 digits. */
export const guestMobile = mobileNumber();
/** Spec §5: local part, @, domain and a 2–4 letter suffix. */
export const emailAddress = singleLine(MESSAGES.emailInvalid).trim().max(100, MESSAGES.emailInvalid).regex(EMAIL_PATTERN, MESSAGES.emailInvalid);
export const arrivalTime = z.enum(ARRIVAL_SLOTS, { error: SERVER_MESSAGES.arrivalTimeInvalid });
/** The guest's own request (spec §5: at most 300 characters). */
export const guestRemark = multiLine(SERVER_MESSAGES.requestInvalidCharacters, SERVER_MESSAGES.remarkTooLong)
  .trim()
  .max(REMARK_MAX, SERVER_MESSAGES.remarkTooLong)
  .nullish()
  .transform((v) => v ?? '');
/** submitOrder's couponId: the member's own coupon, or nothing (empty, 0, null). */
const submitCouponId = z
  .union([z.number(), z.string().trim().regex(/^\d{0,9}$/, DISCOUNT_MESSAGES.couponInvalid), z.null()], { error: DISCOUNT_MESSAGES.couponInvalid })
  .optional()
  .transform((v) => (v === undefined || v === null || v === '' || Number(v) === 0 ? undefined : Number(v)))
  .pipe(z.number({ error: DISCOUNT_MESSAGES.couponInvalid }).int(DISCOUNT_MESSAGES.couponInvalid).positive(DISCOUNT_MESSAGES.couponInvalid).optional());

const ARRIVAL_PREFIX = new RegExp(`^\\s*到着予定\\s*(?:${ARRIVAL_SLOTS.join('|')})\\s*(?:[/／]\\s*)?`);

/**
 * The spec's clients send "arrival time plus comment" as the remark (spec §3) while the arrival
 * time also comes in its own field: the order keeps the arrival time once and the guest's words
 * once, so a leading 「到着予定 <slot> /」 is dropped before the request's own 300-character rule.
 */
export const submittedRemark = z.preprocess((v) => (typeof v === 'string' ? v.replace(ARRIVAL_PREFIX, '') : v), guestRemark);

export const holdOrderNo = singleLine(SERVER_MESSAGES.orderNoRequired).trim().min(1, SERVER_MESSAGES.orderNoRequired).max(32, SERVER_MESSAGES.orderNoRequired);

/**
 * submitOrder (spec §3). Checked in the order of the form: name, mobile, email, arrival time,
 * request. `remark` is the guest's own request (an arrival-time prefix is dropped: the order stores
 * arrivalTime in its own field).
 * Amounts and stay fields are accepted for compatibility and ignored: the hold is the truth,
 * and the coupon (couponId) is the member's own, worth what the server decides.
 * The guest form (forms/guest.ts) checks the same fields; the email is validated but not sent
 * (spec §3), so here it is optional.
 */
export const submitOrderBody = z.object({
  revUser: singleLine(SERVER_MESSAGES.nameInvalidCharacters, MESSAGES.guestNameRequired).trim().min(1, MESSAGES.guestNameRequired).max(50, SERVER_MESSAGES.nameTooLong),
  mobile: guestMobile,
  email: emailAddress
    .or(z.literal(''))
    .nullish()
    .transform((v) => v || undefined),
  arrivalTime,
  remark: submittedRemark,
  orderNo: holdOrderNo,
  hotelCode: ignored,
  checkInDate: ignored,
  checkOutDate: ignored,
  days: ignored,
  roomTypeCode: ignored,
  roomTypeName: ignored,
  rateCode: ignored,
  rateName: ignored,
  roomQty: ignored,
  /** The party (not in the spec's payload): when given it must fit the held rooms; missing: the hold's. */
  adultNum: wholeNumber(1, 30, SERVER_MESSAGES.partyInvalid).optional(),
  childrenNum: wholeNumber(0, 30, SERVER_MESSAGES.partyInvalid).optional(),
  isRegistMember: ignored,
  /** The member coupon to use (decision 0042); the server decides what it takes off. */
  couponId: submitCouponId,
  couponUsed: ignored,
  couponType: ignored,
  couponCode: ignored,
  couponUseMoney: ignored,
  promotionId: ignored,
  totalAmount: ignored,
  discountAmount: ignored,
  couponAmount: ignored,
  actualAmount: ignored,
});
export type SubmitOrderInput = z.infer<typeof submitOrderBody>;

export const submitOrderResult = z.object({ id: z.number().int(), orderNo: z.string(), revNo: z.string() });

/** 0 booked, 1 paid, 2 cancelled, 9 completed, 10 expired; 100 asks for every state. */
export const ORDER_QUERY_STATES = [0, 1, 2, 9, 10, 100] as const;

const optionalDate = (message: string) =>
  z
    .union([isoDate(message), z.literal(''), z.null()])
    .optional()
    .transform((v) => v || undefined);

export const getAllOrderBody = z.object({
  state: wholeNumber(0, 100, SERVER_MESSAGES.orderStateInvalid).refine(
    (v) => (ORDER_QUERY_STATES as readonly number[]).includes(v),
    SERVER_MESSAGES.orderStateInvalid,
  ),
  count: wholeNumber(1, ORDER_FETCH_MAX, SERVER_MESSAGES.badRequest).optional().default(ORDER_FETCH_COUNT),
  /** Orders booked on or before this hotel date. */
  maxDate: optionalDate(SERVER_MESSAGES.badRequest),
  /** Orders booked on or after this hotel date. */
  minDate: optionalDate(SERVER_MESSAGES.badRequest),
  orderNo: singleLine()
    .trim()
    .max(32)
    .nullish()
    .transform((v) => v || undefined),
});
export type GetAllOrderInput = z.infer<typeof getAllOrderBody>;

export const orderIdQuery = z.object({ orderId: positiveId });

/** GET /order/getHold: the member's own hold, for the guest information page's loader. */
export const holdQuery = z.object({ orderNo: holdOrderNo });

/**
 * Money given back on the order's online payment (the latest refund), or null when none: the
 * state and the whole-CNY amount. Refunds are started by staff (back office), never by the guest.
 */
export const orderRefund = z
  .object({
    state: z.enum(['requested', 'processing', 'succeeded', 'failed']),
    amount: z.number().int(),
  })
  .nullable();
export type OrderRefund = z.infer<typeof orderRefund>;

/**
 * Beyond the spec (decision 0040): what cancelling the order would do now, decided by the server
 * with the order's own terms in hotel time (the guest cancel endpoint uses the same decision).
 */
export const orderCancelTerms = z.object({
  /** End of free cancellation, hotel time with its offset (2026-12-14T18:00:00+08:00); null when there is no free window. */
  cancelDeadline: z.string().nullable(),
  /** Whether /order/cancleOrder would cancel it now. */
  cancellableNow: z.boolean(),
  /** Whole CNY the stay's terms charge if it were cancelled now: 0 when free, the first night past the deadline, everything when non-refundable. */
  cancelFeeNow: z.number().int(),
  /** The sentence shown to the guest (Japanese); null when the order is over. */
  cancelTermsText: z.string().nullable(),
});
export type OrderCancelTerms = z.infer<typeof orderCancelTerms>;

/**
 * Beyond the spec (decision 0059): whether the guest may change the order now (the change
 * endpoints refuse by the same rule), and the rule as a sentence (null when the order is over).
 */
export const orderChangeTerms = z.object({
  changeableNow: z.boolean(),
  /** Japanese: until when it may change (hotel time), or why it cannot. */
  changeTermsText: z.string().nullable(),
});
export type OrderChangeTerms = z.infer<typeof orderChangeTerms>;

export const order = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  revNo: z.string(),
  hotelCode: z.string(),
  hotelName: z.string(),
  roomTypeCode: z.string(),
  roomTypeName: z.string(),
  rateCode: z.string(),
  rateName: z.string(),
  checkinDate: z.string(),
  checkoutDate: z.string(),
  days: z.number().int(),
  roomQty: z.number().int(),
  /** The party over all rooms (beyond the spec's fields, decision 0059): the change page starts from it. */
  adultNum: z.number().int(),
  childrenNum: z.number().int(),
  revUser: z.string(),
  customerName: z.string(),
  mobile: z.string(),
  /** The e-mail the guest gave (beyond the spec's fields): the next booking's form offers it again. */
  email: z.string().nullable(),
  arrivalTime: z.string().nullable(),
  remark: z.string(),
  breakfast: z.string(),
  payment: z.string(),
  paymentType: z.enum(['hotel', 'prepaid']),
  isFreeCancel: z.boolean(),
  totalAmount: z.number().int(),
  /** promotionAmount + couponAmount (decision 0042). */
  discountAmount: z.number().int(),
  actualAmount: z.number().int(),
  promotionId: z.number().int().nullable(),
  promotionAmount: z.number().int(),
  couponId: z.number().int().nullable(),
  couponAmount: z.number().int(),
  /**
   * Beyond the spec (decision 0044): the promotion and the coupon by name with their amounts off,
   * as the confirmation mail itemises them; empty without a discount.
   */
  discountLines: z.array(z.object({ name: z.string(), amount: z.number().int() })),
  /** Beyond the spec (decision 0068): what actualAmount is made of, 室料 / サービス料 / 増値税. */
  charges: chargeParts,
  payResult: z.number().int(),
  state: z.number().int(),
  payCode: z.string().nullable(),
  payDeadline: z.string().nullable(),
  createdAt: z.string(),
  refund: orderRefund,
  ...orderCancelTerms.shape,
  ...orderChangeTerms.shape,
});
export type Order = z.infer<typeof order>;
