import { z } from 'zod';
import { LOGIN_MODE, PASSWORD_MAX } from '../member-contract.ts';
import { PRIVACY_MESSAGES, SERVER_MESSAGES } from '../messages.ts';

/**
 * The member's personal-data operations (decision 0033; not in the spec, under /crsapi/v1/user):
 * GET /user/exportData (the member's data as a JSON download) and POST /user/closeAccount.
 */

// ---- POST /user/closeAccount -------------------------------------------------------------

/** Confirmation like /user/login: mode 2 (default) the password, mode 1 an SMS code sent with /user/smscode type 2. */
export const closeAccountBody = z
  .object({
    mode: z
      .union([z.literal(LOGIN_MODE.smsCode), z.literal(LOGIN_MODE.password), z.literal('1'), z.literal('2')], { error: SERVER_MESSAGES.loginModeInvalid })
      .transform((v) => Number(v) as 1 | 2)
      .default(LOGIN_MODE.password),
    code: z.string({ error: PRIVACY_MESSAGES.closeConfirmRequired }).trim().max(6, PRIVACY_MESSAGES.closeWrongSecret).optional(),
    Pwd: z.string({ error: PRIVACY_MESSAGES.closeConfirmRequired }).max(PASSWORD_MAX, PRIVACY_MESSAGES.closeWrongSecret).optional(),
  })
  .superRefine((body, ctx) => {
    const field = body.mode === LOGIN_MODE.smsCode ? 'code' : 'Pwd';
    if (!body[field]) ctx.addIssue({ code: 'custom', path: [field], message: PRIVACY_MESSAGES.closeConfirmRequired });
  });
export type CloseAccountBody = z.input<typeof closeAccountBody>;

// ---- GET /user/exportData ----------------------------------------------------------------

const instant = z.string().describe('ISO 8601 time');

export const memberDataExport = z.object({
  /** What this file is, for whoever opens it later. */
  about: z.string(),
  exportedAt: instant,
  profile: z.object({
    cardNo: z.string(),
    name: z.string(),
    mobile: z.string(),
    dialCode: z.string(),
    /** 1 Mr., 0 Ms. */
    sex: z.number().int(),
    birthDay: z.string().nullable(),
    country: z.string().nullable(),
    /** The language the member registered in (ja, zh, en). */
    language: z.string(),
    level: z.string(),
    points: z.number().int(),
    /** Stored value, whole CNY. */
    balance: z.number().int(),
    registeredAt: instant,
  }),
  consents: z.array(
    z.object({
      kind: z.string(),
      policyVersion: z.string(),
      source: z.string(),
      clientNetwork: z.string().nullable(),
      givenAt: instant,
      withdrawnAt: instant.nullable(),
    }),
  ),
  orders: z.array(
    z.object({
      orderNo: z.string(),
      revNo: z.string(),
      hotelCode: z.string(),
      roomTypeName: z.string(),
      rateName: z.string(),
      checkIn: z.string(),
      checkOut: z.string(),
      nights: z.number().int(),
      roomQty: z.number().int(),
      adultNum: z.number().int(),
      childrenNum: z.number().int(),
      revUser: z.string(),
      mobile: z.string(),
      email: z.string().nullable(),
      arrivalTime: z.string().nullable(),
      remark: z.string(),
      state: z.number().int(),
      payResult: z.number().int(),
      payment: z.string(),
      totalAmount: z.number().int(),
      discountAmount: z.number().int(),
      actualAmount: z.number().int(),
      createdAt: instant,
      paidAt: instant.nullable(),
      cancelledAt: instant.nullable(),
    }),
  ),
  /** Online payments of those orders and their refunds: amounts and states, never provider secrets. */
  payments: z.array(
    z.object({
      orderNo: z.string(),
      method: z.string(),
      amount: z.number().int(),
      status: z.string(),
      createdAt: instant,
      paidAt: instant.nullable(),
      refunds: z.array(z.object({ amount: z.number().int(), status: z.string(), createdAt: instant, completedAt: instant.nullable() })),
    }),
  ),
  points: z.array(z.object({ kind: z.string(), delta: z.number().int(), balanceAfter: z.number().int(), reason: z.string(), at: instant })),
  /** The member's coupons (decision 0042): what each gives, its state, and when it was issued, expires and was used. */
  coupons: z.array(
    z.object({
      code: z.string(),
      title: z.string(),
      kind: z.string(),
      value: z.number().int(),
      minSpend: z.number().int(),
      state: z.string(),
      issuedAt: instant,
      expiresAt: instant,
      usedAt: instant.nullable(),
    }),
  ),
  /** Fapiao (发票) requests (decision 0071): the buyer's name or company, 税号, e-mail, company and bank details as entered, state and dates. */
  fapiao: z.array(
    z.object({
      orderNo: z.string(),
      hotelCode: z.string(),
      state: z.string(),
      buyerKind: z.string(),
      invoiceType: z.string(),
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
    }),
  ),
  /** Login sessions still on record: when they started and ended, and the browser that opened them. */
  sessions: z.array(z.object({ createdAt: instant, expiresAt: instant, revokedAt: instant.nullable(), userAgent: z.string().nullable() })),
});
export type MemberDataExport = z.infer<typeof memberDataExport>;
