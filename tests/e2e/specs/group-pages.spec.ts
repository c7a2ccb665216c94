import { expect, test } from '@playwright/test';

test('Home: hero carousel, overview, 3 group offers, 3 news, membership card', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('region', { name: 'メインビジュアル' })).toBeVisible();
  await expect(page.getByRole('form', { name: '空室検索' })).toBeVisible();
  const offers = page.locator('section').filter({ has: page.getByRole('heading', { name: '特典・おすすめプラン' }) }).getByRole('article');
  await expect(offers).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'すべての特典を見る' })).toHaveAttribute('href', '/sales');
  const news = page.locator('section').filter({ has: page.getByRole('heading', { name: 'ニュース', exact: true }) }).getByRole('article');
  await expect(news).toHaveCount(3);
  const hero = page.getByRole('region', { name: 'メインビジュアル' });
  await hero.getByRole('button', { name: '2枚目を表示' }).click();
  await expect(hero.getByRole('button', { name: '2枚目を表示' })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('link', { name: 'ゴールデンファン会員について詳しく見る' }).click();
  await expect(page.getByRole('dialog', { name: 'ログイン' })).toBeVisible();
});

test('About us: tabs by footerNavName, brands with a detail modal, built-in articles', async ({ page }) => {
  await page.goto('/home/about-us');
  const tabs = page.getByRole('navigation', { name: 'ブランド紹介の項目' });
  await expect(tabs.locator('[aria-current="page"]')).toHaveAttribute('href', /brandStory|about-us$/);
  await tabs.getByRole('link').nth(2).click();
  await expect(page).toHaveURL(/footerNavName=serviceStandards/);
  await expect(page.locator('.prose').first()).not.toBeEmpty();
  await page.goto('/home/about-us?footerNavName=hotelCity');
  await expect(page.getByText('杭州').first()).toBeVisible();
  for (const summary of await page.locator('summary').all()) await summary.click();
  await page.getByRole('button', { name: /フェルトン・エステート/ }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: /フェルトン・エステート/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('News: 6 a page, pager, detail with date line and content', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);
  const pager = page.getByRole('navigation', { name: 'ページ送り' });
  await pager.getByRole('link', { name: '2ページ' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/newsdetail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(page.getByText(/公開日/)).toBeVisible();
});

test('News past the last page shows the first page; an unknown news id is a 404 page', async ({ page }) => {
  await page.goto('/news?page=999');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  const res = await page.goto('/newsdetail/999999');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'お探しのページが見つかりません' })).toBeVisible();
});

test('built-in articles 201, 200, 199, 210 have their own detail screen', async ({ page }) => {
  for (const id of [201, 200, 199, 210]) {
    const res = await page.goto(`/article/${id}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  }
  expect((await page.goto('/article/1'))?.status()).toBe(404);
});

test('Sales: type filters narrow the list; detail shows benefits', async ({ page }) => {
  await page.goto('/sales');
  const cards = page.getByRole('main').getByRole('article');
  const all = await cards.count();
  expect(all).toBeGreaterThanOrEqual(8);
  await page.getByRole('link', { name: '食在', exact: true }).click();
  await expect(page).toHaveURL(/type=/);
  await expect.poll(() => cards.count()).toBeLessThan(all);
  await cards.first().getByRole('link').last().click();
  await expect(page).toHaveURL(/\/sales\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
});

test('content pages have side tabs, a Japanese and English label and content', async ({ page }) => {
  await page.goto('/privacyPolicy');
  await expect(page.getByRole('heading', { level: 1, name: /プライバシーポリシー/ })).toBeVisible();
  await expect(page.getByText('Privacy Policy').first()).toBeVisible();
  for (const name of ['joinFelton', 'personalAndPropertySafety', 'websiteTermsOfUse', 'contactUs', 'careerDevelop']) {
    await expect(page.locator(`a[href="/${name}"]`).first()).toBeVisible();
  }
  await page.locator('main a[href="/contactUs"]').first().click();
  await expect(page).toHaveURL(/\/contactUs$/);
  await expect(page.getByRole('heading', { level: 1, name: /お問い合わせ/ })).toBeVisible();
});

test('Meetings: banner, rooms and meeting types', async ({ page }) => {
  await page.goto('/meetings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('グランドボールルーム').first()).toBeVisible();
});
