// npm run bench: uses the last web build (builds once if there is none, like npm start), starts
// the server in demo mode (for its seeded demo data) on a fresh embedded database, then measures
// each key page with Lighthouse (mobile, simulated throttling) in Debian's Chromium and reports
// the scores and page weight against the budgets. Not part of the tests.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { ensureWebBuild } from '../tools/web-build.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3299);
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = (process.env.BENCH_PAGES ?? '/home,/hotels,/news,/sales,/home/about-us,/meetings,/privacyPolicy,/pro001/home,/pro001/rooms,/pro008/health-and-tea').split(',');
const BUDGET = { score: 95, totalKb: 500, scriptKb: 200 };

ensureWebBuild();
const dataDir = mkdtempSync(path.join(tmpdir(), 'hotel-bench-'));
// One process (no npx wrapper), so killing it stops the server.
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  // RATE_LIMIT=off by name: a benchmark from one address is not a guest to throttle (decision 0028).
  env: { ...process.env, NODE_ENV: 'production', DEMO_MODE: '1', RATE_LIMIT: 'off', PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`${BASE}/home`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

const rows = [];
let chrome;
try {
  await waitForServer();
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  for (const page of PAGES) {
    await fetch(BASE + page); // warm the server once, as a real deployment would be
    const { lhr } = await lighthouse(BASE + page, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    const items = lhr.audits['resource-summary']?.details?.items ?? [];
    const kb = (type) => Math.round((items.find((i) => i.resourceType === type)?.transferSize ?? 0) / 1024);
    const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    rows.push({
      page,
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      totalKb: kb('total'),
      scriptKb: kb('script'),
      imageKb: kb('image'),
    });
    console.log(`measured ${page}`);
  }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

console.table(rows);
const misses = rows.flatMap((r) => [
  ...['perf', 'a11y', 'bp', 'seo'].filter((k) => r[k] < BUDGET.score).map((k) => `${r.page}: ${k} ${r[k]} < ${BUDGET.score}`),
  ...(r.totalKb > BUDGET.totalKb ? [`${r.page}: ${r.totalKb} kB > ${BUDGET.totalKb} kB total`] : []),
  ...(r.scriptKb > BUDGET.scriptKb ? [`${r.page}: ${r.scriptKb} kB > ${BUDGET.scriptKb} kB script`] : []),
]);
writeFileSync(path.join('bench', 'last-run.json'), JSON.stringify({ at: new Date().toISOString(), budget: BUDGET, rows }, null, 2));
console.log(misses.length ? `\nOver budget:\n${misses.join('\n')}` : '\nAll pages within budget.');
process.exitCode = misses.length ? 1 : 0;
