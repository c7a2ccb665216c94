import { test } from '@playwright/test';
import { changeWithoutJavaScript, orderChangeTests } from './order-change-fixtures.ts';

orderChangeTests();

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the change page searches, quotes and changes a booking', ({ page, request }) => changeWithoutJavaScript(page, request));
});
