import { z } from 'zod';
import { memberCardPassword, payMethodCode, requireCardPassword } from '../schemas/pay.ts';

/**
 * The pay step (spec §5): a payment method is required (支払い方法を選択してください), and the
 * member card needs the member's password. orderPayBody checks the same two fields.
 */
export const payStepForm = z.object({ code: payMethodCode, cardPwd: memberCardPassword }).superRefine(requireCardPassword);
