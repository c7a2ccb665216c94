import { z } from 'zod';
import { adminEndpoint } from '../../api/admin-endpoint.ts';
import { ARRIVAL_SLOTS, MAX_ROOMS_PER_BOOKING, REMARK_MAX } from '../../constants.ts';
import { MEMBER_LEVEL_KEYS } from '../../member-levels.ts';
import { DESK_BOOKING_MESSAGES } from '../../messages.ts';
import { PAY_LINK_VIA } from '../../pay-link-messages.ts';
import { isoDate } from '../booking.ts';
import { EMAIL_PATTERN } from '../order.ts';
import { multiLine, singleLine } from '../text.ts';
import { adminIdField } from './id-field.ts';
import { mobileNumber, storedMobileOrText } from '../../mobile-number.ts';

/**
 * Staff-made bookings (issue 25 "Book by phone or at the desk", decision 0059): the availability
 * of a stay (the guest search's own answer), a member found by phone or card number, and the
 * booking itself (/adminapi/v1/orders/book*, permission orders.book for the hotel). The schemas
 * take JSON and posted forms alike (numbers as text, blank optional fields), so the API and the
 * /admin/orders/book action check the same rules.
 */

const M = DESK_BOOKING_MESSAGES;

/** Where an order was made: on the site, or by staff (orders.source). */
export const ORDER_SOURCES = ['web', 'phone', 'walk_in', 'email', 'channel'] as const;
export type OrderSourceCode = (typeof ORDER_SOURCES)[number];
export const ORDER_SOURCE_LABELS: Record<OrderSourceCode, string> = { web: 'ウェブ', phone: '電話', walk_in: '来館', email: 'メール', channel: 'チャネル' };

/** Where an order was booked, as staff read it: a channel order names its travel site (チャネル（Booking.com）). */
export const orderSourceLabel = (order: { source: OrderSourceCode; channelName: string | null }) =>
  order.source === 'channel' && order.channelName ? `${ORDER_SOURCE_LABELS.channel}（${order.channelName}）` : ORDER_SOURCE_LABELS[order.source];
/** The sources staff choose from (a web order is the site's). */
export const DESK_SOURCES = ['phone', 'walk_in', 'email'] as const;

/**
 * How a staff-made booking is paid: at the hotel later (pay-at-hotel plans), by a payment link
 * sent to the guest (prepaid plans), or at the desk now (either).
 */
export const DESK_SETTLEMENTS = ['hotel', 'link', 'desk'] as const;
export type DeskSettlement = (typeof DESK_SETTLEMENTS)[number];
export const DESK_SETTLEMENT_LABELS: Record<DeskSettlement, string> = { hotel: '現地払い（ご到着時）', link: '決済リンクを送る', desk: 'フロントで支払済み' };

/** What a guest paid with at the desk; the order's pay_code is `desk_<method>`. */
export const DESK_PAY_METHODS = ['cash', 'card', 'alipay', 'wechat'] as const;
export type DeskPayMethod = (typeof DESK_PAY_METHODS)[number];
export const DESK_PAY_METHOD_LABELS: Record<DeskPayMethod, string> = { cash: '現金', card: 'クレジットカード', alipay: '支付宝', wechat: '微信支付' };
export const deskPayCode = (method: DeskPayMethod) => `desk_${method}` as const;


/**
 * How long a payment link keeps a prepaid staff booking's rooms: a guest on the phone gets the
 * link by SMS or mail and may pay within a day, not the site's 30 minutes (a guest on the site pays
 * at once); never past 18:00 on the arrival day (the free-cancel clock), when the room should sell
 * again or be paid at the desk; and never less than the site's window.
 */
export const STAFF_PAY_LINK_HOURS = 24;

/** The audit line of a staff-made booking (entity 'order'): the order detail names its 予約者 from it. */
export const DESK_BOOK_AUDIT_ACTION = 'desk_book';

const hotel = singleLine(M.hotelRequired).trim().min(1, M.hotelRequired).max(16, M.hotelRequired);
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : blank(v)), schema.optional());

/** A whole number from JSON or from a form's text, every failure with the field's message. */
function wholeNumber(min: number, max: number, message: string) {
  return z
    .union([z.number(), z.string().trim().regex(/^\d{1,6}$/, message).transform(Number)], { error: message })
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));
}

/** The stay asked about: dates, rooms and party (the search's fields, with the form's messages). */
const stayFields = {
  hotel,
  checkIn: isoDate(M.checkInInvalid),
  checkOut: isoDate(M.checkOutInvalid),
  roomQty: wholeNumber(1, MAX_ROOMS_PER_BOOKING, M.roomQtyInvalid),
  adultNum: wholeNumber(1, 30, M.adultNumInvalid),
  childrenNum: optional(wholeNumber(0, 30, M.childrenNumInvalid)).transform((v) => v ?? 0),
};

export const availabilityInput = z.object(stayFields);
export type AvailabilityInput = z.output<typeof availabilityInput>;

const nightPrice = z.object({ date: z.string(), price: z.number().int() });

export const deskRate = z.object({
  code: z.string(),
  name: z.string(),
  payment: z.enum(['hotel', 'prepaid']),
  breakfast: z.string(),
  isFreeCancel: z.boolean(),
  /** The cancellation wording the guest sees on the site. */
  cancelText: z.string(),
  memberOnly: z.boolean(),
  roomsLeft: z.number().int(),
  /** Per room, as the search prices them. */
  nightlyPrices: z.array(nightPrice),
  averagePrice: z.number().int(),
  /** All rooms and nights, before any promotion. */
  totalAmount: z.number().int(),
  /** The promotion the search shows (open to anyone), or null. */
  promotion: z.object({ name: z.string(), label: z.string(), amount: z.number().int() }).nullable(),
  /** What the search says the guest pays. */
  actualAmount: z.number().int(),
});
export type DeskRate = z.infer<typeof deskRate>;

