import { z } from 'zod';
import { adminEndpoint } from '../../api/admin-endpoint.ts';
import { isoDate, wholeNumber } from '../booking.ts';
import { multiLine, singleLine } from '../text.ts';
import { ORDER_SOURCES } from './desk-booking.ts';

/**
 * The front desk's order desk (/adminapi/v1/orders/*, issue 10 "Orders"): search, today's lists,
 * detail, check-in, check-out, no-show, cancel, notes, the unsettled list and the CSV export.
 * Check-in is recorded on the order; the guest keeps seeing the spec's states
 * (docs/decisions/0024-front-desk-and-order-lifecycle.md).
 */

export const ORDERS_MESSAGES = {
  hotelRequired: 'ホテルを指定してください',
  orderNoRequired: '予約番号を指定してください',
  queryInvalid: '検索語は50文字以内で入力してください',
  dateInvalid: '日付はYYYY-MM-DDの形式で入力してください',
  dateRangeInvalid: '終了日は開始日以降にしてください',
  stateInvalid: '予約状態が正しくありません',
  pageInvalid: 'ページ番号が正しくありません',
  reasonRequired: '理由を入力してください（200文字以内）',
  noteRequired: 'メモを入力してください（1000文字以内）',
  orderNotFound: '該当する予約が見つかりません',
  checkInNotBooked: 'この予約はチェックインできません（予約中・支払済の予約のみ）',
  checkInTooEarly: '到着日より前にはチェックインできません',
  checkInAfterStay: '出発日を過ぎた予約はチェックインできません',
  alreadyCheckedIn: 'この予約はすでにチェックイン済みです',
  checkOutNotCheckedIn: 'チェックインしていない予約はチェックアウトできません',
  checkOutNotOpen: 'この予約はチェックアウトできません（すでに完了または取消済み）',
  noShowNotBooked: 'この予約はノーショーにできません（予約中・支払済の予約のみ）',
  noShowTooEarly: '到着日より前にはノーショーにできません',
  noShowCheckedIn: 'チェックイン済みの予約はノーショーにできません',
  cancelNotBooked: 'この予約はキャンセルできません（予約中・支払済の予約のみ）',
  channelCancel: 'チャネル経由のご予約です。取消は販売サイト（チャネルマネージャー）で行ってください。当サイトには自動で反映されます',
  cancelCheckedIn: 'チェックイン済みの予約はキャンセルできません。チェックアウトしてください',
  checkedIn: 'チェックインしました',
  checkedOut: 'チェックアウトしました',
  noShowRecorded: 'ノーショーとして処理しました',
  cancelled: '予約をキャンセルしました',
  noteAdded: 'メモを追加しました',
} as const;

/** The spec's order states (site-spec §3/§4), as staff read them. */
export const ORDER_STATE_LABELS: Record<number, string> = {
  0: '予約中',
  1: '支払済',
  2: 'キャンセル',
  9: '完了',
  10: '期限切れ',
};
export const DESK_STATES = [0, 1, 2, 9, 10] as const;

/** An online payment's status (payments.status) as staff read it. */
export const PAYMENT_STATUS_LABELS: Record<string, string> = { pending: '支払い待ち', paid: '支払済', refund_due: '要返金', closed: '取消済' };
/** A refund's status (refunds.status) as staff read it. */
export const REFUND_STATUS_LABELS: Record<string, string> = { requested: '受付済', processing: '処理中', succeeded: '返金済', failed: '失敗' };
/** A status code in words; a status not listed says so rather than showing its code. */
export const statusLabel = (labels: Record<string, string>, status: string) => (Object.hasOwn(labels, status) ? labels[status]! : '不明な状態');

const yuan = (amount: number) => `${amount.toLocaleString('ja-JP')}元`;

/**
 * What closing the order now (a cancellation, a no-show) means for the guest, said before the
 * button: the policy's charge (OrderDesk's chargeNow, the same rule as stay-charge.ts) and what
 * goes back to them online.
 */
