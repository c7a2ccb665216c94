import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a code read aloud at the front desk or typed from a screenshot comes out right. */
export const COUPON_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The spec's couponCode: CP- and 8 characters drawn with crypto's randomInt (31⁸ ≈ 8.5 × 10¹¹), unique by the table's index. */
export function newCouponCode(): string {
  let code = 'CP-';
  for (let i = 0; i < 8; i++) code += COUPON_CODE_ALPHABET[randomInt(COUPON_CODE_ALPHABET.length)];
  return code;
}
