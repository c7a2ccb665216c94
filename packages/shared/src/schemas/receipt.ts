import { z } from 'zod';
import { RECEIPT_HONORIFICS, RECEIPT_TEXT_MAX } from '../receipt-rules.ts';
import { positiveId } from './hotel.ts';
import { singleLine } from './text.ts';

/**
 * Receipts (領収書, issue 28 part 3, decision 0070): a paid or stayed booking's receipt, issued by
 * its hotel with a number of that hotel; the guest (or staff) chooses the 宛名 and 但し書き, and a
 * later issue with other wording is marked 再発行. The same form for the member and for staff.
 */


export const RECEIPT_MESSAGES = {
  addresseeRequired: '宛名を入力してください',
  addresseeTooLong: `宛名は${RECEIPT_TEXT_MAX}文字以内で入力してください`,
  addresseeInvalid: '宛名に使えない文字（改行・制御文字）が含まれています',
  honorificRequired: '敬称（様・御中）を選んでください',
  provisoRequired: '但し書きを入力してください',
  provisoTooLong: `但し書きは${RECEIPT_TEXT_MAX}文字以内で入力してください`,
  provisoInvalid: '但し書きに使えない文字（改行・制御文字）が含まれています',
  /** The character the receipt's font cannot print is named (server side). */
  unprintable: (field: '宛名' | '但し書き', chars: string) => `${field}に領収書に印字できない文字が含まれています：${chars}`,
  notEligible: '領収書はお支払い済みまたはご宿泊後のご予約に発行できます',
  issueNotFound: '該当する領収書が見つかりません',
  issued: '領収書を発行しました',
  reissued: '領収書を再発行しました',
  same: '発行済みの領収書をお渡しします（内容は前回と同じです）',
} as const;

const M = RECEIPT_MESSAGES;

/** Characters a receipt's line may hold: no control characters, no line breaks (the font check is the server's). */
const receiptLine = (required: string, tooLong: string, invalid: string) =>
  singleLine(invalid, required).trim().min(1, required).refine((s) => [...s].length <= RECEIPT_TEXT_MAX, tooLong);

/** The form's fields, for the member's page and the staff panel alike. */
export const receiptFields = z.object({
  addressee: receiptLine(M.addresseeRequired, M.addresseeTooLong, M.addresseeInvalid),
  honorific: z.enum(RECEIPT_HONORIFICS, { error: M.honorificRequired }),
  proviso: receiptLine(M.provisoRequired, M.provisoTooLong, M.provisoInvalid),
});
export type ReceiptFields = z.infer<typeof receiptFields>;

/** POST /order/issueReceipt. */
export const issueReceiptBody = receiptFields.extend({ orderId: positiveId });

/** GET /order/getReceiptPdf: the latest issue without `issue`. */
export const receiptPdfQuery = z.object({ orderId: positiveId, issue: z.coerce.number().int().min(1).max(999).optional() });

/** One issue of a receipt, as the member and staff see it listed (the PDF is fetched apart). */
export const receiptIssue = z.object({
  receiptNo: z.string(),
  issueNo: z.number().int(),
  issuedAt: z.string(),
  addressee: z.string(),
  honorific: z.enum(RECEIPT_HONORIFICS),
  proviso: z.string(),
  amount: z.number().int(),
  /** True from the second issue on (再発行). */
  reissue: z.boolean(),
});
export type ReceiptIssue = z.infer<typeof receiptIssue>;

/** What the form starts from, and what was issued so far (newest first). */
export const orderReceipts = z.object({
  eligible: z.boolean(),
  defaults: receiptFields,
  issues: z.array(receiptIssue),
});
export type OrderReceipts = z.infer<typeof orderReceipts>;

/** The receipt's file name: receipt-<hotel>-000012.pdf, or …-2.pdf for a re-issue. */
export const receiptFileName = (receiptNo: string, issueNo: number) => `receipt-${receiptNo}${issueNo > 1 ? `-${issueNo}` : ''}.pdf`;