export function deskCloseTermsText(policy: { charge: number; refund: number; rule: string }, paidOnline: boolean): string {
  const kept = policy.charge > 0 ? `規定により ${yuan(policy.charge)} をいただきます（${policy.rule}）` : `請求はありません（${policy.rule}）`;
  if (!paidOnline) return `キャンセルした場合：${kept}。オンラインでのお支払いはないため、返金はありません。`;
  return policy.refund > 0 ? `キャンセルした場合：お客様に ${yuan(policy.refund)} を返金します。${kept}。` : `キャンセルした場合：お客様への返金はありません。${kept}。`;
}
/** Results per page of the search (and the CSV export's cap). */
export const ORDER_SEARCH_PAGE_SIZE = 20;
export const ORDER_EXPORT_MAX_ROWS = 5000;

const M = ORDERS_MESSAGES;
const hotel = singleLine(M.hotelRequired).trim().min(1, M.hotelRequired).max(16, M.hotelRequired);
const orderNo = singleLine(M.orderNoRequired).trim().min(1, M.orderNoRequired).max(32, M.orderNoRequired);
const blankToUndefined = (v: string | null | undefined) => (v ? v : undefined);
const optionalDate = z
  .union([isoDate(M.dateInvalid), z.literal(''), z.null()], {
    error: M.dateInvalid,
  })
  .optional()
  .transform(blankToUndefined);

/** Search filters, shared by the search and the CSV export. */
const filterFields = z.object({
  hotel,
  /** Order number, guest name, or phone (full number or its last digits). */
  q: singleLine(M.queryInvalid).trim().max(50, M.queryInvalid).nullish().transform(blankToUndefined),
  /** Stays overlapping from … to (hotel dates, inclusive). */
  from: optionalDate,
  to: optionalDate,
  state: z
    .union([wholeNumber(0, 10, M.stateInvalid), z.literal(''), z.null()], {
      error: M.stateInvalid,
    })
    .optional()
    .transform((v) => (v === '' || v === null ? undefined : v))
    .refine((v) => v === undefined || (DESK_STATES as readonly number[]).includes(v), M.stateInvalid),
});
const datesInOrder = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
export const orderFilters = filterFields.refine(datesInOrder, {
  message: M.dateRangeInvalid,
  path: ['to'],
});
export type OrderFilters = z.infer<typeof orderFilters>;

export const orderSearchInput = filterFields.extend({ page: wholeNumber(1, 10_000, M.pageInvalid).optional().default(1) }).refine(datesInOrder, { message: M.dateRangeInvalid, path: ['to'] });

/** One order as the desk lists it. */
export const deskOrder = z.object({
  orderNo: z.string(),
  hotelCode: z.string(),
  revUser: z.string(),
  mobile: z.string(),
  roomTypeName: z.string(),
  rateName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  roomQty: z.number().int(),
  payment: z.enum(['hotel', 'prepaid']),
  isFreeCancel: z.boolean(),
  actualAmount: z.number().int(),
  payResult: z.number().int(),
  state: z.number().int(),
  arrivalTime: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  checkedOutAt: z.string().nullable(),
  createdAt: z.string(),
  /** web, or how staff took it: phone, walk_in, email (issue 25); channel: a travel site through a channel manager (issue 26). */
  source: z.enum(ORDER_SOURCES),
  /** A channel order's travel site (Booking.com, Ctrip, …); null otherwise. */
  channelName: z.string().nullable(),
  /** A channel order for nights we no longer had (decision 0063): the hotel must find the guest a room. */
  overbooked: z.boolean(),
});
export type DeskOrder = z.infer<typeof deskOrder>;

