import { describe, expect, it } from 'vitest';
import { maskMobile } from './mask-mobile.ts';

describe('maskMobile', () => {
  it('keeps the first three and last four digits of a mainland number', () => {
    expect(maskMobile('13800138000')).toBe('138****8000');
  });

  it('hides a short value entirely', () => {
    expect(maskMobile('1380013')).toBe('*******');
  });
});
