import { z } from 'zod';
import { PAY_LINK_MESSAGES } from '../pay-link-messages.ts';
import { payMethod, payMethodCode } from './pay.ts';
import { singleLine } from './text.ts';

/**
 * The guest side of a payment link (issue 25, decision 0059): the token from the link's address
 * is the only credential; no member login. A token that opens nothing (wrong, expired, another
 * order's) is a 404 with PAY_LINK_MESSAGES.linkInvalid, whatever else the request says.
 */
const M = PAY_LINK_MESSAGES;
export const payLinkToken = singleLine(M.linkInvalid).trim().min(1, M.linkInvalid).max(200, M.linkInvalid);

export const payLinkQuery = z.object({ token: payLinkToken });
/** Pay with a QR method (Alipay, WeChat Pay): the member card is not offered through a link. */
export const linkPayBody = z.object({ token: payLinkToken, code: payMethodCode });
export const checkLinkPayBody = z.object({ token: payLinkToken });

/** What the link's page shows: the order, the guest's name masked, and whether it can still be paid. */
export const payLinkSummary = z.object({
  orderNo: z.string(),
  hotelCode: z.string(),
  hotelName: z.string(),
  roomTypeName: z.string(),
  rateName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  roomQty: z.number().int(),
  /** 佐藤 健 → 佐＊ ＊ (the first character only). */
  guestName: z.string(),
  /** Whole CNY: what the guest pays. */
  amount: z.number().int(),
  /** The order's pay deadline (ISO), or null (pay at the hotel). */
  payDeadline: z.string().nullable(),
  /** When this link stops opening the page (ISO). */
  linkExpiresAt: z.string(),
  paid: z.boolean(),
  /** Booked, unpaid and before its deadline: the pay buttons show. */
  payable: z.boolean(),
  state: z.number().int(),
  /** The QR methods on offer (those with a gateway). */
  methods: z.array(payMethod),
});
export type PayLinkSummary = z.infer<typeof payLinkSummary>;

export const linkPayResult = z.object({ payId: z.string(), payUrl: z.string(), qrCode: z.string() });
