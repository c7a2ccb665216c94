import { createHash } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { apiLogin, bookThroughApi, payStepPath } from './booking-fixtures.ts';
import { staffSignIn, STAFF_PASSWORD } from './admin-done-when-fixtures.ts';
import { registerMember } from './member-fixtures.ts';

/**
 * The Content-Security-Policy (decision 0030) breaks no page: every guest and staff page, a
 * booking up to the payment QR code and the simulator's scan page, and the dashboard's chart
 * load without one violation. Violations are caught two ways: the `securitypolicyviolation`
 * event (reported through a binding, which the policy cannot block) and Chromium's console line.
 */

interface Violation {
  page: string;
  directive: string;
  blocked: string;
}

async function watchPolicy(context: BrowserContext): Promise<Violation[]> {
  const violations: Violation[] = [];
  await context.exposeBinding('__reportCspViolation', ({ page }, directive: string, blocked: string) => {
    violations.push({ page: page.url(), directive, blocked });
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation(d: string, b: string): void }).__reportCspViolation(event.violatedDirective, event.blockedURI);
    });
  });
  context.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push({ page: message.page()?.url() ?? '?', directive: 'console', blocked: message.text() });
  });
  return violations;
}

/** Opens a page, waits until React has hydrated it (the scripts ran) and nothing more loads. */
async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  // A rendered page: this answer's nonce; a page from the page cache: its inline scripts' hashes (decision 0035).
  expect(response?.headers()['content-security-policy'], path).toMatch(/script-src 'self' ('nonce-[A-Za-z0-9+/=]{24}'|'sha256-[A-Za-z0-9+/=]{44}')/);
  await page.waitForLoadState('networkidle');
}

const GUEST_PAGES = [
  '/home',
  '/home/about-us',
  '/hotels',
  '/meetings',
  '/sales',
  '/news',
  '/register',
  '/privacyPolicy',
  '/pro001/home',
  '/pro001/about-us',
  '/pro001/rooms',
  '/pro001/health-and-tea',
  '/pro001/meetings',
  '/pro001/sales',
];

const STAFF_PAGES = ['/admin', '/admin/rates', '/admin/orders', '/admin/catalog', '/admin/content', '/admin/meetings', '/admin/members', '/admin/audit', '/admin/staff', '/admin/account'];

test('guest pages run under the policy without a violation', async ({ context, page }) => {
  test.setTimeout(120_000);
  const violations = await watchPolicy(context);
  for (const path of GUEST_PAGES) await visit(page, path);
  // A page whose scripts were blocked would not hydrate: the login dialog opens only with them.
  await visit(page, '/home');
  await page.getByRole('banner').getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'ログイン' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('a booking up to the payment QR code and the simulator page runs without a violation', async ({ context, page }) => {
  test.setTimeout(120_000);
  const violations = await watchPolicy(context);
  const member = await registerMember(page.request);
  await apiLogin(page.request, member);
  await visit(page, '/courtesy');
  const order = await bookThroughApi(page.request, 'ADV');
  await visit(page, payStepPath(order));
  await page.getByRole('radio', { name: /微信支付/ }).check();
  await page.getByRole('button', { name: 'お支払いを完了する' }).click();
  await expect(page).toHaveURL(/\/PayDetail\?payCode=3$/);
  // The QR code is a data: image: it must load, not be refused.
  const qr = page.getByRole('img', { name: '微信支付のQRコード' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // The simulator's own page (inline styles, a form posting to itself) pays the order.
  const payUrl = await page.getByRole('link', { name: /決済ページを開く/ }).getAttribute('href');
  const phone = await context.newPage();
  await phone.goto(payUrl!);
  await phone.getByRole('button', { name: '支払う' }).click();
  await expect(phone.getByRole('heading', { name: 'お支払いが完了しました' })).toBeVisible();
  expect(await phone.evaluate(() => getComputedStyle(document.querySelector('header')!).color)).toBe('rgb(255, 255, 255)');
  await phone.close();
  await expect(page).toHaveURL(/PayState|courtesy/, { timeout: 20_000 });
  expect(violations).toEqual([]);
});

test('staff pages, the dashboard chart included, run without a violation', async ({ context, page }) => {
  test.setTimeout(120_000);
  const violations = await watchPolicy(context);
  await visit(page, '/admin/login');
  await staffSignIn(page, 'admin@demo.felton', STAFF_PASSWORD);
  for (const path of STAFF_PAGES) await visit(page, path);
  await visit(page, '/admin');
  await expect(page.locator('main svg').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('every rendered page answer carries its own nonce, on every inline script', async ({ request }) => {
  const nonces = new Set<string>();
  for (let i = 0; i < 3; i++) {
    // A cookie: the page is rendered for this visitor, never answered from the page cache.
    const response = await request.get('/home', { headers: { cookie: 'e2e=rendered' } });
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy).not.toContain("'unsafe-inline' 'nonce");
    expect(policy).toMatch(/object-src 'none'/);
    expect(policy).toMatch(/base-uri 'self'/);
    expect(policy).toMatch(/frame-ancestors 'none'/);
    expect(policy).toMatch(/form-action 'self'/);
    const scriptSrc = /script-src ([^;]+)/.exec(policy)![1]!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1]!;
    nonces.add(nonce);
    const scripts = [...(await response.text()).matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(3);
});

test('a page from the page cache allows exactly its inline scripts by hash, and repeats no nonce', async ({ request }) => {
  await request.get('/news');
  const kept = await request.get('/news');
  expect(kept.headers()['x-page-cache']).toBe('hit');
  const policy = kept.headers()['content-security-policy'] ?? '';
  const scriptSrc = /script-src ([^;]+)/.exec(policy)![1]!;
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).not.toContain('nonce-');
  const html = await kept.text();
  expect(html).not.toContain('nonce=');
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\bsrc=/.test(attributes!));
  expect(inline.length).toBeGreaterThan(0);
  for (const [, , content] of inline) expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(content!, 'utf8').digest('base64')}'`);
});

test('HEAD on a page answers like GET without a body', async ({ request }) => {
  for (const path of ['/home', '/hotels', '/pro001/home', '/admin/login', '/no-such-page']) {
    const get = await request.fetch(path, { method: 'GET', maxRedirects: 0 });
    const head = await request.fetch(path, { method: 'HEAD', maxRedirects: 0 });
    expect(head.status(), path).toBe(get.status());
    expect(head.headers()['content-type'], path).toBe(get.headers()['content-type']);
    expect(head.headers()['location'], path).toBe(get.headers()['location']);
    expect(head.headers()['content-security-policy'], path).toMatch(/script-src 'self' 'nonce-/);
    expect((await head.body()).length, path).toBe(0);
  }
  const home = await request.fetch('/home', { method: 'HEAD' });
  expect(home.headers()['content-type']).toBe('text/html; charset=utf-8');
});
