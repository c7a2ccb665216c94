import { z } from 'zod';
import { PAY_LABELS, PAYMENT_LABELS } from '../constants.ts';
import { DESK_PAY_METHOD_LABELS, type DeskPayMethod } from './admin/desk-booking.ts';

/**
 * A booking's statement (ご利用明細, issue 28; decision 0069): what the stay costs, line by line,
 * what was paid and given back, and the balance. One schema for the member's and the staff's
 * answer and for the pages that show it. Amounts are whole CNY; times are ISO instants.
 */

/** What a charge line is: the stay's nights and discounts, what cancelling took off, and the fees kept. */
export const STATEMENT_CHARGE_KINDS = ['night', 'promotion', 'coupon', 'discount', 'change_fee', 'stay_cancelled', 'cancel_fee', 'no_show_fee'] as const;

/** Where a payment was made: online (a payments row), the member card, the desk, or settled at the hotel at check-out. */
export const STATEMENT_PAY_METHODS = ['alipay', 'wechat', 'card', 'desk_cash', 'desk_card', 'desk_alipay', 'desk_wechat', 'desk', 'hotel'] as const;
export type StatementPayMethod = (typeof STATEMENT_PAY_METHODS)[number];

/** A refund: succeeded counts; requested or processing is 処理中 and does not count yet; failed never counts. */
export const STATEMENT_REFUND_STATES = ['processing', 'succeeded', 'failed'] as const;
export type StatementRefundState = (typeof STATEMENT_REFUND_STATES)[number];

const atDesk = (method: DeskPayMethod) => `フロント（${DESK_PAY_METHOD_LABELS[method]}）`;

/**
 * How money was paid, in the guest's and staff's words: the one table the statement, the receipt
 * and the order detail read (the online methods as the specification's getPayMethods names them,
 * the desk's as its booking form does).
 */
export const STATEMENT_PAY_METHOD_LABELS: Record<StatementPayMethod, string> = {
  alipay: PAY_LABELS.alipay,
  wechat: PAY_LABELS.wechat,
  card: '会員カード',
  desk_cash: atDesk('cash'),
  desk_card: atDesk('card'),
  desk_alipay: atDesk('alipay'),
  desk_wechat: atDesk('wechat'),
  desk: 'フロント',
  hotel: `${PAYMENT_LABELS.hotel}（ホテルでお支払い）`,
};

/** An order's or payment's pay code (alipay, wechat, card, desk_cash …) in words; null for a code this table does not know. */
export function payCodeLabel(code: string | null): string | null {
  return code !== null && code in STATEMENT_PAY_METHOD_LABELS ? STATEMENT_PAY_METHOD_LABELS[code as StatementPayMethod] : null;
}

export const STATEMENT_REFUND_STATE_LABELS: Record<StatementRefundState, string> = { processing: '処理中', succeeded: '返金済', failed: '返金不成立' };

const chargeLine = z.object({
  kind: z.enum(STATEMENT_CHARGE_KINDS),
  label: z.string(),
  /** A night's date (YYYY-MM-DD); null for the other lines. */
  date: z.string().nullable(),
  /** A night's rooms and price per room; null for the other lines. */
  rooms: z.number().int().nullable(),
  unitPrice: z.number().int().nullable(),
  /** Negative for discounts and for the stay a cancellation took off. */
  amount: z.number().int(),
});

const paymentLine = z.object({
  method: z.enum(STATEMENT_PAY_METHODS),
  label: z.string(),
  amount: z.number().int(),
  at: z.string().nullable(),
  /** Paid for a change of the booking (its difference), not for the booking itself. */
  forChange: z.boolean(),
  /** Our payment number (payments.pay_id) when a payments row records it; null for the card, the desk, the hotel. */
  reference: z.string().nullable(),
});

const refundLine = z.object({
  method: z.enum(STATEMENT_PAY_METHODS),
  label: z.string(),
  amount: z.number().int(),
  /** When it succeeded, or when it was asked for while it is still in process. */
  at: z.string().nullable(),
  state: z.enum(STATEMENT_REFUND_STATES),
  stateLabel: z.string(),
  reason: z.string(),
  /** Our refund number (refunds.refund_id); null for money credited back to the member card. */
  reference: z.string().nullable(),
});

export const orderStatement = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  hotelCode: z.string(),
  hotelName: z.string(),
  roomTypeName: z.string(),
  rateName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  roomQty: z.number().int(),
  payment: z.enum(['hotel', 'prepaid']),
  /** The order's state (0 booked, 1 paid, 2 cancelled, 9 completed, 10 expired) and its words. */
  state: z.number().int(),
  stateLabel: z.string(),
  charges: z.array(chargeLine),
  /** What the stay's amount (after discounts) is made of, service and VAT included. */
  breakdown: z.object({ stayAmount: z.number().int(), room: z.number().int(), service: z.number().int(), vat: z.number().int(), label: z.string() }),
  payments: z.array(paymentLine),
  refunds: z.array(refundLine),
  totals: z.object({
    charges: z.number().int(),
    paid: z.number().int(),
    refunded: z.number().int(),
    /** charges − paid + refunded: positive, the guest owes it; negative, it is owed to the guest. */
    balance: z.number().int(),
  }),
  /** A sentence about the balance for the guest (due at the hotel, refund in process…), or null. */
  note: z.string().nullable(),
});
export type OrderStatement = z.infer<typeof orderStatement>;
export type StatementChargeLine = z.infer<typeof chargeLine>;
export type StatementPaymentLine = z.infer<typeof paymentLine>;
export type StatementRefundLine = z.infer<typeof refundLine>;
