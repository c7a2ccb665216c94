import { expect, test, type Page } from '@playwright/test';
import { tabTo } from './keyboard-fixtures.ts';
import { openPage } from './member-fixtures.ts';

/**
 * The home hero advances every 6.5 s (WCAG 2.2.2, decision 0080): it has a pause button, and it
 * holds still under reduced motion, on hover and once paused. Each test waits out one interval.
 */
const INTERVAL = 6_500;

function hero(page: Page) {
  return page.getByRole('region', { name: 'メインビジュアル' });
}

/** The slide shown, as its dot says (the dots appear once the carousel's script is there). */
async function currentSlide(page: Page): Promise<string | null> {
  const dot = hero(page).locator('button[aria-current="true"]');
  await expect(dot).toHaveCount(1);
  return dot.getAttribute('aria-label');
}

test('the hero moves on by itself, and its pause button stops it', async ({ page }) => {
  test.setTimeout(60_000);
  await openPage(page, '/home');
  const pause = hero(page).getByRole('button', { name: 'スライドの自動再生を停止' });
  await expect(pause).toBeVisible();
  const first = await currentSlide(page);
  await expect.poll(() => currentSlide(page), { timeout: INTERVAL + 4_000 }).not.toBe(first);

  // Paused by keyboard; the focus then leaves the carousel, and it still does not move.
  await tabTo(page, pause);
  await page.keyboard.press('Enter');
  const play = hero(page).getByRole('button', { name: 'スライドの自動再生を開始' });
  await expect(play).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: /目的地・ホテル/ }));
  const paused = await currentSlide(page);
  await page.waitForTimeout(INTERVAL + 1_500);
  expect(await currentSlide(page)).toBe(paused);
});

test('under reduced motion the hero does not move by itself and has no pause button', async ({ page }) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPage(page, '/home');
  const first = await currentSlide(page);
  await page.waitForTimeout(INTERVAL + 1_500);
  expect(await currentSlide(page)).toBe(first);
  await expect(hero(page).getByRole('button', { name: /スライドの自動再生/ })).toHaveCount(0);
  // The arrows still work (jumping instead of sliding).
  await tabTo(page, hero(page).getByRole('button', { name: '次へ' }));
  const before = await currentSlide(page);
  await page.keyboard.press('Enter');
  await expect.poll(() => currentSlide(page)).not.toBe(before);
});

test('the hero holds still while the mouse is over it', async ({ page }) => {
  test.setTimeout(60_000);
  await openPage(page, '/home');
  const first = await currentSlide(page);
  const box = (await hero(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
  await page.waitForTimeout(INTERVAL + 1_500);
  expect(await currentSlide(page)).toBe(first);
});
