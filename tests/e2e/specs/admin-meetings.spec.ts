import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { STAFF_PASSWORD, staffSignIn } from './admin-done-when-fixtures.ts';

// The group administrator: the shell's spec signs the manager out everywhere, which would end this test's session.
const ADMIN = 'admin@demo.felton';

/** yyyy-MM-dd `days` from now (hotel and test machine within a day of each other is enough here). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A guest's request to pro005 through the guest API, as the meetings page sends it. */
async function guestRequest(request: APIRequestContext, applyName: string): Promise<void> {
  const info = await request.get('/cms/meeting.aspx?HotelCode=pro005');
  const type = ((await info.json()) as { data: { MeetingType: string[] } }).data.MeetingType[0];
  const day = dayFromNow(20);
  const response = await request.post('/crsapi/v1/meetingbook/meetingbook', {
    data: { applyName, contactPhone: '13912345678', meetingType: type, peopleNums: '10-50', beginTime: `${day} 09:00:00`, endTime: `${day} 12:00:00`, note: '円卓希望', hotelCode: 'pro005' },
  });
  expect(response.ok()).toBe(true);
}

const signIn = (page: Page, next: string) => staffSignIn(page, ADMIN, STAFF_PASSWORD, next);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a meeting request is answered: contacted with a note, then filtered by status', async ({ page, request }) => {
    const applicant = `会議 確認${Date.now() % 100_000}`;
    await guestRequest(request, applicant);
    await signIn(page, '/admin/meetings?hotel=pro005');
    await expect(page.getByRole('heading', { name: '会議・宴会のお問い合わせ' })).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: applicant });
    await expect(row.getByText('新規')).toBeVisible();
    await row.getByRole('link', { name: applicant }).click();
    await expect(page.getByRole('heading', { name: `${applicant} 様のお問い合わせ` })).toBeVisible();
    await expect(page.getByText('円卓希望')).toBeVisible();

    await page.getByLabel('状態').selectOption({ label: '連絡済み' });
    await page.getByLabel('対応メモ').fill('電話で日程を確認、見積もりを送付');
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'お問い合わせを更新しました' })).toBeVisible();
    await expect(page.getByLabel('対応メモ')).toHaveValue('電話で日程を確認、見積もりを送付');
    await expect(page.getByText('新規 → 連絡済み')).toBeVisible();
    // Nothing goes back to new: only the current status and the next ones are offered.
    await expect(page.getByLabel('状態').locator('option')).toHaveText(['連絡済み（現在）', '確定', 'お断り']);

    await page.goto('/admin/meetings?hotel=pro005&status=contacted');
    await expect(page.getByRole('row').filter({ hasText: applicant }).getByText('連絡済み')).toBeVisible();
    await page.goto('/admin/meetings?hotel=pro005&status=new');
    await expect(page.getByRole('row').filter({ hasText: applicant })).toHaveCount(0);
  });
});
