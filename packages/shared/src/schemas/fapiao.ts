import { z } from 'zod';
import { FAPIAO_BUYER_KINDS, FAPIAO_INVOICE_TYPES } from '../forms/fapiao.ts';

/**
 * A fapiao request as its guest sees it (decision 0071), and as the back office sees it (plus
 * the order's and guest's facts, schemas/admin/fapiao.ts). Times are ISO instants.
 */

export const FAPIAO_STATE_CODES = ['requested', 'issued', 'sent', 'rejected'] as const;

/** Guest- and staff-facing wording of each step (the API answers' messages). */
export const FAPIAO_API_MESSAGES = {
  requested: '发票の発行を依頼しました。発行されるとメールでお知らせします',
  notFound: '該当するご予約が見つかりません',
  requestNotFound: '該当する发票の依頼が見つかりません',
  notEligible: 'このご予約には发票を依頼できません（キャンセル・期限切れのご予約）',
  alreadyOpen: 'このご予約の发票はすでに依頼済みです。差戻しになった場合のみ再依頼できます',
  noDocument: '発行済みの发票はまだありません',
  fileMissing: '発行した电子发票（PDFまたはOFD）を選択してください',
  fileTooLarge: 'ファイルが大きすぎます（10MBまで）',
  fileNotInvoice: 'PDFまたはOFDの电子发票を選択してください（ファイルの中身を確認しました）',
  fileNameInvalid: 'ファイル名が長すぎるか、使えない文字を含んでいます',
  uploaded: '电子发票をアップロードしました（発行済）',
  notRequested: 'この依頼は依頼済の状態ではないため、操作できません',
  notIssued: '电子发票をアップロードしてから送付してください',
  sent: 'お客様に发票の発行をお知らせしました（送付済）',
  rejectReasonRequired: '差戻しの理由を入力してください（200文字以内）',
  rejected: '依頼を差戻しました。お客様に理由をお知らせしました',
  cannotReject: '送付済の依頼は差戻しできません',
  notifyFailed: 'お客様へのお知らせを送信できませんでした。しばらくしてからもう一度お試しください',
} as const;

/** The most an uploaded e-invoice may weigh. */
export const FAPIAO_MAX_BYTES = 10 * 1024 * 1024;

const instant = z.string().describe('ISO 8601 time');

export const fapiaoRequestView = z.object({
  id: z.number().int(),
  state: z.enum(FAPIAO_STATE_CODES),
  buyerKind: z.enum(FAPIAO_BUYER_KINDS),
  invoiceType: z.enum(FAPIAO_INVOICE_TYPES),
  title: z.string(),
  taxNo: z.string().nullable(),
  email: z.string(),
  companyAddress: z.string().nullable(),
  companyPhone: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccount: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: instant,
  issuedAt: instant.nullable(),
  sentAt: instant.nullable(),
  /** The uploaded e-invoice, when there is one. */
  document: z.object({ fileType: z.enum(['pdf', 'ofd']), fileName: z.string(), bytes: z.number().int() }).nullable(),
});
export type FapiaoRequestView = z.infer<typeof fapiaoRequestView>;

/** GET /order/getFapiao: the order, whether it may be asked for, the latest request and earlier (差戻し) ones. */
export const memberFapiao = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  hotelCode: z.string(),
  /** A new request can be made now (the order qualifies and no request is open). */
  canRequest: z.boolean(),
  current: fapiaoRequestView.nullable(),
  earlier: z.array(fapiaoRequestView),
});
export type MemberFapiao = z.infer<typeof memberFapiao>;
