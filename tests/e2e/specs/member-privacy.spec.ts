import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { PRIVACY_MESSAGES } from '../../../packages/shared/src/messages.ts';
import { codeSentSince, loginInModalWithPassword, openPage, registerMember, SITE_HEADERS, waitForResendWindow, type TestMember } from './member-fixtures.ts';

/** Decision 0033: the member centre's 個人情報 tab: download one's data, close the account. */

async function openPrivacyTab(page: Page, member: TestMember) {
  await openPage(page, '/home');
  await page.getByRole('banner').getByRole('button', { name: 'ログイン', exact: true }).click();
  await loginInModalWithPassword(page, member);
  await openPage(page, '/courtesy');
  await page.getByRole('navigation', { name: '会員ページの項目' }).getByRole('link', { name: /個人情報/ }).click();
  await expect(page).toHaveURL(/\/courtesy\/privacy$/);
  await expect(page.getByRole('heading', { name: '会員データのダウンロード' })).toBeVisible();
}

test('a member downloads their data as a JSON file', async ({ page }) => {
  const member = await registerMember(page.request);
  await openPrivacyTab(page, member);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'データをダウンロード（JSON）' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^felton-member-data-\d{8}\.json$/);
  const file = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(file.success).toBe(true);
  expect(file.data.profile).toMatchObject({ mobile: member.mobile, name: member.name });
  expect(file.data.consents).toEqual([expect.objectContaining({ kind: 'privacy_policy', withdrawnAt: null })]);
});

test('a member closes the account: the form asks for confirmation, then they are logged out and the number is free', async ({ page }) => {
  // Registering the number again waits out the one-code-a-minute rule.
  test.setTimeout(120_000);
  const member = await registerMember(page.request);
  await openPrivacyTab(page, member);
  const closeButton = page.getByRole('button', { name: '退会する' });

  // Nothing ticked, no password: the shared schema answers in the page.
  await closeButton.click();
  await expect(page.getByText(PRIVACY_MESSAGES.closeAcknowledgeRequired)).toBeVisible();
  await expect(page.getByText(PRIVACY_MESSAGES.closeConfirmRequired)).toBeVisible();

  // A wrong password is refused by the server.
  await page.getByRole('textbox', { name: 'パスワード' }).fill('Wrong12345');
  await page.getByLabel(/上記の内容を確認し、退会します/).check();
  await closeButton.click();
  await expect(page.getByRole('alert').filter({ hasText: PRIVACY_MESSAGES.closeWrongSecret })).toBeVisible();

  await page.getByRole('textbox', { name: 'パスワード' }).fill(member.password);
  await page.getByLabel(/上記の内容を確認し、退会します/).check();
  await closeButton.click();
  await expect(page).toHaveURL(/\/home/);
  await expect(page.getByRole('status').filter({ hasText: PRIVACY_MESSAGES.closed }).first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();

  // The member centre is closed to them, and the number registers again.
  await page.goto('/courtesy/privacy');
  await expect(page).toHaveURL(/\/home/);
  await waitForResendWindow(page.request, member.mobile);
  const since = Date.now();
  const sent = await page.request.get(`/crsapi/v1/user/smscode?mobile=${member.mobile}&type=1`, { headers: SITE_HEADERS });
  expect(sent.ok(), await sent.text()).toBe(true);
  const SmsCode = await codeSentSince(page.request, member.mobile, since);
  const again = await page.request.post('/crsapi/v1/user/register', {
    headers: SITE_HEADERS,
    data: { Name: '再 登録', mobile: member.mobile, SmsCode, Pwd: 'Felton2025', Sex: 0, BirthDay: '', agreeStatus: true },
  });
  expect(again.ok(), await again.text()).toBe(true);
});
