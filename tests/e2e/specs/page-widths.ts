import type { Page } from '@playwright/test';

/** Pages opened at once by a width sweep: most of a page's time is waiting for the network to go quiet. */
const SWEEP_TABS = 3;

/**
 * Opens every URL (in `page` and SWEEP_TABS - 1 more tabs of its context, so with its cookies) until
 * the network is quiet, and answers those wider than the window, with their width.
 */
export async function pagesWiderThanWindow(page: Page, urls: readonly string[]): Promise<string[]> {
  const width = page.viewportSize()!.width;
  const queue = [...urls];
  const tooWide: string[] = [];
  const extra = await Promise.all(Array.from({ length: SWEEP_TABS - 1 }, () => page.context().newPage()));
  try {
    await Promise.all(
      [page, ...extra].map(async (tab) => {
        for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
          await tab.goto(url, { waitUntil: 'networkidle' });
          const scrollWidth = await tab.evaluate(() => document.documentElement.scrollWidth);
          if (scrollWidth > width) tooWide.push(`${url} (${scrollWidth}px)`);
        }
      }),
    );
  } finally {
    await Promise.all(extra.map((tab) => tab.close()));
  }
  return tooWide.sort();
}