export const orderSearchResult = z.object({
  orders: z.array(deskOrder),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const orderTodayInput = z.object({ hotel, date: optionalDate });
export const orderTodayResult = z.object({
  date: z.string(),
  arrivals: z.array(deskOrder),
  departures: z.array(deskOrder),
  inHouse: z.array(deskOrder),
});

export const orderRef = z.object({ hotel, orderNo });

const deskRefund = z.object({
  refundId: z.string(),
  amount: z.number().int(),
  status: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
const deskPayment = z.object({
  payId: z.string(),
  method: z.string(),
  amount: z.number().int(),
  status: z.string(),
  paidAt: z.string().nullable(),
  refunds: z.array(deskRefund),
});
const deskNote = z.object({
  id: z.number().int(),
  staffName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
const deskHistory = z.object({
  at: z.string(),
  action: z.string(),
  staffEmail: z.string().nullable(),
  detail: z.unknown(),
});

export const orderDetailResult = z.object({
  order: deskOrder.extend({
    email: z.string().nullable(),
    remark: z.string(),
    breakfast: z.string(),
    adultNum: z.number().int(),
    childrenNum: z.number().int(),
    totalAmount: z.number().int(),
    /** promotionAmount + couponAmount (decision 0042). */
    discountAmount: z.number().int(),
    promotionAmount: z.number().int(),
    couponAmount: z.number().int(),
    promotionName: z.string().nullable(),
    couponCode: z.string().nullable(),
    payDeadline: z.string().nullable(),
    paidAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    noShowReason: z.string().nullable(),
    noShowCharge: z.number().int().nullable(),
    cancelCharge: z.number().int().nullable(),
    /** A staff-made booking's 予約者: who booked it (null for a booking made on the site). */
    bookedBy: z.string().nullable(),
    /** A channel order: the channel manager's reservation id, and the nights and rooms it could not take. */
    channelResId: z.string().nullable(),
    overbookedNights: z.array(z.object({ date: z.string(), qty: z.number().int() })),
  }),
  payments: z.array(deskPayment),
  notes: z.array(deskNote),
  history: z.array(deskHistory),
  /** What staff may do now (the buttons shown). */
  actions: z.array(z.enum(['checkIn', 'checkOut', 'noShow', 'cancel'])),
  /** What a no-show or a cancellation would charge now, and give back online. */
  policy: z.object({
    charge: z.number().int(),
    refund: z.number().int(),
    rule: z.string(),
  }),
});
export type OrderDetail = z.infer<typeof orderDetailResult>;

export const reasonInput = orderRef.extend({
  reason: multiLine(M.reasonRequired, M.reasonRequired).trim().min(1, M.reasonRequired).max(200, M.reasonRequired),
});
export const noteInput = orderRef.extend({
  body: multiLine(M.noteRequired, M.noteRequired).trim().min(1, M.noteRequired).max(1000, M.noteRequired),
});

/** The answer to an action: the order as it is now, what was charged and refunded. */
export const orderActionResult = z.object({
  order: deskOrder,
  charge: z.number().int().nullable(),
  refunded: z.number().int(),
  pointsCredited: z.number().int(),
});

export const unsettledInput = z.object({ hotel });
export const unsettledResult = z.object({ orders: z.array(deskOrder) });

export const orderEndpoints = {
  search: adminEndpoint({
    method: 'GET',
    path: '/adminapi/v1/orders/search',
    input: orderSearchInput,
    output: orderSearchResult,
  }),
  today: adminEndpoint({
    method: 'GET',
    path: '/adminapi/v1/orders/today',
    input: orderTodayInput,
    output: orderTodayResult,
  }),
  detail: adminEndpoint({
    method: 'GET',
    path: '/adminapi/v1/orders/detail',
    input: orderRef,
    output: orderDetailResult,
  }),
  checkIn: adminEndpoint({
    method: 'POST',
    path: '/adminapi/v1/orders/check-in',
    input: orderRef,
    output: orderActionResult,
  }),
  checkOut: adminEndpoint({
    method: 'POST',
    path: '/adminapi/v1/orders/check-out',
    input: orderRef,
    output: orderActionResult,
  }),
  noShow: adminEndpoint({
    method: 'POST',
    path: '/adminapi/v1/orders/no-show',
    input: reasonInput,
    output: orderActionResult,
  }),
  cancel: adminEndpoint({
    method: 'POST',
    path: '/adminapi/v1/orders/cancel',
    input: reasonInput,
    output: orderActionResult,
  }),
  note: adminEndpoint({
    method: 'POST',
    path: '/adminapi/v1/orders/note',
    input: noteInput,
    output: orderActionResult,
  }),
  unsettled: adminEndpoint({
    method: 'GET',
    path: '/adminapi/v1/orders/unsettled',
    input: unsettledInput,
    output: unsettledResult,
  }),
} as const;

/** GET /adminapi/v1/orders/export.csv: the search's filters; the answer is the CSV file itself. */
export const ORDER_EXPORT_PATH = '/adminapi/v1/orders/export.csv';
