import { expect, test } from '@playwright/test';
import { SITE_MESSAGES } from '../../../packages/shared/src/messages.ts';
import { openPage } from './member-fixtures.ts';

// Spec §5: a mobile number is 1 followed by 10 digits everywhere, i.e. a mainland China number.
// Every place a number is entered says so, and no foreign dial code is offered.
test('register and the login dialog ask for a mainland China mobile number and offer +86 only', async ({ page }) => {
  await openPage(page, '/register');
  const form = page.getByRole('form', { name: '新規会員登録' });
  await expect(form.getByLabel('国番号').locator('option')).toHaveText(['+86 中国本土']);
  await expect(form.getByLabel('携帯電話番号')).toHaveAccessibleDescription(new RegExp(SITE_MESSAGES.mobileNumberHint.replace(/[()（）]/g, '.')));
  // The country list (where the guest lives) stays, as the spec has it.
  await expect(form.getByRole('combobox', { name: '国・地域' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'ログイン', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'ログイン' });
  await expect(dialog.getByText(SITE_MESSAGES.mobileNumberHint)).toBeVisible();
  await expect(dialog.getByLabel('携帯電話番号')).toHaveAccessibleDescription(new RegExp(SITE_MESSAGES.mobileNumberHint.replace(/[()（）]/g, '.')));
});
