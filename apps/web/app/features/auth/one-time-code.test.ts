import { describe, expect, it } from 'vitest';
import { normaliseCode, ONE_TIME_CODE_INPUT } from './one-time-code.ts';

describe('the SMS code field', () => {
  it('takes a pasted code with spaces, hyphens or full-width digits', () => {
    expect(normaliseCode('123456')).toBe('123456');
    expect(normaliseCode(' 123 456 ')).toBe('123456');
    expect(normaliseCode('123-456')).toBe('123456');
    expect(normaliseCode('１２３\u3000４５６')).toBe('123456');
  });

  it('leaves other characters for the rules to refuse', () => {
    expect(normaliseCode('12a456')).toBe('12a456');
  });

  it('lets the phone fill it and does not cut a spaced paste short', () => {
    expect(ONE_TIME_CODE_INPUT).toMatchObject({ autoComplete: 'one-time-code', inputMode: 'numeric' });
    expect(ONE_TIME_CODE_INPUT.maxLength).toBeGreaterThanOrEqual(' 123 456 '.length);
  });
});
