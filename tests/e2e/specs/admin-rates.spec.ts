import { expect, test } from '@playwright/test';
import { STAFF_PASSWORD, staffSignIn } from './admin-done-when-fixtures.ts';

/** A hotel date (Asia/Shanghai) `days` from today, YYYY-MM-DD. */
function hotelDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

// The bulk edit is a plain form: it must work with JavaScript off.
test.use({ javaScriptEnabled: false });

test('a hotel manager edits one night from the grid without JavaScript, and the grid shows it', async ({ page }) => {
  // Two posts without JavaScript, each a whole page with a 60-night grid: slower than the default allows on a busy machine.
  test.setTimeout(60_000);
  await staffSignIn(page, 'manager@demo.felton', STAFF_PASSWORD, '/admin/rates?hotel=pro001');
  await expect(page.getByRole('heading', { level: 1, name: '料金・在庫カレンダー' })).toBeVisible();
  const grid = page.getByRole('region', { name: /料金・在庫カレンダー/ });
  await expect(grid.getByRole('rowheader')).toHaveCount(6);
  await expect(grid.getByRole('columnheader')).toHaveCount(61);

  // A night with rooms already sold (the seed's counts vary by night), for the refusal below.
  const cellOf = (day: string) => grid.getByRole('link', { name: `DK ${day} を編集` }).locator('xpath=..');
  const soldOn = async (day: string) => Number((await cellOf(day).getByText(/^売 \d+$/).textContent())?.slice(2));
  let date = hotelDay(10);
  for (let i = 11; (await soldOn(date)) === 0 && i < 40; i++) date = hotelDay(i);
  const sold = await soldOn(date);
  expect(sold).toBeGreaterThan(0);
  await grid.getByRole('link', { name: `DK ${date} を編集` }).click();
  const form = page.getByRole('form', { name: '一括編集' });
  await expect(form.getByRole('checkbox', { name: /^DK/ })).toBeChecked();
  await expect(form.getByLabel('開始日')).toHaveValue(date);
  await form.getByLabel('料金（元・1泊1室）').fill('3333');
  await form.getByLabel('最短宿泊数（泊）').fill('2');
  await form.getByRole('button', { name: 'この内容で保存' }).click();

  // The message names the room type, the night and the values, and the page is back at the grid (issue 22).
  const saved = page.getByRole('status').filter({ hasText: `DK ${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日の1泊を更新しました（料金 3,333元、最短宿泊数 2泊）` });
  await expect(saved).toBeVisible();
  await expect(saved).toBeInViewport();
  const cell = cellOf(date);
  await expect(cell).toContainText('3,333元');
  await expect(cell).toContainText('最短2泊');

  // Rooms to sell below rooms sold: refused with the number (the form still holds this night).
  await form.getByLabel('販売室数').fill('0');
  await form.getByRole('button', { name: 'この内容で保存' }).click();
  await expect(page.getByRole('alert')).toHaveText(`${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日 DK は ${sold} 室販売済みのため、販売室数を ${sold} 室未満にはできません`);
  await expect(cell).toContainText(`売 ${sold}`);
});
