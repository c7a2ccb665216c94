import { expect, test, type Page } from '@playwright/test';
import { previewSaveAndSee, saveToList } from './admin-content-fixtures.ts';
import { STAFF_PASSWORD, staffSignIn } from './admin-done-when-fixtures.ts';

/** The content forms beyond news: an offer, a footer page and a banner, each seen where guests see it. */
const signInAsEditor = (page: Page) => staffSignIn(page, 'editor@demo.felton', STAFF_PASSWORD);

test('an editor creates a group offer, previews it as the /sales card and sees it on /sales', async ({ page }) => {
  const title = `冬の連泊特典 ${Date.now()}`;
  await signInAsEditor(page);
  await page.goto('/admin/content?hotel=pro001&owner=group');
  await page.getByRole('link', { name: 'キャンペーンを作成' }).click();
  await expect(page.getByRole('heading', { name: 'キャンペーンの作成' })).toBeVisible();

  // The same schema as the API: a period ending before it begins is refused on its field.
  await page.getByLabel('タイトル', { exact: true }).fill(title);
  await page.getByLabel('概要（カードの説明文）').fill('2泊以上のご宿泊で朝食が無料になります');
  await page.getByLabel('特典内容').fill('朝食無料\nレイトチェックアウト');
  await page.getByLabel('詳細（HTML）').fill('<p>冬の江南をゆっくりお楽しみください。</p>');
  // A new offer starts without images: the site's own artwork, by path (uploading is the news spec's).
  await page.getByLabel('一覧の画像', { exact: true }).fill('/img/sales/1-thumb.webp');
  await page.getByLabel('詳細ページの画像', { exact: true }).fill('/img/sales/1.webp');
  await page.getByLabel('特典の開始日').fill('2026-12-10');
  await page.getByLabel('特典の終了日').fill('2026-12-01');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.locator('#sale-endDate-error')).toHaveText('終了日は開始日以降の日付にしてください');

  await page.getByLabel('特典の終了日').fill('2027-02-28');
  await page.getByRole('button', { name: 'プレビュー' }).click();
  const preview = page.getByRole('region', { name: 'プレビュー（/sales の一覧の表示）' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByText('レイトチェックアウト')).toBeVisible();

  await saveToList(page, title);

  await page.goto('/sales');
  await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
});

test('an editor of the group edits a footer page with a preview and guests see it', async ({ page }) => {
  const sentence = `お問い合わせ窓口の受付時間を変更しました（${Date.now()}）`;
  await signInAsEditor(page);
  await page.goto('/admin/content?hotel=pro001&owner=group');
  await page.getByRole('link', { name: 'ページを編集' }).click();
  await page.getByLabel('編集するページ').selectOption('82');
  await page.getByRole('button', { name: '表示' }).click();
  await expect(page).toHaveURL(/[?&]sid=82\b/);
  await expect(page.getByRole('link', { name: '/contactUs' })).toBeVisible();

  const body = page.getByLabel('本文（HTML）');
  await body.fill(`<p>${sentence}</p>`);
  await previewSaveAndSee(page, sentence, '/contactUs');
});

test('an editor creates a banner for the home page carousel and unpublishes it from the list', async ({ page }) => {
  const title = `春の庭園フェア ${Date.now()}`;
  await signInAsEditor(page);
  await page.goto('/admin/content?hotel=pro001&owner=group');
  await page.getByRole('link', { name: 'バナーを作成' }).click();
  await page.getByLabel('タイトル', { exact: true }).fill(title);
  await page.getByLabel('サブタイトル').fill('西湖の庭園で過ごす春');
  await page.getByLabel('PC用の画像', { exact: true }).fill('/img/group/banner-1.webp');
  await page.getByLabel('スマートフォン用の画像', { exact: true }).fill('/img/group/banner-1-m.webp');
  await page.getByLabel('リンク先').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'プレビュー' }).click();
  await expect(page.locator('#banner-link-error')).toContainText('リンクは「/」で始まる');

  await page.getByLabel('リンク先').fill('/sales');
  await page.getByLabel('表示順').fill('0');
  await page.getByRole('button', { name: 'プレビュー' }).click();
  await expect(page.getByRole('region', { name: 'プレビュー（トップページのメインビジュアル）' }).getByText(title)).toBeVisible();
  await saveToList(page, title);

  await page.goto('/home');
  await expect(page.getByText(title)).toHaveCount(1);

  // The list's 非公開にする takes it off the home page again.
  await page.goto('/admin/content?hotel=pro001&owner=group');
  await page.getByRole('button', { name: `${title}を非公開にする` }).click();
  await expect(page.getByText('非公開にしました')).toBeVisible();
  await expect(page.getByRole('button', { name: `${title}を非公開にする` })).toHaveCount(0);
  await page.goto('/home');
  await expect(page.getByText(title)).toHaveCount(0);
});

test('an editor of a hotel edits its tea house text with a preview and guests see it', async ({ page }) => {
  const text = `季節の龍井茶を、西湖を望む茶館でお楽しみください（${Date.now()}）`;
  await signInAsEditor(page);
  await page.goto('/admin/content?hotel=pro001');
  await page.getByRole('link', { name: 'ホテルページを編集' }).click();
  await page.getByRole('navigation', { name: '編集するページ' }).getByRole('link', { name: 'ティー' }).click();
  await page.getByLabel('説明', { exact: true }).fill(text);
  await previewSaveAndSee(page, text, '/pro001/health-and-tea?tab=tea');
});
