import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatMoney } from './language-format.ts';

describe('language conventions', () => {
  it('write CNY as 元 in Japanese and Chinese, CNY 1,280 in English, never ¥', () => {
    expect(formatMoney(1280, 'ja')).toBe('1,280元');
    expect(formatMoney(1280, 'zh')).toBe('1,280元');
    expect(formatMoney(1280, 'en')).toBe('CNY 1,280');
    expect(['ja', 'zh', 'en'].map((l) => formatMoney(99, l as 'ja')).join()).not.toContain('¥');
  });

  it('write dates 2026年11月27日 in Japanese and Chinese, 27 Nov 2026 in English', () => {
    expect(formatDate('2026-11-27', 'ja')).toBe('2026年11月27日');
    expect(formatDate('2026/01/05', 'zh')).toBe('2026年1月5日');
    expect(formatDate('2026-11-27', 'en')).toBe('27 Nov 2026');
    expect(formatDateRange('2026-12-01', '2026-12-31', 'en')).toBe('1 Dec 2026 – 31 Dec 2026');
    expect(formatDateRange('2026-12-01', '2026-12-31', 'ja')).toBe('2026年12月1日 〜 2026年12月31日');
  });
});
