import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { adminLayoutChildren } from './route-table.ts';

/**
 * Issue 30's WCAG 2.2 AA sweep (decision 0079): axe-core on every page a sweep is given, at 1280
 * and at 375 px, and again with each of the page's dialogs open. A page is opened once and
 * checked at both widths (the window is resized in between: the layout is CSS, so it is the page
 * a phone gets), which halves the sweep's time against opening every page twice.
 */
export const WIDTHS = [1280, 375] as const;
const HEIGHT = 800;

/** WCAG 2.0, 2.1 and 2.2 A and AA: the issue's level. Best-practice rules are not in it. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Pages checked at once: most of a page's time is the browser laying it out and axe reading it. */
const SWEEP_TABS = 3;

/** A dialog opener: the control that says it opens one (aria-haspopup), visible at the width. */
const DIALOG_OPENER = '[aria-haspopup="dialog"]:visible';

/** The most dialogs opened on one page: a list page's cards open the same dialog with other words. */
const DIALOGS_PER_PAGE = 4;

export interface Finding {
  url: string;
  width: number;
  /** '' for the page, else the dialog's opener. */
  dialog: string;
  rule: string;
  nodes: string[];
}

/** One line a person can act on: where, which rule, which elements. */
export function describe(finding: Finding): string {
  const where = finding.dialog ? `${finding.url} @${finding.width} [dialog: ${finding.dialog}]` : `${finding.url} @${finding.width}`;
  return `${where} ${finding.rule}: ${finding.nodes.slice(0, 3).join(' | ')}${finding.nodes.length > 3 ? ` (+${finding.nodes.length - 3})` : ''}`;
}

/**
 * Waits until React has hydrated the page (its body carries React's fiber) and the fonts are in,
 * so a dialog opener works and the contrast check reads the page as it is drawn.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber')), undefined, { timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Legacy mode runs axe in the page itself: the default opens a blank page for each check to merge
 * the frames' results (our pages have no frames), three times slower. Violations only: the passes
 * are most of what axe would send back.
 */
async function analyze(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  if (include) builder.include(include);
  return (await builder.analyze()).violations;
}

