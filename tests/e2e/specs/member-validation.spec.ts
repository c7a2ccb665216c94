import { expect, test, type Page } from '@playwright/test';
import { MESSAGES, SERVER_MESSAGES } from '../../../packages/shared/src/messages.ts';
import { openPage } from './member-fixtures.ts';

/** Counts SMS sends the page asks for, so a test can prove none went out. */
function countSmsRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (req) => {
    if (req.url().includes('/user/smscode')) count += 1;
  });
  return () => count;
}

test('every Register message appears next to its field, and the first bad field gets the focus', async ({ page }) => {
  await openPage(page, '/register');
  const form = page.getByRole('form', { name: '新規会員登録' });
  const lname = form.getByLabel('姓', { exact: true });
  const fname = form.getByLabel('名', { exact: true });
  const mobile = form.getByLabel('携帯電話番号');
  const code = form.getByLabel('確認コード');
  const pwd = form.getByLabel('パスワード', { exact: true });
  const rePwd = form.getByLabel('パスワード（確認）');
  const terms = form.getByRole('checkbox', { name: /利用規約/ });
  const submit = form.getByRole('button', { name: '登録する' });

  // Everything empty: name, mobile, code, short password, terms (and the salutation).
  await submit.click();
  await expect(lname).toBeFocused();
  await expect(lname).toHaveAttribute('aria-invalid', 'true');
  await expect(lname).toHaveAccessibleDescription(MESSAGES.fullNameRequired);
  await expect(fname).toHaveAccessibleDescription(MESSAGES.fullNameRequired);
  await expect(mobile).toHaveAccessibleDescription(new RegExp(MESSAGES.mobileInvalid));
  await expect(code).toHaveAccessibleDescription(MESSAGES.smsCodeRequired);
  await expect(pwd).toHaveAccessibleDescription(new RegExp(MESSAGES.passwordTooShort));
  await expect(terms).toHaveAccessibleDescription(MESSAGES.termsRequired);
  await expect(form.getByLabel('敬称')).toHaveAccessibleDescription(SERVER_MESSAGES.sexRequired);
  for (const message of [MESSAGES.fullNameRequired, MESSAGES.mobileInvalid, MESSAGES.smsCodeRequired, MESSAGES.passwordTooShort, MESSAGES.termsRequired]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(form.getByText(MESSAGES.passwordMismatch)).toBeHidden();

  // Filled with bad values: the first bad one (the mobile) gets the focus.
  await lname.fill('検証');
  await fname.fill('太郎');
  await form.getByLabel('敬称').selectOption({ label: 'Mr.（男性）' });
  await mobile.fill('2123456789');
  await pwd.fill('abcdefgh');
  await rePwd.fill('abcdefgx');
  await submit.click();
  await expect(mobile).toBeFocused();
  await expect(form.getByText(MESSAGES.fullNameRequired)).toBeHidden();
  await expect(mobile).toHaveAccessibleDescription(new RegExp(MESSAGES.mobileInvalid));
  await expect(pwd).toHaveAccessibleDescription(new RegExp(MESSAGES.passwordRule));
  await expect(rePwd).toHaveAccessibleDescription(MESSAGES.passwordMismatch);
  await expect(rePwd).toHaveAttribute('aria-invalid', 'true');

  // Typing clears a field's message; a one-sided name is still the full-name message.
  await pwd.fill('abc1');
  await expect(pwd).not.toHaveAttribute('aria-invalid', 'true');
  await fname.fill('');
  await submit.click();
  await expect(fname).toBeFocused();
  await expect(fname).toHaveAccessibleDescription(MESSAGES.fullNameRequired);
  await expect(pwd).toHaveAccessibleDescription(new RegExp(MESSAGES.passwordTooShort));
  await expect(form.getByText(MESSAGES.passwordMismatch)).toBeVisible();
});

test('sending a code to a bad mobile shows the mobile message and sends nothing', async ({ page }) => {
  const smsRequests = countSmsRequests(page);
  await openPage(page, '/register');
  const form = page.getByRole('form', { name: '新規会員登録' });
  const mobile = form.getByLabel('携帯電話番号');
  await mobile.fill('1380013');
  await form.getByRole('button', { name: 'コードを送信' }).click();
  await expect(mobile).toHaveAccessibleDescription(new RegExp(MESSAGES.mobileInvalid));
  await expect(mobile).toBeFocused();
  await expect(form.getByRole('button', { name: 'コードを送信' })).toBeEnabled();

  // The login modal follows the same rule, and an empty code warns with the mobile message (spec §5).
  await page.getByRole('banner').getByRole('button', { name: 'ログイン', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'ログイン' });
  await login.getByLabel('携帯電話番号').fill('0800000000');
  await login.getByRole('button', { name: 'コードを送信' }).click();
  await expect(login.getByRole('alert')).toHaveText(MESSAGES.mobileInvalid);
  await expect(login.getByLabel('携帯電話番号')).toHaveAttribute('aria-invalid', 'true');
  await login.getByLabel('携帯電話番号').fill('13912345678');
  await login.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(login.getByRole('alert')).toHaveText(MESSAGES.mobileInvalid);
  await expect(login.getByLabel('確認コード')).toHaveAttribute('aria-invalid', 'true');
  await login.getByRole('tab', { name: 'パスワードでログイン' }).click();
  await login.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(login.getByRole('alert')).toHaveText(SERVER_MESSAGES.passwordRequired);
  expect(smsRequests()).toBe(0);
});
