import { expect, test, type Locator, type Page } from '@playwright/test';
import { MESSAGES } from '../../../packages/shared/src/messages.ts';
import { openPage } from './member-fixtures.ts';

/** A datetime-local value `days` from now at `hour`:00 (local time of the browser). */
function futureLocal(days: number, hour: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:00`;
}

async function submitExpecting(page: Page, form: Locator, message: string) {
  await form.getByRole('button', { name: '申し込む' }).click();
  await expect(form.getByRole('alert')).toHaveText(message);
  await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
}

async function walkValidationAndSubmit(page: Page, form: Locator, pickHotel?: string) {
  // Spec §5, in order: applicant, type, attendees, phone, time range.
  await submitExpecting(page, form, MESSAGES.meetingApplicantRequired);
  await form.getByLabel('お名前（応募者）').fill('山田 太郎');

  await submitExpecting(page, form, MESSAGES.meetingTypeRequired);
  if (pickHotel) {
    await form.getByLabel('ホテル', { exact: true }).selectOption({ label: pickHotel });
    await submitExpecting(page, form, MESSAGES.meetingTypeRequired);
  }
  const type = form.getByLabel('会議タイプ');
  const firstType = await type.locator('option').nth(1).getAttribute('value');
  await type.selectOption(firstType);

  await submitExpecting(page, form, MESSAGES.meetingPeopleRequired);
  await form.getByLabel('参加人数').selectOption('50-100');

  await submitExpecting(page, form, MESSAGES.mobileInvalid);
  await form.getByLabel('連絡先電話番号').fill('23800138000');
  await submitExpecting(page, form, MESSAGES.mobileInvalid);
  await form.getByLabel('連絡先電話番号').fill('13912345678');

  await submitExpecting(page, form, MESSAGES.meetingTimeRequired);
  await form.getByLabel('開始日時').fill(futureLocal(14, 10));
  await submitExpecting(page, form, MESSAGES.meetingTimeRequired);
  await form.getByLabel('終了日時').fill(futureLocal(14, 17));
  await form.getByLabel('ご要望（任意）').fill('プロジェクターを2台お願いします');

  // The form posts to the page's action, which checks it with the same schema and calls the API.
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('meetings.data'));
  await form.getByRole('button', { name: '申し込む' }).click();
  const posted = new URLSearchParams((await sent).postData() ?? '');
  expect(Object.fromEntries(posted)).toMatchObject({ applyName: '山田 太郎', peopleNums: '50-100', contactPhone: '13912345678', meetingType: firstType });
  expect(posted.get('beginTime')).toMatch(/^\d{4}-\d{2}-\d{2}T10:00$/);
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.meetingSucceeded })).toBeVisible();
  // The reception number stays on the page after the toast has gone.
  await expect(form.getByText(/受付番号 \d+/)).toBeVisible();

  // Spec §4: every field is reset after success.
  await expect(form.getByLabel('お名前（応募者）')).toHaveValue('');
  await expect(form.getByLabel('会議タイプ')).toHaveValue('');
  await expect(form.getByLabel('参加人数')).toHaveValue('');
  await expect(form.getByLabel('連絡先電話番号')).toHaveValue('');
  await expect(form.getByLabel('開始日時')).toHaveValue('');
  await expect(form.getByLabel('終了日時')).toHaveValue('');
  await expect(form.getByLabel('ご要望（任意）')).toHaveValue('');
  await expect(form.getByRole('alert')).toHaveCount(0);
  if (pickHotel) await expect(form.getByLabel('ホテル', { exact: true })).toHaveValue('');
}

test('a hotel meetings page validates the request in the spec order, sends it and resets', async ({ page }) => {
  await openPage(page, '/pro001/meetings');
  const form = page.getByRole('form', { name: 'フェルトン・グランド杭州西湖へのお申し込み' });
  await expect(form.getByLabel('ホテル', { exact: true })).toHaveCount(0);
  await walkValidationAndSubmit(page, form);
});

test('the group meetings page picks a hotel first, then its meeting types', async ({ page }) => {
  await openPage(page, '/meetings');
  const form = page.getByRole('form', { name: '会議・宴会のお申し込み' });
  await expect(form.getByLabel('会議タイプ')).toBeDisabled();
  await walkValidationAndSubmit(page, form, 'フェルトン紹興');
});

// The form's schema (and zod) load when the form is first used, not with the page (decision 0055).
test.describe('the form check loads when first used', () => {
  /** Every script asked for after the page loaded waits for `release` (or fails, when `fail`). */
  async function holdLaterScripts(page: Page, fail = false) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      if (fail) return route.abort();
      await released;
      await route.continue();
    });
    const posts: string[] = [];
    page.on('request', (r) => void (r.method() === 'POST' && posts.push(new URL(r.url()).pathname)));
    return { release, posts };
  }

  test('a post made before the check arrived waits for it, then shows its first message at its field', async ({ page }) => {
    await openPage(page, '/meetings');
    const { release, posts } = await holdLaterScripts(page);
    const form = page.getByRole('form', { name: '会議・宴会のお申し込み' });
    await form.getByRole('button', { name: '申し込む' }).click();
    await page.waitForTimeout(300);
    await expect(form.getByRole('alert')).toHaveCount(0);
    release();
    await expect(form.getByRole('alert')).toHaveText(MESSAGES.meetingApplicantRequired);
    await expect(form.getByLabel('お名前（応募者）')).toBeFocused();
    expect(posts).toEqual([]);
  });

  test('when the check cannot load, the post goes to the action, which answers with the same message', async ({ page }) => {
    await openPage(page, '/meetings');
    const { posts } = await holdLaterScripts(page, true);
    const form = page.getByRole('form', { name: '会議・宴会のお申し込み' });
    await form.getByRole('button', { name: '申し込む' }).click();
    await expect(form.getByRole('alert')).toHaveText(MESSAGES.meetingApplicantRequired);
    await expect(form.getByLabel('お名前（応募者）')).toBeFocused();
    expect(posts).toEqual(['/meetings.data']);
  });
});
