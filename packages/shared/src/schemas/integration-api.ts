import { z } from 'zod';
import { RATES_LIMITS, RATES_MESSAGES, ratesBulkBody, ratesBulkResult } from './admin/rates.ts';
import { deskOrder, ORDERS_MESSAGES } from './admin/orders.ts';
import { singleLine } from './text.ts';

/**
 * The integration API (/integrationapi/v1, issue 27, decision 0065): a hotel's PMS reads the
 * reservations changed since its cursor and sets rooms to sell and stop-sell, with a key of
 * `Authorization: Bearer fk_…`. Answers are the usual envelope { success, message, data, statusCode }.
 */

export const INTEGRATION_API_PREFIX = '/integrationapi/v1';

export const INTEGRATION_API_MESSAGES = {
  unauthorized: 'APIキーが正しくないか、失効しています。Authorization: Bearer fk_… で有効なキーを指定してください',
  hotelForbidden: 'このAPIキーでは、このホテルを扱えません（hotel に、キーで使えるホテルを1つ指定してください）',
  scopeForbidden: 'このAPIキーは読み取り専用です。書き込みには「読み書き」のキーが必要です',
  hotelRequired: 'ホテルコード（hotel）を指定してください',
  cursorInvalid: 'カーソル（cursor）が正しくありません。前の応答の nextCursor をそのまま指定してください',
  limitInvalid: '件数（limit）は 1〜200 の整数で指定してください',
  orderNotFound: '該当する予約が見つかりません',
  inventoryChangesRequired: '販売室数（rooms）か販売停止（stopSell）を指定してください',
} as const;

export const RESERVATION_PAGE = { default: 50, max: 200 } as const;

const M = INTEGRATION_API_MESSAGES;
const hotel = singleLine(M.hotelRequired).trim().min(1, M.hotelRequired).max(16, M.hotelRequired);

export const reservationsQuery = z.object({
  hotel,
  /** Absent: from the beginning. Otherwise the nextCursor of the previous page, as it was. */
  cursor: singleLine(M.cursorInvalid).max(100, M.cursorInvalid).optional(),
  limit: z.coerce.number({ error: M.limitInvalid }).int(M.limitInvalid).min(1, M.limitInvalid).max(RESERVATION_PAGE.max, M.limitInvalid).default(RESERVATION_PAGE.default),
});
export type ReservationsQuery = z.infer<typeof reservationsQuery>;

export const reservationQuery = z.object({ hotel });
export const reservationParams = z.object({ orderNo: singleLine(ORDERS_MESSAGES.orderNoRequired).trim().min(1, ORDERS_MESSAGES.orderNoRequired).max(32, ORDERS_MESSAGES.orderNoRequired) });

/**
 * A reservation as a PMS keeps it: the order as the front desk lists it (deskOrder), with what the
 * desk's list leaves out, and its position in the change feed. A PMS upserts it by orderNo.
 */
export const integrationReservation = deskOrder.extend({
  roomTypeCode: z.string(),
  rateCode: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  email: z.string().nullable(),
  remark: z.string(),
  breakfast: z.string(),
  /** Per room and night, whole CNY, as sold. */
  nightlyPrices: z.array(z.object({ date: z.string(), price: z.number().int() })),
  totalAmount: z.number().int(),
  discountAmount: z.number().int(),
  /** unpaid | paid (payResult in words). */
  paymentStatus: z.enum(['unpaid', 'paid']),
  /** booked | paid | cancelled | completed | expired (state in words); a no-show is cancelled with noShow true. */
  status: z.enum(['booked', 'paid', 'cancelled', 'completed', 'expired']),
  noShow: z.boolean(),
  noShowCharge: z.number().int().nullable(),
  cancelledAt: z.string().nullable(),
  updatedAt: z.string(),
  /** The change position: this item's own cursor (the list's nextCursor is the last item's). */
  changePosition: z.string(),
});
export type IntegrationReservation = z.infer<typeof integrationReservation>;

export const reservationsPage = z.object({
  items: z.array(integrationReservation),
  /** Where the next read starts: the last item's position, or the cursor given when nothing changed since. */
  nextCursor: z.string().nullable(),
});
export type ReservationsPage = z.infer<typeof reservationsPage>;

/**
 * Rooms to sell and stop-sell for a hotel's room types and nights: the back office's bulk edit
 * (rates grid) with the same refusals and messages. weekdays: Sunday 0 … Saturday 6, default all.
 */
export const inventoryBody = ratesBulkBody
  .pick({ hotel: true, roomTypes: true, from: true, to: true })
  .extend({
    weekdays: ratesBulkBody.shape.weekdays.optional(),
    rooms: z
      .number({ error: RATES_MESSAGES.roomsInvalid })
      .int(RATES_MESSAGES.roomsInvalid)
      .min(0, RATES_MESSAGES.roomsInvalid)
      .max(RATES_LIMITS.roomsMax, RATES_MESSAGES.roomsInvalid)
      .optional(),
    stopSell: z.boolean({ error: RATES_MESSAGES.flagInvalid }).optional(),
  })
  .refine((b) => b.rooms !== undefined || b.stopSell !== undefined, M.inventoryChangesRequired);
export type InventoryBody = z.infer<typeof inventoryBody>;

export const inventoryResult = ratesBulkResult;