export const deskRoomType = z.object({
  code: z.string(),
  name: z.string(),
  maxOccupancy: z.number().int(),
  /** Why the room type has no rate for this stay (the party does not fit, a restriction), or null. */
  notice: z.string().nullable(),
  rates: z.array(deskRate),
});
export type DeskRoomType = z.infer<typeof deskRoomType>;

export const availabilityResult = z.object({
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  roomQty: z.number().int(),
  adultNum: z.number().int(),
  childrenNum: z.number().int(),
  roomTypes: z.array(deskRoomType),
});
export type AvailabilityResult = z.infer<typeof availabilityResult>;

/** A phone number (11 digits, or + and country code) or a member card number, spaces and hyphens ignored. */
export const memberLookupInput = z.object({
  hotel,
  q: z
    .string({ error: M.lookupInvalid })
    .transform((v) => storedMobileOrText(v.replace(/[\s-]/g, '').toUpperCase()))
    .pipe(z.string().regex(/^(\+\d{6,15}|[A-Z0-9]{6,20})$/, M.lookupInvalid)),
});

/** What the desk sees of a member it books for: enough to confirm who is on the phone, no more. */
export const deskMember = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 139****5678 */
  maskedMobile: z.string(),
  level: z.enum(MEMBER_LEVEL_KEYS),
});
export type DeskMember = z.infer<typeof deskMember>;

export const memberLookupResult = z.object({ members: z.array(deskMember) });

export const GUEST_KINDS = ['member', 'guest'] as const;

/** The booking, in the form's order: the stay, the choice, the guest, how it came in, how it is paid. */
export const deskBookingInput = z
  .object({
    ...stayFields,
    roomTypeCode: singleLine(M.roomTypeRequired).trim().min(1, M.roomTypeRequired).max(20, M.roomTypeRequired),
    rateCode: singleLine(M.rateRequired).trim().min(1, M.rateRequired).max(20, M.rateRequired),
    guestKind: z.enum(GUEST_KINDS, { error: M.guestKindInvalid }),
    memberId: optional(adminIdField(M.memberRequired)),
    revUser: optional(singleLine(M.revUserInvalid, M.revUserRequired).trim().min(1, M.revUserRequired).max(50, M.revUserRequired)),
    mobile: optional(mobileNumber(M.mobileInvalid)),
    email: optional(singleLine(M.emailInvalid).trim().max(100, M.emailInvalid).regex(EMAIL_PATTERN, M.emailInvalid)),
    source: z.enum(DESK_SOURCES, { error: M.sourceInvalid }),
    arrivalTime: optional(z.enum(ARRIVAL_SLOTS, { error: M.arrivalTimeInvalid })),
    remark: optional(multiLine(M.remarkInvalid).trim().max(REMARK_MAX, M.remarkInvalid)).transform((v) => v ?? ''),
    settlement: z.enum(DESK_SETTLEMENTS, { error: M.settlementInvalid }),
    linkVia: optional(z.enum(PAY_LINK_VIA, { error: M.linkViaInvalid })),
    deskMethod: optional(z.enum(DESK_PAY_METHODS, { error: M.deskMethodInvalid })),
    deskReference: optional(singleLine(M.deskReferenceRequired).trim().min(1, M.deskReferenceRequired).max(40, M.deskReferenceRequired)),
  })
  .superRefine((b, ctx) => {
    const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (b.guestKind === 'member' && b.memberId === undefined) problem('memberId', M.memberRequired);
    if (b.guestKind === 'guest' && b.revUser === undefined) problem('revUser', M.revUserRequired);
    if (b.guestKind === 'guest' && b.mobile === undefined) problem('mobile', M.mobileInvalid);
    if (b.settlement === 'link' && b.linkVia === undefined) problem('linkVia', M.linkViaInvalid);
    if (b.settlement === 'link' && b.linkVia === 'email' && b.email === undefined) problem('email', M.linkEmailRequired);
    if (b.settlement === 'desk' && b.deskMethod === undefined) problem('deskMethod', M.deskMethodInvalid);
    if (b.settlement === 'desk' && b.deskReference === undefined) problem('deskReference', M.deskReferenceRequired);
  });
export type DeskBookingInput = z.output<typeof deskBookingInput>;

export const deskBookingResult = z.object({
  orderNo: z.string(),
  revNo: z.string(),
  state: z.number().int(),
  payResult: z.number().int(),
  payment: z.enum(['hotel', 'prepaid']),
  settlement: z.enum(DESK_SETTLEMENTS),
  totalAmount: z.number().int(),
  discountAmount: z.number().int(),
  actualAmount: z.number().int(),
  /** A payment link's deadline (the order's pay deadline), or null. */
  payDeadline: z.string().nullable(),
});
export type DeskBookingResult = z.infer<typeof deskBookingResult>;

export const deskBookingEndpoints = {
  availability: adminEndpoint({ method: 'GET', path: '/adminapi/v1/orders/book/availability', input: availabilityInput, output: availabilityResult }),
  // A POST: the phone number or card stays out of URLs and access logs, and the write rate limit applies.
  memberLookup: adminEndpoint({ method: 'POST', path: '/adminapi/v1/orders/book/member-lookup', input: memberLookupInput, output: memberLookupResult }),
  book: adminEndpoint({ method: 'POST', path: '/adminapi/v1/orders/book', input: deskBookingInput, output: deskBookingResult }),
} as const;
