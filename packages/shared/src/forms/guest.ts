import { z } from 'zod';
import { ARRIVAL_SLOTS } from '../constants.ts';
import { DISCOUNT_MESSAGES, MESSAGES, SERVER_MESSAGES } from '../messages.ts';
import { singleLine } from '../schemas/text.ts';
import { GUEST_NAME_PART_MAX } from './guest-fields.ts';
import { withDialedMobile } from '../mobile-dial.ts';
import { arrivalTime, emailAddress, guestMobile, guestRemark, holdOrderNo, type SubmitOrderInput } from '../schemas/order.ts';

/**
 * The guest information step (spec §2 "Fill information", §5 booking rules): one schema for
 * the browser and the FillInformationStep action, built from submitOrderBody's own fields.
 * Spec order: name, mobile, email; then arrival time and request.
 */

const namePart = singleLine(SERVER_MESSAGES.nameInvalidCharacters, MESSAGES.guestNameRequired).trim().min(1, MESSAGES.guestNameRequired).max(GUEST_NAME_PART_MAX, MESSAGES.guestNameRequired);

export const guestForm = z.preprocess(
  (input) => withDialedMobile(input, 'mobile'),
  z.object({
  lastName: namePart,
  firstName: namePart,
  mobile: guestMobile,
  email: emailAddress,
  /** Shown but not used (spec §2). */
  country: singleLine().max(60).optional(),
  arrivalTime: arrivalTime.default(ARRIVAL_SLOTS[0]),
  remark: guestRemark,
  orderNo: holdOrderNo,
  /** The member coupon chosen on this step (decision 0042); empty: none. */
  couponId: z
    .string()
    .trim()
    .regex(/^\d{0,9}$/, DISCOUNT_MESSAGES.couponInvalid)
    .optional()
    .transform((v) => (v ? Number(v) : undefined)),
  }),
);
export type GuestFormData = z.output<typeof guestForm>;

/** The submitOrder payload (spec §3) for the guest's details; the server takes the stay from the hold. */
export function toSubmitOrderBody(guest: GuestFormData): SubmitOrderInput {
  return {
    orderNo: guest.orderNo,
    revUser: `${guest.lastName} ${guest.firstName}`,
    mobile: guest.mobile,
    email: guest.email,
    // Only the guest's own words: the arrival time has its own field.
    remark: guest.remark,
    arrivalTime: guest.arrivalTime,
    isRegistMember: true,
    couponId: guest.couponId,
    couponUsed: guest.couponId !== undefined,
  };
}
