/**
 * The unified social credit code (统一社会信用代码, GB 32100-2015): the 18-character 税号 of a
 * Chinese company. Its alphabet is the digits and the capitals without I, O, Z, S and V (they read
 * like 1, 0, 2, 5 and U); each character is worth its index in that alphabet (0–30). The 18th is a
 * check character: C18 = 31 − (Σ Ci·Wi mod 31) over the first 17, with Wi = 3^(i−1) mod 31, and a
 * result of 31 written as 0.
 */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const SHAPE = /^[0-9A-HJ-NP-RTUW-Y]{18}$/;

/** The check character the first 17 characters call for (they must be in the alphabet). */
export function usccCheckCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += ALPHABET.indexOf(first17[i]!) * WEIGHTS[i]!;
  return ALPHABET[(31 - (sum % 31)) % 31]!;
}

/** What is wrong with an (already upper-cased) code: its shape, its check character, or nothing. */
export function usccProblem(code: string): 'shape' | 'check' | null {
  if (!SHAPE.test(code)) return 'shape';
  return usccCheckCharacter(code.slice(0, 17)) === code[17] ? null : 'check';
}
