import { z } from 'zod';
import { MEMBER_CARD_PAY_CODE } from '../constants.ts';
import { MESSAGES, SERVER_MESSAGES } from '../messages.ts';
import { hotelCode } from './hotel.ts';
import { singleLine } from './text.ts';

export const payMethodQuery = z.object({ orderNo: singleLine().trim().min(1).max(32) });
export const payMethod = z.object({ type: z.string(), paycode: z.string(), code: z.number().int() });
export type PayMethod = z.infer<typeof payMethod>;
export const payMethods = z.object({ payMethod: z.array(payMethod) });

/** The chosen method's `code` (spec §5: a method is required). */
export const payMethodCode = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,3}$/),
    ],
    { error: MESSAGES.payMethodRequired },
  )
  .transform(Number)
  .pipe(z.number().int().min(1, MESSAGES.payMethodRequired));

export const memberCardPassword = z.string().max(64, SERVER_MESSAGES.memberPasswordWrong).nullish();

/** Paying with the member card needs the member's password; the pay step and the API both ask. */
export function requireCardPassword(value: { code: number; cardPwd?: string | null | undefined }, ctx: z.RefinementCtx): void {
  if (value.code === MEMBER_CARD_PAY_CODE && !value.cardPwd)
    ctx.addIssue({ code: 'custom', path: ['cardPwd'], message: SERVER_MESSAGES.memberPasswordRequired });
}

const optionalText = z.union([z.string().max(200), z.number(), z.null()]).optional();

/**
 * Pay request (spec §3). The order is found by revNo and must be the caller's; the amount is the
 * order's, never payAmount. `code` picks the method (PAY_METHODS); cardPwd is the member's password
 * for the member card. payId, token, signature, cmdId, cmdTime, cardNo and remark are accepted and unused.
 */
export const orderPayBody = z
  .object({
    code: payMethodCode,
    revNo: singleLine().trim().min(1).max(32),
    hotelCode: hotelCode.optional(),
    payCode: singleLine().trim().max(16).nullish(),
    cardPwd: memberCardPassword,
    payAmount: optionalText,
    payId: optionalText,
    customerName: optionalText,
    /** Accepted and ignored: no limit on it may refuse a payment (the order's request is not the payment's). */
    remark: z.unknown().optional(),
    cardNo: optionalText,
    token: optionalText,
    signature: optionalText,
    cmdId: optionalText,
    cmdTime: optionalText,
  })
  .superRefine(requireCardPassword);
export type OrderPayInput = z.infer<typeof orderPayBody>;

/** QR methods: the page to pay on and a PNG data URL of a QR code encoding it. Member card: null. */
export const orderPayResult = z.object({ payId: z.string(), payUrl: z.string(), qrCode: z.string() }).nullable();

export const checkPayBody = z.object({ revNo: singleLine().trim().min(1).max(32), hotelCode: hotelCode.optional() });
export const checkPayResult = z.object({ paid: z.boolean(), state: z.number().int(), payResult: z.number().int() });
