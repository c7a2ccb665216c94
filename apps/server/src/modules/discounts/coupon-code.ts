import { randomInt } from 'node:crypto';

/** Letters and digits a guest cannot misread over the phone (no 0/O, 1/I/L). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** The spec's couponCode: CP- and 8 random characters (31⁸ ≈ 8.5 × 10¹¹), unique by the table's index. */
export function newCouponCode(): string {
  let code = 'CP-';
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(0, ALPHABET.length)];
  return code;
}
