import { describe, expect, it } from 'vitest';
import { beijingDateTime, fenToYuan, parseBeijingDateTime, yuanToFen } from './alipay-values.ts';

describe('fen ↔ yuan for Alipay amounts', () => {
  it('writes fen as yuan with two decimals', () => {
    expect(fenToYuan(1)).toBe('0.01');
    expect(fenToYuan(10)).toBe('0.10');
    expect(fenToYuan(99)).toBe('0.99');
    expect(fenToYuan(100)).toBe('1.00');
    expect(fenToYuan(128000)).toBe('1280.00');
    expect(fenToYuan(0)).toBe('0.00');
    expect(fenToYuan(30)).toBe('0.30');
  });

  it('avoids the float pitfalls: 0.1 + 0.2 yuan, 1.15 yuan, 19.99 yuan', () => {
    // (0.1 + 0.2) * 100 is 30.000000000000004 and 1.15 * 100 is 114.99999999999999 in floats.
    expect(yuanToFen('0.30')).toBe(30);
    expect(yuanToFen('1.15')).toBe(115);
    expect(yuanToFen('19.99')).toBe(1999);
    expect(fenToYuan(10 + 20)).toBe('0.30');
    expect(fenToYuan(115)).toBe('1.15');
    expect(fenToYuan(yuanToFen('0.10')! + yuanToFen('0.20')!)).toBe('0.30');
  });

  it('reads yuan strings with zero, one or two decimals', () => {
    expect(yuanToFen('0.01')).toBe(1);
    expect(yuanToFen('1280.00')).toBe(128000);
    expect(yuanToFen('1280')).toBe(128000);
    expect(yuanToFen('1280.5')).toBe(128050);
    expect(yuanToFen('0')).toBe(0);
  });

  it('refuses anything that is not a plain amount', () => {
    for (const bad of ['', ' 1.00', '1.00 ', '-1.00', '+1.00', '1.001', '1e3', '01.00', '1,280.00', '.5', '1.', 'NaN', 'Infinity', '0x10']) {
      expect(yuanToFen(bad), bad).toBeNull();
    }
  });

  it('refuses amounts that are not whole non-negative fen', () => {
    expect(() => fenToYuan(-1)).toThrow(RangeError);
    expect(() => fenToYuan(0.5)).toThrow(RangeError);
    expect(() => fenToYuan(Number.NaN)).toThrow(RangeError);
  });

  it('round-trips every amount up to 100 yuan', () => {
    for (let fen = 0; fen <= 10_000; fen += 1) expect(yuanToFen(fenToYuan(fen))).toBe(fen);
  });
});

describe('Beijing date-times', () => {
  it('writes a moment in Asia/Shanghai whatever the process time zone', () => {
    expect(beijingDateTime(new Date('2026-11-03T16:30:05Z'))).toBe('2026-11-04 00:30:05');
  });

  it('reads them back and refuses malformed or impossible ones', () => {
    expect(parseBeijingDateTime('2026-11-04 00:30:05')?.toISOString()).toBe('2026-11-03T16:30:05.000Z');
    expect(parseBeijingDateTime('2026-02-30 10:00:00')).toBeNull();
    expect(parseBeijingDateTime('2026-11-04T00:30:05')).toBeNull();
    expect(parseBeijingDateTime('')).toBeNull();
  });
});
