import { test } from '@playwright/test';
import {
  emptyRatesOfferNextSteps,
  guestStepPrefilled,
  loginFromBookingPrompt,
  memberCentreBalance,
  payStepOpensAtTop,
  qrPageNamesAmountAndOrder,
  searchBarAgreesWithSummary,
} from './guest-steps-fixtures.ts';

test('the guest step is filled in for the member and shows the party and a one-line total', async ({ page, request }) => {
  await guestStepPrefilled(page, request);
});

test('the pay step opens at its top after the guest step was confirmed from far down', async ({ page, request }) => {
  await payStepOpensAtTop(page, request);
});

test('the QR page names the amount and the order number', async ({ page, request }) => {
  await qrPageNamesAmountAndOrder(page, request);
});

test('logging in from the booking prompt takes 「まだログインしていません」 away', async ({ page, request }) => {
  await loginFromBookingPrompt(page, request);
});

test('the member centre shows the member card balance', async ({ page }) => {
  await memberCentreBalance(page);
});

test('a past date and 9 adults: the search bar and the summary show the same search', async ({ page }) => {
  await searchBarAgreesWithSummary(page);
});

test('an empty rate list offers other dates and other hotels beside データなし', async ({ page }) => {
  await emptyRatesOfferNextSteps(page);
});
