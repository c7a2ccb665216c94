import { expect, test, type Page, type Route } from '@playwright/test';

// Issue 31: the first tap on the search box is answered before the page has hydrated
// (lib/early-tap.ts, decision 0082). Functional only: how soon the dialog opens on a throttled
// phone is a bench figure (bench/first-tap.mjs), never a timed test.

/** Holds the client entry (React, React Router) until released: the page is the server's HTML alone. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a search dialog tapped before the page hydrates opens at once, and the real one takes its place', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/home', { waitUntil: 'domcontentloaded' });
  const search = page.getByRole('form', { name: '空室検索' });
  await search.getByRole('button', { name: /客室・人数/ }).click();

  // The shell: the dialog's title, its close button and a loading line, with no script of the page's yet.
  const shell = page.getByRole('dialog', { name: '客室・人数' });
  await expect(shell).toBeVisible();
  await expect(shell.getByRole('status')).toHaveText('読み込み中…');
  await expect(shell.getByRole('button', { name: '閉じる' })).toBeVisible();

  release();
  // The real dialog, and only it.
  await expect(page.getByRole('dialog', { name: '客室・人数' }).getByRole('button', { name: '決定' })).toBeVisible();
  await expect(page.locator('dialog[open]')).toHaveCount(1);
  await expect(page.locator('#early-dialog-title')).toHaveCount(0);

  // Once live, the page handles taps itself: closing and tapping another opens that one.
  await page.getByRole('dialog', { name: '客室・人数' }).getByRole('button', { name: '閉じる' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await search.getByRole('button', { name: '割引コード' }).click();
  await expect(page.getByRole('dialog', { name: '割引コード' })).toBeVisible();
});

test('a shell closed before the page hydrates stays closed', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/home', { waitUntil: 'domcontentloaded' });
  const search = page.getByRole('form', { name: '空室検索' });
  await search.getByRole('button', { name: /目的地・ホテル/ }).click();
  const shell = page.getByRole('dialog', { name: '目的地・ホテルを選択' });
  await expect(shell).toBeVisible();
  await shell.getByRole('button', { name: '閉じる' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  release();
  // The search box has hydrated (it took the early tap), and opened nothing on its own.
  await page.waitForFunction(() => (globalThis as { __earlyTap?: { live: boolean } }).__earlyTap?.live === true);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await search.getByRole('button', { name: '割引コード' }).click();
  await expect(page.getByRole('dialog', { name: '割引コード' }).getByRole('button', { name: '適用' })).toBeVisible();
});

test("a hotel's home fetches the search box's code as it loads; a pre-opening hotel's, which shows its notice instead, never does", async ({ page }) => {
  // The search box's own file (search-<hash>.js), not search-dialogs.module-<hash>.js.
  const searchBoxFile = /\/assets\/search-[\w-]{8}\.js$/;
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));

  await page.goto('/pro001/home', { waitUntil: 'networkidle' });
  await expect(page.getByRole('form', { name: '空室検索' })).toBeVisible();
  expect(fetched.some((path) => searchBoxFile.test(path))).toBe(true);

  fetched.length = 0;
  await page.goto('/pro009/home', { waitUntil: 'networkidle' });
  await expect(page.getByRole('form', { name: '空室検索' })).toHaveCount(0);
  expect(fetched.filter((path) => path.startsWith('/assets/')).length).toBeGreaterThan(0);
  expect(fetched.filter((path) => searchBoxFile.test(path))).toEqual([]);
});
