import { expect, test } from '@playwright/test';
import { expectFocusShown, tabTo } from './keyboard-fixtures.ts';
import { openPage } from './member-fixtures.ts';

// The register form sent empty by keyboard (WCAG 3.3.1, decision 0080): the first bad field takes
// the focus, is marked invalid, and its accessible description is its message.
test('the register form sent empty by keyboard focuses its first bad field, described by its message', async ({ page }) => {
  await openPage(page, '/register');
  await tabTo(page, page.getByRole('button', { name: '登録する' }), { max: 120 });
  await page.keyboard.press('Enter');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('aria-invalid', 'true');
  await expectFocusShown(page);
  const messageId = (await focused.getAttribute('aria-describedby'))!.split(' ')[0]!;
  const message = page.locator(`[id="${messageId}"]`);
  await expect(message).not.toBeEmpty();
  await expect(focused).toHaveAccessibleDescription(new RegExp(`^${(await message.textContent())!.trim()}`));
});
