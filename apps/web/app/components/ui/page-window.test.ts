import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window.ts';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageWindow(1, 34)).toEqual([1, 2, 3, 4, 5, 'gap', 34]);
    expect(pageWindow(17, 34)).toEqual([1, 'gap', 16, 17, 18, 'gap', 34]);
    expect(pageWindow(34, 34)).toEqual([1, 'gap', 30, 31, 32, 33, 34]);
    expect(pageWindow(4, 34)).toEqual([1, 2, 3, 4, 5, 'gap', 34]);
    expect(pageWindow(5, 34)).toEqual([1, 'gap', 4, 5, 6, 'gap', 34]);
    expect(pageWindow(31, 34)).toEqual([1, 'gap', 30, 31, 32, 33, 34]);
  });

  it('always holds the current page, never more than nine slots, pages in order', () => {
    for (let pages = 1; pages <= 60; pages += 1) {
      for (let page = 1; page <= pages; page += 1) {
        const slots = pageWindow(page, pages);
        expect(slots, `${page}/${pages}`).toContain(page);
        expect(slots.length, `${page}/${pages}`).toBeLessThanOrEqual(9);
        const numbers = slots.filter((s): s is number => s !== 'gap');
        expect(numbers, `${page}/${pages}`).toEqual([...numbers].sort((a, b) => a - b));
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(pages);
        // A gap always stands for at least two pages left out (one page is shown rather than a gap).
        slots.forEach((slot, i) => {
          if (slot === 'gap') expect((slots[i + 1] as number) - (slots[i - 1] as number), `${page}/${pages}`).toBeGreaterThan(2);
        });
      }
    }
  });
});
