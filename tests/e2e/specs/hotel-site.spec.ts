import { expect, test } from '@playwright/test';

test('ChildHome: banner swiper, search box without city, recommended rooms link to room detail, offers', async ({ page }) => {
  await page.goto('/pro001/home');
  await expect(page.getByRole('region', { name: /メインビジュアル/ })).toBeVisible();
  const search = page.getByRole('form', { name: '空室検索' });
  await expect(search).toBeVisible();
  await expect(search.getByLabel('目的地・ホテル')).toHaveCount(0);
  const rooms = page.getByRole('region', { name: 'おすすめの客室' });
  const firstRoom = rooms.getByRole('link').first();
  await expect(firstRoom).toHaveAttribute('href', /\/pro001\/room-detail\/room-detail\?index=\d+/);
  await firstRoom.click();
  await expect(page).toHaveURL(/room-detail\/room-detail\?index=/);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
});

test('ChildRooms: step bar, room cards with their rates and the room-type-detail modal', async ({ page }) => {
  await page.goto('/pro001/rooms');
  await expect(page.getByRole('navigation', { name: 'ご予約の流れ' })).toBeVisible();
  const details = page.getByRole('button', { name: /客室の詳細/ });
  expect(await details.count()).toBeGreaterThanOrEqual(4);
  // Today–tomorrow by default; booking-flow.spec.ts covers rates, booking and データなし.
  await expect(page.getByRole('button', { name: /^予約する/ }).first()).toBeVisible();
  await details.first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('region', { name: /の写真/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the search box takes the guest to the hotel rooms page with the stay kept', async ({ page }) => {
  await page.goto('/home', { waitUntil: 'networkidle' });
  const search = page.getByRole('form', { name: '空室検索' });
  // Popular destinations: the city, then its hotel (search-dialogs.spec.ts covers the rest).
  await search.getByRole('button', { name: /目的地・ホテル/ }).click();
  const destination = page.getByRole('dialog', { name: '目的地・ホテルを選択' });
  await destination.getByRole('button', { name: '寧波', exact: true }).click();
  await destination.getByRole('button', { name: 'フェルトン寧波' }).click();
  await search.getByRole('button', { name: '空室を検索' }).click();
  await expect(page).toHaveURL(/\/pro006\/rooms\?checkIn=\d{4}-\d{2}-\d{2}&checkOut=/);
});

test('room detail: thumbnails switch the main image; out-of-range index goes back to rooms', async ({ page }) => {
  await page.goto('/pro005/room-detail/room-detail?index=1');
  const main = page.getByRole('main');
  const thumbs = main.getByRole('button', { name: /写真\d+を表示/ });
  await expect(thumbs.first()).toBeVisible();
  await thumbs.nth(1).click();
  await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/pro005/room-detail/room-detail?index=99');
  await expect(page).toHaveURL(/\/pro005\/rooms$/);
});

test('health and tea: two tabs selected by query', async ({ page }) => {
  await page.goto('/pro008/health-and-tea');
  const tabs = page.getByRole('tablist');
  await expect(tabs.getByRole('tab')).toHaveCount(2);
  await expect(tabs.getByRole('tab', { selected: true })).toHaveCount(1);
  await tabs.getByRole('tab').nth(1).click();
  await expect(page).toHaveURL(/tab=tea/);
  await expect(tabs.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
});

test('hotel meetings, about and offers pages render with the hotel labels', async ({ page }) => {
  await page.goto('/pro005/meetings');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('会議と仕出し');
  await page.goto('/pro001/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('杭州西湖');
  await page.goto('/pro001/sales');
  const offers = page.getByRole('main').getByRole('article');
  expect(await offers.count()).toBeGreaterThan(0);
  await offers.first().getByRole('link').last().click();
  await expect(page).toHaveURL(/\/pro001\/sales\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
});
