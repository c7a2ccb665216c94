import { createHmac, randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';

const ADMIN = { email: 'admin@demo.felton', password: 'FeltonStaff2026' };

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
}

/** RFC 6238 (SHA-1, 6 digits, 30 s), as an authenticator app computes it from the base32 secret. */
function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of secret.replace(/=+$/, '')) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

test('an administrator creates a hotel manager, who sets a password with the one-time link, turns on TOTP and signs in with a code', async ({ page, browser }) => {
  // Three sign-ins and a password set, each hashing at production cost: slow on a busy two-core machine.
  test.slow();
  const email = `e2e-${randomBytes(4).toString('hex')}@example.jp`;
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole('navigation', { name: '管理メニュー', exact: true }).getByRole('link', { name: 'スタッフ' }).click();
  await page.getByRole('link', { name: '新規登録' }).click();
  await page.getByLabel('氏名').fill('試験 花子');
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('役割').selectOption('hotel_manager');
  await page.getByRole('checkbox', { name: 'フェルトン・グランド杭州西湖' }).check();
  await page.getByRole('button', { name: '登録してリンクを発行' }).click();
  const link = await page.getByLabel('パスワード設定用リンク').inputValue();
  expect(link).toMatch(/\/admin\/set-password\?token=[A-Za-z0-9_-]{43}$/);
  // Filtered by e-mail: a retry or another spec may have created a 試験 花子 already.
  await expect(page.getByRole('row', { name: /試験 花子/ }).filter({ hasText: email })).toContainText('パスワード未設定');

  // The new person, in their own browser.
  const theirs = await browser.newContext();
  const person = await theirs.newPage();
  await person.goto(link);
  await expect(person.getByText(email)).toBeVisible();
  await person.getByLabel('新しいパスワード', { exact: true }).fill('short');
  await person.getByLabel('新しいパスワード（確認）').fill('short');
  await person.getByRole('button', { name: 'パスワードを設定する' }).click();
  await expect(person.getByText('パスワードは12文字以上で入力してください')).toBeVisible();
  await person.getByLabel('新しいパスワード', { exact: true }).fill('a-long-enough-password');
  await person.getByLabel('新しいパスワード（確認）').fill('a-long-enough-password');
  await person.getByRole('button', { name: 'パスワードを設定する' }).click();
  await expect(person.getByText('パスワードを設定しました')).toBeVisible();
  // Used up.
  await person.goto(link);
  await expect(person.getByText('このリンクは無効です', { exact: false })).toBeVisible();

  await signIn(person, email, 'a-long-enough-password');
  await expect(person).toHaveURL(/\/admin\?hotel=pro001$/);
  await person.goto('/admin/account');
  await person.getByRole('button', { name: '二段階認証を設定する' }).click();
  await expect(person.getByRole('img', { name: '二段階認証の設定用QRコード' })).toBeVisible();
  const secret = (await person.getByText(/次のキーを手で入力/).locator('span').textContent())!.trim();
  await person.getByLabel('確認コード').fill(totp(secret));
  await person.getByRole('button', { name: '確認して有効にする' }).click();
  await expect(person.getByText('二段階認証を有効にしました', { exact: false })).toBeVisible();

  await theirs.clearCookies();
  await signIn(person, email, 'a-long-enough-password');
  await person.getByLabel('確認コード').fill(totp(secret, Date.now() + 30_000));
  await person.getByRole('button', { name: '確認してログイン' }).click();
  await expect(person).toHaveURL(/\/admin\?hotel=pro001$/);
  await theirs.close();

  // The administrator sees each change in the audit log.
  // Filtered by this person's e-mail: other specs create staff at the same time.
  await page.goto('/admin/audit?entity=staff');
  // Written as a person would (packages/shared/src/audit-wording.ts), never as the raw codes create / totp_enable.
  await expect(page.getByRole('row', { name: /作成/ }).filter({ hasText: email })).toHaveCount(1);
  await expect(page.getByRole('row', { name: /二段階認証を有効化/ }).first()).toBeVisible();
});
