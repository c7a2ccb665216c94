import { test } from '@playwright/test';
import { walkInLanguage } from './language-walk.ts';

for (const lang of ['zh', 'en'] as const) {
  test(`a member books and pays in ${lang === 'zh' ? 'Chinese' : 'English'} at 375 px`, async ({ page }) => {
    test.setTimeout(90_000);
    await walkInLanguage(page, lang);
  });
}
