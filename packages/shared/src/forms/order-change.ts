import { z } from 'zod';
import { MAX_ROOMS_PER_BOOKING } from '../constants.ts';
import { hotelToday } from '../hotel-date.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { isoDate, wholeNumber } from '../schemas/booking.ts';
import type { OrderChangeInput } from '../schemas/order-change.ts';
import { ORDER_CHANGE_PAGE_MESSAGES } from './order-change-fields.ts';
import { partyProblem, stayDateProblem } from '../stay-rules.ts';

/** A refinement's `when`: none of these fields has a problem yet. */
const wellFormed =
  (...fields: string[]) =>
  (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));

/**
 * The guest's change of a booking (issue 25, decision 0059): the stay wanted instead, as the
 * change page posts it, for the browser and the page's action alike. The dates follow search's
 * rules (stayDateProblem) and the party the spec's (partyProblem); the room type's own capacity,
 * the plan's payment type and the rooms left are the quote's to decide (orderChangeBody).
 */
export const orderChangeForm = z
  .object({
    checkIn: isoDate(SERVER_MESSAGES.checkInInvalid),
    checkOut: isoDate(SERVER_MESSAGES.checkOutInvalid),
    roomQty: wholeNumber(1, MAX_ROOMS_PER_BOOKING, SERVER_MESSAGES.roomNumInvalid),
    adultNum: wholeNumber(1, 30, SERVER_MESSAGES.partyInvalid),
    childrenNum: wholeNumber(0, 30, SERVER_MESSAGES.partyInvalid),
    /** roomPlanValue: `SK|BAR`. */
    room: z
      .string({ error: ORDER_CHANGE_PAGE_MESSAGES.roomPlanRequired })
      .regex(/^[^|\s]{1,20}\|[^|\s]{1,20}$/, ORDER_CHANGE_PAGE_MESSAGES.roomPlanRequired)
      .transform((v) => {
        const [roomTypeCode = '', rateCode = ''] = v.split('|');
        return { roomTypeCode, rateCode };
      }),
  })
  // Each rule across fields only once its fields are well formed: one message per field.
  .superRefine(
    (v, ctx) => {
      const dates = stayDateProblem(v.checkIn, v.checkOut, hotelToday());
      if (dates) ctx.addIssue({ code: 'custom', path: [dates === SERVER_MESSAGES.checkInPast ? 'checkIn' : 'checkOut'], message: dates });
    },
    { when: wellFormed('checkIn', 'checkOut') },
  )
  .superRefine(
    (v, ctx) => {
      const party = partyProblem(v.roomQty, v.adultNum, v.childrenNum);
      if (party) ctx.addIssue({ code: 'custom', path: ['adultNum'], message: party });
    },
    { when: wellFormed('roomQty', 'adultNum', 'childrenNum') },
  );
export type OrderChangeFormData = z.output<typeof orderChangeForm>;

/** The quoteOrderChange / changeOrder body for the form's stay. */
export function toOrderChangeBody(orderId: number, form: OrderChangeFormData): OrderChangeInput {
  const { room, ...stay } = form;
  return { orderId, ...stay, ...room };
}
