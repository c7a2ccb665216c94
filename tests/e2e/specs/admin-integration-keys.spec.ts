import { expect, test, type Browser, type Page } from '@playwright/test';
import { INTEGRATION_KEY_MESSAGES } from '../../../packages/shared/src/schemas/admin/integration-keys.ts';
import { STAFF_PASSWORD, staffSignIn } from './admin-done-when-fixtures.ts';

/**
 * The integration API's keys in the back office (issue 27, decision 0065): the group administrator
 * makes a key (shown once), a PMS uses it, the administrator revokes it after a confirmation and the
 * PMS is refused at once; a hotel manager has no such page; a key without a name or hotel is refused
 * at its fields.
 */
const ADMIN = 'admin@demo.felton';
const MANAGER = 'manager@demo.felton';
const WEST_LAKE = 'フェルトン・グランド杭州西湖';

async function signedIn(browser: Browser, email: string, next: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await staffSignIn(page, email, STAFF_PASSWORD, next);
  return page;
}

test('the administrator makes a key shown once, a PMS uses it, and revoking it refuses the PMS at once', async ({ browser, request }) => {
  const name = `E2E PMS ${Date.now().toString(36)}`;
  const admin = await signedIn(browser, ADMIN, '/admin?hotel=pro001');
  await admin.getByRole('navigation', { name: '管理メニュー', exact: true }).getByRole('link', { name: '連携APIキー' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: '連携APIキー' })).toBeVisible();
  await admin.getByRole('link', { name: '新しいキー' }).click();
  await admin.getByLabel('キーの名前').fill(name);
  await admin.getByRole('group', { name: '使えるホテル' }).getByRole('checkbox', { name: WEST_LAKE }).check();
  await admin.getByRole('radio', { name: /^読み書き/ }).check();
  await admin.getByRole('button', { name: 'キーを発行' }).click();

  const shown = admin.getByRole('region', { name: `「${name}」のAPIキー（この画面でのみ表示）` });
  await expect(shown).toContainText('この画面を離れると二度と表示されません');
  const key = await shown.getByRole('textbox', { name: 'APIキー' }).inputValue();
  expect(key).toMatch(/^fk_[0-9a-f]{24}_[A-Za-z0-9_-]{43}$/);
  const row = admin.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('読み書き');
  await expect(row).toContainText(WEST_LAKE);
  await expect(row).toContainText('未使用');

  // The PMS reads with it.
  const read = await request.get('/integrationapi/v1/reservations?hotel=pro001&limit=1', { headers: { authorization: `Bearer ${key}` } });
  expect(read.status()).toBe(200);

  // Shown once: the list again has no key, and says it was used.
  await admin.goto('/admin/integration-keys?hotel=pro001');
  await expect(admin.getByText('この画面を離れると二度と表示されません')).toHaveCount(0);
  expect(await admin.content()).not.toContain(key);
  await expect(row).not.toContainText('未使用');

  // Revoking asks first.
  await row.getByRole('link', { name: `「${name}」を失効させる` }).click();
  const confirm = admin.getByRole('form', { name: `「${name}」を失効させますか` });
  await expect(confirm).toContainText('すぐに拒否されます');
  await confirm.getByRole('button', { name: '失効させる' }).click();
  await expect(admin.getByRole('status').filter({ hasText: INTEGRATION_KEY_MESSAGES.revoked })).toBeVisible();
  await expect(row).toContainText('失効');

  const refused = await request.get('/integrationapi/v1/reservations?hotel=pro001', { headers: { authorization: `Bearer ${key}` } });
  expect(refused.status()).toBe(401);
  expect(refused.headers()['www-authenticate']).toMatch(/^Bearer/);
});

test('a key without a name or a hotel is refused at its fields, and nothing is made', async ({ browser }) => {
  const admin = await signedIn(browser, ADMIN, '/admin/integration-keys?hotel=pro001&new=1');
  await admin.getByRole('button', { name: 'キーを発行' }).click();
  await expect(admin.getByText(INTEGRATION_KEY_MESSAGES.nameRequired)).toBeVisible();
  await expect(admin.getByText(INTEGRATION_KEY_MESSAGES.hotelsRequired)).toBeVisible();
  await expect(admin.getByRole('region', { name: /のAPIキー（この画面でのみ表示）/ })).toHaveCount(0);
  // Named but for no hotel: still refused, and no key of that name is listed. (Counting rows would
  // count the keys other tests make at the same time.)
  const name = `E2E 拒否 ${Date.now().toString(36)}`;
  await admin.getByLabel('キーの名前').fill(name);
  await admin.getByRole('button', { name: 'キーを発行' }).click();
  await expect(admin.getByText(INTEGRATION_KEY_MESSAGES.hotelsRequired)).toBeVisible();
  await expect(admin.getByRole('region', { name: /のAPIキー（この画面でのみ表示）/ })).toHaveCount(0);
  await admin.goto('/admin/integration-keys?hotel=pro001');
  await expect(admin.getByRole('heading', { level: 1, name: '連携APIキー' })).toBeVisible();
  await expect(admin.getByText(name)).toHaveCount(0);
});

test('a hotel manager has no 連携APIキー in the menu and may not open the page', async ({ browser }) => {
  const manager = await signedIn(browser, MANAGER, '/admin?hotel=pro001');
  await expect(manager.getByRole('navigation', { name: '管理メニュー', exact: true }).getByRole('link', { name: '連携APIキー' })).toHaveCount(0);
  await manager.goto('/admin/integration-keys?hotel=pro001');
  await expect(manager.getByText('権限がありません').first()).toBeVisible();
});
