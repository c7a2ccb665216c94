import { describe, expect, it } from 'vitest';
import { usccCheckCharacter, usccProblem } from './uscc.ts';

// Real codes from public registrations (each one's check character recomputed by hand from the standard).
const VALID = ['91350100M000100Y43', '91110000100010433L', '91440300708461136T', '911100001011596199'];

describe('usccProblem (GB 32100-2015)', () => {
  it('accepts real codes', () => {
    for (const code of VALID) expect(usccProblem(code)).toBeNull();
  });

  it('computes each real code’s check character', () => {
    for (const code of VALID) expect(usccCheckCharacter(code.slice(0, 17))).toBe(code[17]);
  });

  it('writes a remainder of 0 as the character 0', () => {
    // A sum divisible by 31 gives 31 − 0 = 31, written 0: find a 17-character start with that sum.
    const base = '9111000010001043';
    const found = [...'0123456789ABCDEFGHJKLMNPQRTUWXY'].map((c) => base + c).find((first17) => usccCheckCharacter(first17) === '0');
    expect(found).toBeDefined();
    expect(usccProblem(`${found}0`)).toBeNull();
  });

  it('refuses a wrong check character', () => {
    expect(usccProblem('91350100M000100Y44')).toBe('check');
    expect(usccProblem('91440300708461136X')).toBe('check');
  });

  it('refuses letters outside the alphabet, other lengths and lower case', () => {
    expect(usccProblem('91350100I000100Y43')).toBe('shape');
    expect(usccProblem('91350100O000100Y43')).toBe('shape');
    expect(usccProblem('91350100S000100Y43')).toBe('shape');
    expect(usccProblem('91350100V000100Y43')).toBe('shape');
    expect(usccProblem('91350100Z000100Y43')).toBe('shape');
    expect(usccProblem('91350100M000100Y4')).toBe('shape');
    expect(usccProblem('91350100M000100Y433')).toBe('shape');
    expect(usccProblem('91350100m000100y43')).toBe('shape');
  });
});
