import { expect, test } from '@playwright/test';
import { COUNTRIES } from '../../../packages/shared/src/countries.ts';
import { SITE_MESSAGES } from '../../../packages/shared/src/messages.ts';
import { openPage } from './member-fixtures.ts';

const hint = new RegExp(SITE_MESSAGES.mobileNumberHint.replace(/[()（）]/g, '.'));

// Decision 0077: a mobile number of any country of the form's list, +86 first and by default;
// every place a number is entered says how to write it.
test('register and the login dialog offer the country codes of the list, +86 by default, and say how to write the number', async ({ page }) => {
  await openPage(page, '/register');
  const form = page.getByRole('form', { name: '新規会員登録' });
  const dial = form.getByLabel('国番号');
  await expect(dial).toHaveValue('CN');
  await expect(dial.locator('option')).toHaveCount(COUNTRIES.length);
  await expect(dial.locator('option').first()).toHaveText('+86 中国');
  await expect(dial.locator('option', { hasText: '+81 日本' })).toHaveCount(1);
  await expect(form.getByLabel('携帯電話番号')).toHaveAccessibleDescription(hint);
  await expect(form.getByLabel('携帯電話番号')).toHaveAttribute('maxlength', '11');
  // Another country: room for its longer numbers, typed with spaces.
  await dial.selectOption('JP');
  await expect(form.getByLabel('携帯電話番号')).toHaveAttribute('maxlength', '20');
  // The country list (where the guest lives) stays, as the spec has it.
  await expect(form.getByRole('combobox', { name: '国・地域' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'ログイン', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'ログイン' });
  await expect(dialog.getByText(SITE_MESSAGES.mobileNumberHint)).toBeVisible();
  await expect(dialog.getByLabel('携帯電話番号')).toHaveAccessibleDescription(hint);
  await expect(dialog.getByLabel('国番号')).toHaveValue('CN');
});
