import { expect, test, type Page } from '@playwright/test';
import { STAFF_PASSWORD, staffSignIn } from './admin-done-when-fixtures.ts';
import { registerMember } from './member-fixtures.ts';

// The group administrator: members are the group's (decision 0025).
const ADMIN = 'admin@demo.felton';

const signIn = (page: Page, next: string) => staffSignIn(page, ADMIN, STAFF_PASSWORD, next);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a member is found by the last digits of the mobile and their points adjusted with a reason and a confirmation', async ({ page, request }) => {
    const member = await registerMember(request);
    await signIn(page, `/admin/members?hotel=pro001&q=${member.mobile.slice(-6)}`);
    await page.getByRole('row').filter({ hasText: member.mobile }).getByRole('link').click();
    await expect(page.getByText('ポイントの記録はありません')).toBeVisible();

    await page.getByLabel('増減ポイント').fill('-1');
    await page.getByLabel('理由').fill('テスト');
    await page.getByRole('button', { name: '確認へ進む' }).click();
    await expect(page.getByText('ポイントが不足するため調整できません（現在の残高：0ポイント）').first()).toBeVisible();

    await page.getByLabel('増減ポイント').fill('1200');
    await page.getByLabel('理由').fill('');
    await page.getByRole('button', { name: '確認へ進む' }).click();
    await expect(page.getByText('調整の理由を入力してください').first()).toBeVisible();

    await page.getByLabel('理由').fill('開業記念のポイント付与');
    await page.getByRole('button', { name: '確認へ進む' }).click();
    await expect(page.getByRole('heading', { name: 'この内容で調整しますか？' })).toBeVisible();
    await expect(page.getByText(/0 → 1,200/)).toBeVisible();
    await page.getByRole('button', { name: '調整する' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'ポイントを調整しました（調整後の残高：1,200ポイント）' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: '開業記念のポイント付与' })).toContainText('+1,200');
  });
});
