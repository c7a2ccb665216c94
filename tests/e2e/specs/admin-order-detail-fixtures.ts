import { expect, test, type Locator, type Page } from '@playwright/test';
import { STAFF_PASSWORD, staffSignIn } from './admin-done-when-fixtures.ts';

/**
 * Issue 22 item 14: the staff order detail of a paid non-refundable order, the same checks on a
 * phone (375 px) and a desktop (1280 px).
 */

interface DeskOrder {
  orderNo: string;
  payment: 'hotel' | 'prepaid';
  isFreeCancel: boolean;
  payResult: number;
  state: number;
}

/** The hotel manager opens a paid, non-refundable, still booked demo order of pro001 from the desk's search. */
export async function openPaidNonRefundableOrder(page: Page): Promise<string> {
  await staffSignIn(page, 'manager@demo.felton', STAFF_PASSWORD);
  const found = await page.request.get('/adminapi/v1/orders/search?hotel=pro001&state=1');
  expect(found.ok(), await found.text()).toBe(true);
  const { orders } = (await found.json()).data as { orders: DeskOrder[] };
  const order = orders.find((o) => o.payment === 'prepaid' && !o.isFreeCancel && o.payResult === 1);
  expect(order, 'the demo seed has a paid non-refundable order at pro001').toBeDefined();
  await page.goto(`/admin/orders/detail?hotel=pro001&orderNo=${order!.orderNo}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('様');
  return order!.orderNo;
}

/** Each text under `root` matching `pattern` that is laid out over more than one line. */
function brokenTexts(root: Locator, pattern: RegExp): Promise<string[]> {
  return root.evaluate((main, source) => {
    const re = new RegExp(source, 'g');
    const broken: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const check = (node: Node, start: number, end: number, text: string) => {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (tops.size > 1) broken.push(text);
    };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const m of (node.textContent ?? '').matchAll(re)) check(node, m.index, m.index + m[0].length, m[0]);
    }
    return broken;
  }, pattern.source);
}

export function orderDetailChecks(width: number): void {
  test(`at ${width}px a paid non-refundable order's detail: dates whole, Japanese payment status, what the guest gets back before キャンセル, which is not the main button`, async ({ page }) => {
    await openPaidNonRefundableOrder(page);
    const main = page.getByRole('main');

    // No date or time breaks mid-date, and the page is no wider than the screen.
    await expect(main.getByText(/\d{4}-\d{2}-\d{2}/).first()).toBeVisible();
    expect(await brokenTexts(main, /\d{4}[-/]\d{2}[-/]\d{2}|\d{2}:\d{2}/)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // The payment method reads in Japanese, each of its words whole.
    const paymentMethod = main.locator('dt', { hasText: /^支払方法$/ }).locator('xpath=following-sibling::dd[1]');
    await expect(paymentMethod).toHaveText('事前決済・返金不可・支払済');
    expect(await brokenTexts(paymentMethod, /事前決済|返金不可|支払済/)).toEqual([]);
    // The online payment's status in Japanese, never the code.
    const payments = main.locator('section', { has: page.getByRole('heading', { name: 'お支払い・返金' }) });
    await expect(payments.getByRole('listitem').first()).toContainText('（支払済）');
    await expect(payments).not.toContainText(/\(paid\)|paid/i);

    // What cancelling means for the guest comes first, then a キャンセル that is not the main button.
    const terms = main.getByText(/^キャンセルした場合：お客様への返金はありません。/);
    await expect(terms).toBeVisible();
    const cancel = main.getByRole('link', { name: 'キャンセル', exact: true });
    await expect(cancel).toBeVisible();
    const termsBox = (await terms.boundingBox())!;
    const cancelBox = (await cancel.boundingBox())!;
    expect(termsBox.y + termsBox.height).toBeLessThanOrEqual(cancelBox.y);
    expect(await terms.evaluate((t, c) => Boolean(t.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_FOLLOWING), await cancel.elementHandle())).toBe(true);
    const look = await cancel.evaluate((el) => {
      const probe = document.createElement('span');
      probe.style.background = 'var(--ink)';
      document.body.append(probe);
      const ink = getComputedStyle(probe).backgroundColor;
      probe.remove();
      const style = getComputedStyle(el);
      return { ink, background: style.backgroundColor, color: style.color, className: el.className };
    });
    expect(look.className).not.toMatch(/primary/);
    expect(look.background).not.toBe(look.ink);
    expect(look.color).not.toBe('rgb(255, 255, 255)');
    // It reads as a button, not as stray text: it has a visible border, and on a phone it is not a full-width main button.
    expect(await cancel.evaluate((el) => getComputedStyle(el).borderTopColor !== 'rgba(0, 0, 0, 0)' && getComputedStyle(el).borderTopStyle !== 'none')).toBe(true);
    expect(cancelBox.width).toBeLessThan(width / 2);

    await page.screenshot({ path: test.info().outputPath(`order-detail-${width}.png`), fullPage: true });
  });
}
