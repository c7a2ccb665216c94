import { describe, expect, it } from 'vitest';
import { maskMobile } from './mask-mobile.ts';

describe('maskMobile', () => {
  it('keeps the first three and last four digits of a mainland number', () => {
    expect(maskMobile('13800138000')).toBe('138****8000');
  });

  it('hides a short value entirely', () => {
    expect(maskMobile('1380013')).toBe('*******');
  });

  it('keeps the country code, two digits and the last four of an E.164 number', () => {
    expect(maskMobile('+819012345678')).toBe('+81 90****5678');
    expect(maskMobile('+85291234567')).toBe('+852 91**4567');
    expect(maskMobile('+14155550123')).toBe('+1 41****0123');
  });

  it('hides a short E.164 number but its country code', () => {
    expect(maskMobile('+8190123')).toBe('+81 *****');
  });
});
