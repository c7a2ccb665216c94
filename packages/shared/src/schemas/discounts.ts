import { z } from 'zod';
import { holdOrderNo } from './order.ts';

/**
 * Beyond the spec (decision 0042): the member's coupons. With a held stay's orderNo each says
 * whether it can be used on that stay and what it would take off (couponUseMoney, decided by the
 * server); without one, the member centre's list.
 */
export const memberCouponsQuery = z.object({
  orderNo: holdOrderNo.optional().or(z.literal('').transform(() => undefined)),
});


export const memberCoupon = z.object({
  /** The spec's couponId, sent back with submitOrder. */
  couponId: z.number().int(),
  couponCode: z.string(),
  /** The spec's couponType: percent or amount. */
  couponType: z.enum(['percent', 'amount']),
  title: z.string(),
  /** 10%OFF / 100元引き */
  label: z.string(),
  minSpend: z.number().int(),
  /** Empty: every hotel. */
  hotelCodes: z.array(z.string()),
  expiresAt: z.string(),
  state: z.enum(['available', 'used', 'void', 'expired']),
  usable: z.boolean(),
  /** Why it cannot be used (on this stay), Japanese; null when it can. */
  reason: z.string().nullable(),
  /** Whole CNY it takes off the held stay; 0 without one or when unusable. */
  couponUseMoney: z.number().int(),
});
export type MemberCoupon = z.infer<typeof memberCoupon>;
