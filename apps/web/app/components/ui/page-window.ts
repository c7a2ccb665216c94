/** A page number to link, or a gap (…) standing for the pages left out. */
export type PageSlot = number | 'gap';

/**
 * The pages a pager shows: the first, the last, and `around` pages either side of the current
 * one, with a gap where pages are left out; every page when there are few. A list of 34 pages
 * used to be 34 links in a row, wider than any phone (the back office's order search).
 */
export function pageWindow(page: number, pages: number, around = 1): PageSlot[] {
  // Up to this many, every page fits: first, last, current ± around and the two gaps' places.
  if (pages <= 5 + 2 * around) return Array.from({ length: pages }, (_, i) => i + 1);
  let from = Math.max(2, Math.min(page - around, pages - 2 * around - 2));
  let to = Math.min(pages - 1, Math.max(page + around, 2 * around + 3));
  // A gap for a single page takes as much room as the page: show the page.
  if (from === 3) from = 2;
  if (to === pages - 2) to = pages - 1;
  const middle = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return [1, ...(from > 2 ? ['gap' as const] : []), ...middle, ...(to < pages - 1 ? ['gap' as const] : []), pages];
}
