import { z } from 'zod';
import { adminEndpoint } from '../../api/admin-endpoint.ts';
import { MAX_ROOMS_PER_BOOKING } from '../../constants.ts';
import { CHANGE_MESSAGES, SERVER_MESSAGES } from '../../messages.ts';
import { isoDate, rateCode, roomTypeCode, wholeNumber } from '../booking.ts';
import { amendmentLine, changeStay, orderChangeQuote } from '../order-change.ts';
import { singleLine } from '../text.ts';
import { orderRef } from './orders.ts';

/** The most a night may be set to by hand (whole CNY per room): a typo of an extra zero or two is refused. */
export const OVERRIDE_PRICE_MAX = 100_000;

const nightOverride = z.object({
  date: isoDate(CHANGE_MESSAGES.overrideInvalid),
  price: wholeNumber(0, OVERRIDE_PRICE_MAX, CHANGE_MESSAGES.overrideInvalid),
});

/**
 * A staff change of a booking (issue 25, decision 0059): the whole stay wanted, as a guest's, plus
 * nightly prices set by hand (orders.override) with the reason, which the 変更履歴 and audit log keep.
 */
export const deskChangeInput = orderRef.extend({
  checkIn: isoDate(SERVER_MESSAGES.checkInInvalid),
  checkOut: isoDate(SERVER_MESSAGES.checkOutInvalid),
  roomTypeCode,
  rateCode,
  roomQty: wholeNumber(1, MAX_ROOMS_PER_BOOKING, SERVER_MESSAGES.roomNumInvalid),
  adultNum: wholeNumber(1, 30, SERVER_MESSAGES.partyInvalid),
  childrenNum: wholeNumber(0, 30, SERVER_MESSAGES.partyInvalid),
  overrides: z.array(nightOverride).max(60, CHANGE_MESSAGES.overrideInvalid).optional(),
  reason: singleLine(CHANGE_MESSAGES.reasonInvalid).trim().max(200, CHANGE_MESSAGES.reasonInvalid).optional(),
});
export type DeskChangeInput = z.infer<typeof deskChangeInput>;

/** A staff change is applied at once: a dearer stay's difference is collected at the desk, a cheaper one's refund goes back the way the guest paid. */
export const deskChangeResult = z.object({
  amendmentId: z.number().int(),
  newAmount: z.number().int(),
  /** To collect at the desk. */
  toPay: z.number().int(),
  refund: z.number().int(),
});

/** What the staff change form offers: the booking as it stands, the hotel's room types and the plans paid the same way. */
export const deskChangeOptions = z.object({
  before: changeStay,
  roomTypes: z.array(z.object({ code: z.string(), name: z.string(), maxOccupancy: z.number().int() })),
  plans: z.array(z.object({ code: z.string(), name: z.string() })),
  /** Whether the person may set nightly prices (orders.override for this hotel). */
  canOverride: z.boolean(),
  /** Checked in: the arrival is fixed, past nights stay. */
  inHouse: z.boolean(),
});
export type DeskChangeOptions = z.infer<typeof deskChangeOptions>;

export const amendmentHistory = z.object({ amendments: z.array(amendmentLine) });
export type AmendmentHistory = z.infer<typeof amendmentHistory>;

export const orderChangeEndpoints = {
  quote: adminEndpoint({ method: 'POST', path: '/adminapi/v1/orders/change/quote', input: deskChangeInput, output: orderChangeQuote }),
  apply: adminEndpoint({ method: 'POST', path: '/adminapi/v1/orders/change', input: deskChangeInput, output: deskChangeResult }),
  options: adminEndpoint({ method: 'GET', path: '/adminapi/v1/orders/change/options', input: orderRef, output: deskChangeOptions }),
  history: adminEndpoint({ method: 'GET', path: '/adminapi/v1/orders/amendments', input: orderRef, output: amendmentHistory }),
};