function findings(url: string, width: number, dialog: string, violations: Awaited<ReturnType<typeof analyze>>): Finding[] {
  return violations.map((v) => ({ url, width, dialog, rule: v.id, nodes: v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`) }));
}

/**
 * The page at one width, then each of its dialogs open that the sweep has not yet checked at this
 * width: the search box's dialogs are on most pages, and are the same dialogs on each. An opener
 * is known by its words, so one the sweep has already clicked at this width (the header's login,
 * the search box's four) is not clicked again on the next page: opening and closing were most of
 * a page's time. A dialog is known by its title (so once per language); each card of a list
 * opens the same dialog about another room, so at most DIALOGS_PER_PAGE openers of a page are tried.
 */
async function checkAtWidth(page: Page, url: string, width: number, checkedDialogs: Set<string>, triedOpeners: Set<string>): Promise<Finding[]> {
  await page.setViewportSize({ width, height: HEIGHT });
  const found = findings(url, width, '', await analyze(page));
  const openers = page.locator(DIALOG_OPENER);
  const tried = new Set<string>();
  for (let i = 0; i < (await openers.count()) && tried.size < DIALOGS_PER_PAGE; i++) {
    const opener = openers.nth(i);
    const name = ((await opener.getAttribute('aria-label')) ?? (await opener.innerText())).trim().replace(/\s+/g, ' ');
    if (tried.has(name) || triedOpeners.has(`${width} ${name}`)) continue;
    tried.add(name);
    triedOpeners.add(`${width} ${name}`);
    const dialog = page.locator('dialog[open]');
    // Clicked again if nothing opened: a click while the page's data was still settling can be lost
    // under load, and a dialog's code is fetched on its first opening.
    await expect(async () => {
      if ((await dialog.count()) === 0) await opener.click({ timeout: 5_000 });
      await expect(dialog, `${url} @${width}: ${name} opens a dialog`).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    // A click before the search box has hydrated opens the early shell (lib/early-tap.ts) until the
    // real dialog replaces it: the real one is checked, once drawn (its opening animation over, or
    // the contrast of text still fading in is read).
    const real = page.locator('dialog[open]:not(:has(#early-dialog-title))');
    await expect(real, `${url} @${width}: ${name} opens its dialog`).toBeVisible({ timeout: 15_000 });
    await real.evaluate((d) =>
      Promise.all(
        d
          .getAnimations({ subtree: true })
          .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished),
      ).then(() => undefined),
    );
    const title = await real.evaluate((d) => document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent ?? d.getAttribute('aria-label') ?? '');
    const key = `${width} ${title}`;
    if (!checkedDialogs.has(key)) {
      checkedDialogs.add(key);
      found.push(...findings(url, width, name, await analyze(page, 'dialog[open]')));
    }
    await page.keyboard.press('Escape');
    await expect(dialog, `${url} @${width}: Escape closes ${name}`).toHaveCount(0);
  }
  return found;
}

/** Opens every URL (in `page` and more tabs of its context, so with its cookies) and checks it at both widths. */
export async function sweep(page: Page, urls: readonly string[]): Promise<string[]> {
  const queue = [...urls];
  const found: Finding[] = [];
  const checkedDialogs = new Set<string>();
  const triedOpeners = new Set<string>();
  const extra = await Promise.all(Array.from({ length: SWEEP_TABS - 1 }, () => page.context().newPage()));
  try {
    await Promise.all(
      [page, ...extra].map(async (tab) => {
        for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
          await tab.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
          const response = await tab.goto(url);
          expect(response?.status(), url).toBeLessThan(500);
          await waitForHydration(tab);
          for (const width of WIDTHS) {
            const here = await checkAtWidth(tab, url, width, checkedDialogs, triedOpeners);
            // Printed as found: a long sweep's failures are readable before it ends.
            for (const finding of here) console.log(`axe: ${describe(finding)}`);
            found.push(...here);
          }
        }
      }),
    );
  } finally {
    await Promise.all(extra.map((tab) => tab.close()));
  }
  return found.map(describe).sort();
}

/** Every page of the back office's layout in the route table, as a path pattern (`:id` matches a segment). */
function adminRoutePatterns(): RegExp[] {
  return adminLayoutChildren().filter((child) => child.path !== '*' && !child.file.endsWith('.ts')).map((child) => new RegExp(`^/admin${child.index ? '' : `/${child.path!.replace(/:\w+/g, '[^/]+')}`}$`));
}

/**
 * Every back-office page, found as staff find them: from /admin (and `starts`: a search's
 * results, the group's own content), every link to a page of the layout is followed, one address
 * per page of the route table (its first link). A page no link reaches fails the sweep, naming
 * it, so a page added tomorrow is checked tomorrow.
 */
export async function staffUrls(page: Page, starts: readonly string[], hotel = 'pro001'): Promise<string[]> {
  const patterns = adminRoutePatterns();
  const byPattern = new Map<RegExp, string>();
  const startUrls = [`/admin?hotel=${hotel}`, ...starts];
  const queue = [...startUrls];
  const visited = new Set<string>();
  while (queue.length) {
    const url = queue.shift()!;
    if (visited.has(url)) continue;
    visited.add(url);
    const pattern = patterns.find((p) => p.test(new URL(url, 'http://x').pathname));
    // A start is read for its links even when its page is already known by another address.
    if (!pattern || (byPattern.has(pattern) && !startUrls.includes(url))) continue;
    if (!byPattern.has(pattern)) byPattern.set(pattern, url);
    await page.goto(url);
    const hrefs = await page.locator('a[href^="/admin"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      const target = new URL(href, 'http://x');
      if (!target.searchParams.has('hotel')) target.searchParams.set('hotel', hotel);
      queue.push(`${target.pathname}${target.search}`);
    }
  }
  const unreached = patterns.filter((p) => !byPattern.has(p)).map(String);
  expect(unreached, 'back-office pages no link reaches').toEqual([]);
  return [...byPattern.values()];
}
