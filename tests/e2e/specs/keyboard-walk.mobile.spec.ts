import { test } from '@playwright/test';
import { guestKeyboardWalk } from './keyboard-walk.ts';

/** The guest's keyboard walk at 375 px (keyboard-walk.ts): a phone or small tablet with a keyboard. */
test('at 375 px a guest searches, books, fills the guest step and pays at the hotel with the keyboard alone', async ({ page }) => {
  test.setTimeout(150_000);
  await guestKeyboardWalk(page);
});
