import { describe, expect, it } from 'vitest';
import { formatCny } from './money.ts';

describe('formatCny', () => {
  it('shows CNY as 元 after the grouped amount, never the yen sign', () => {
    expect(formatCny(1280)).toBe('1,280元');
    expect(formatCny(0)).toBe('0元');
    expect(formatCny(1234567)).toBe('1,234,567元');
    expect(formatCny(99.5)).toBe('99.5元');
    expect(formatCny(1280)).not.toMatch(/[¥￥]/);
  });
});

describe('amounts on the site', () => {
  it('no page or component writes the yen sign or formats an amount by itself', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const path = await import('node:path');
    const root = path.resolve(import.meta.dirname, '..');
    const files = (await readdir(root, { recursive: true })).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'));
    const offenders: string[] = [];
    for (const file of files) {
      const text = await readFile(path.join(root, file), 'utf8');
      if (/[¥￥]/.test(text) || /(amount|price|Amount|Price)\w*\)?\.toLocaleString/.test(text)) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });
});
