import { z } from 'zod';
import { MAX_ROOMS_PER_BOOKING } from '../constants.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { byCalendarLimit, PRICE_CALENDAR_MESSAGES } from '../price-calendar.ts';
import { roomAndRateBody, wholeNumber } from './booking.ts';

/**
 * The lowest-price calendar (decision 0037): one month of a hotel's or a city's lowest nightly
 * price for a party, each day with its state (○ / 残りN室 / × / closed), as Japanese travel sites
 * show it in their date pickers.
 */

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const priceCalendarQuery = z
  .object({
    /** One hotel… */
    HotelCode: z
      .string({ error: PRICE_CALENDAR_MESSAGES.hotelInvalid })
      .trim()
      .regex(/^pro\d{3}$/, PRICE_CALENDAR_MESSAGES.hotelInvalid)
      .optional(),
    /** …or one city: the lowest across its open hotels. */
    CityCode: z
      .string({ error: PRICE_CALENDAR_MESSAGES.cityInvalid })
      .trim()
      .regex(/^[A-Z]{2,16}$/, PRICE_CALENDAR_MESSAGES.cityInvalid)
      .optional(),
    /** YYYY-MM. */
    month: z.string({ error: PRICE_CALENDAR_MESSAGES.monthInvalid }).trim().regex(MONTH, PRICE_CALENDAR_MESSAGES.monthInvalid),
    roomNum: wholeNumber(1, MAX_ROOMS_PER_BOOKING, SERVER_MESSAGES.roomNumInvalid).optional().default(1),
    adultNum: wholeNumber(1, 30, SERVER_MESSAGES.partyInvalid).optional().default(1),
    childrenNum: wholeNumber(0, 30, SERVER_MESSAGES.partyInvalid).optional().default(0),
    /** The search box's discount, as for the room search: its promotion and code-only plans price the nights too (decision 0044). */
    discountType: roomAndRateBody.shape.discountType,
    discountCode: roomAndRateBody.shape.discountCode,
  })
  .refine((q) => (q.HotelCode ? 1 : 0) + (q.CityCode ? 1 : 0) === 1, { error: PRICE_CALENDAR_MESSAGES.targetMissing });
export type PriceCalendarQuery = z.infer<typeof priceCalendarQuery>;

/**
 * - available (○): a room for the party is for sale that night, more than FEW_ROOMS_LEFT left
 *   (packages/shared/src/price-calendar.ts);
 * - few (残りN室): FEW_ROOMS_LEFT or fewer left;
 * - soldOut (×): no room for the party left (or no inventory);
 * - closed: staff stopped selling every room type that could take the party (stop-sell).
 */
export const dayState = z.enum(['available', 'few', 'soldOut', 'closed']);

export const priceCalendarDay = z.object({
  /** YYYY-MM-DD: the night from this date to the next. */
  date: z.string(),
  state: dayState,
  /** The lowest bookable rate for one room that night (CNY, what the rooms page shows per night); null unless available or few. */
  price: z.number().int().nullable(),
  /** Rooms left for the party that night; null unless available or few. */
  roomsLeft: z.number().int().nullable(),
  /** False when no room type that sells that night takes arrivals (closed to arrival): a stay may pass through, not start. */
  arrival: z.boolean(),
  /**
   * The limits RESTRICTIONS marks `calendar`, each the least strict among the room types it applies
   * to that night (null when one has none): `minStay`, the shortest minimum stay on arrival among
   * the room types that sell that night and take arrivals.
   */
  ...byCalendarLimit(() => z.number().int().nullable()),
});
export type PriceCalendarDay = z.infer<typeof priceCalendarDay>;

export const priceCalendar = z.object({
  month: z.string(),
  hotelCode: z.string().nullable(),
  cityCode: z.string().nullable(),
  /** The 残りN室 threshold the states were computed with. */
  fewRoomsLeft: z.number().int(),
  /** The days of the month a guest can book (today to today + 364, hotel time), ascending; others are not offered. */
  days: z.array(priceCalendarDay),
});
export type PriceCalendar = z.infer<typeof priceCalendar>;
