// Lighthouse (the npm package, its default mobile profile: emulated phone, simulated slow 4G and
// 4× CPU slowdown) in Debian's Chromium, BENCH_LH_RUNS runs per page, the median run by
// performance score reported. The server is warmed by one request per page first.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { hotelDate, SEARCH_HOTEL } from './targets.mjs';

const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);

/** The pages; the rooms page with the search a guest makes (1 room, 2 adults, 2 nights from tomorrow). */
export function lighthousePages() {
  if (process.env.BENCH_PAGES) return process.env.BENCH_PAGES.split(',');
  const search = new URLSearchParams({ checkIn: hotelDate(1), checkOut: hotelDate(3), rooms: '1', adults: '2' });
  return ['/home', `/${SEARCH_HOTEL}/home`, `/${SEARCH_HOTEL}/rooms?${search}`, '/news'];
}

/**
 * runsPerPage: Lighthouse runs per page (median by performance reported). blockScripts: every script
 * blocked (Lighthouse's blockedUrlPatterns), the page as server-rendered HTML, CSS and images:
 * what the paint metrics would be if no JavaScript were on their path (bench/limits.mjs).
 * devtools: the same mobile profile applied to the browser (`throttlingMethod: 'devtools'`) instead
 * of simulated from an unthrottled load: the paint as a throttled Chromium really makes it.
 */
export async function measurePages(base, pages, log, { runsPerPage = RUNS, blockScripts = false, devtools = false } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const rows = [];
  try {
    for (const page of pages) {
      await (await fetch(base + page)).arrayBuffer();
      const runs = [];
      for (let i = 0; i < runsPerPage; i++) {
        const { lhr } = await lighthouse(base + page, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'], blockedUrlPatterns: blockScripts ? ['*.js'] : [], ...(devtools ? { throttlingMethod: 'devtools' } : {}) });
        runs.push(summarise(page, lhr));
      }
      runs.sort((a, b) => a.perf - b.perf);
      const median = runs[Math.floor(runs.length / 2)];
      rows.push({ ...median, perfRuns: runs.map((r) => r.perf) });
      log(`lighthouse${blockScripts ? ' (scripts blocked)' : ''}${devtools ? ' (DevTools throttling)' : ''} ${page}: performance ${runs.map((r) => r.perf).join(', ')}`);
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

function summarise(page, lhr) {
  const score = (c) => (lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100));
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    page,
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    // As transferred (the server sends the build's precompressed .br to Chromium).
    scriptBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scriptFiles: scripts.length,
    totalBytes: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    // What keeps accessibility, best practices or SEO under 100 (weighted audits only).
    failedAudits: ['accessibility', 'best-practices', 'seo'].flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1).map((ref) => `${c}: ${ref.id}`),
    ),
    lighthouse: lhr.lighthouseVersion,
    browser: lhr.environment?.hostUserAgent?.match(/Chrome\/[\d.]+/)?.[0] ?? '',
  };
}
