// Full-page screenshots for looking at pages as a guest would:
//   node tests/e2e/screenshot.mjs <url> <out.png> [width=1280] [--fold]
import { chromium } from 'playwright-core';

const [url, out, widthArg, ...flags] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node tests/e2e/screenshot.mjs <url> <out.png> [width] [--fold]');
  process.exit(2);
}
const width = Number(widthArg ?? 1280);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width, height: width < 768 ? 812 : 800 }, deviceScaleFactor: 1, isMobile: width < 768, hasTouch: width < 768 });
await page.goto(url, { waitUntil: 'networkidle' });
// Bring lazy images into view so the full-page shot shows them.
await page.evaluate(async () => {
  for (const img of document.querySelectorAll('img[loading="lazy"]')) img.loading = 'eager';
  await new Promise((r) => setTimeout(r, 300));
});
await page.waitForLoadState('networkidle');
await page.screenshot({ path: out, fullPage: !flags.includes('--fold') });
await browser.close();
console.log(`saved ${out} (${width}px)`);
