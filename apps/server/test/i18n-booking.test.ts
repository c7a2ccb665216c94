import { describe, expect, it } from 'vitest';
import { useWebApp } from './helpers/web-app.ts';

/**
 * The search box, the rooms pages and the booking steps in Chinese and English (issue 29, decision
 * 0072), the Japanese pages unchanged. A namespace a page is sent is in its HTML (loader data), so
 * these look for texts drawn with their values (a party, a count) as well as plain ones.
 */
const ORIGIN = 'https://www.felton.example';
const web = useWebApp({ publicOrigin: ORIGIN });

async function page(url: string, status = 200): Promise<string> {
  const res = await web.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(status);
  return res.body;
}

describe('the search box and the rooms pages', () => {
  it('draw the search, the stay and the steps in each language', { timeout: 120_000 }, async () => {
    const ja = await page('/pro001/rooms');
    for (const text of ['客室とスイート', '1室・大人1名・子ども0名', 'ご検索内容', '空室を検索', '客室を選択', '予約する']) expect(ja).toContain(text);
    const zh = await page('/zh/pro001/rooms');
    for (const text of ['客房与套房', '1间・成人1位・儿童0位', '您的搜索', '查询空房', '选择客房']) expect(zh).toContain(text);
    const en = await page('/en/pro001/rooms');
    for (const text of ['Rooms &amp; Suites', '1 room · 1 adult · 0 children', 'Your search', 'Choose a room', 'Rate plan']) expect(en).toContain(text);
  });

  it('draw the room detail page and the group home’s search box', { timeout: 120_000 }, async () => {
    expect(await page('/pro001/room-detail/room-detail?index=0')).toContain('客室設備');
    const en = await page('/en/pro001/room-detail/room-detail?index=0');
    for (const text of ['Room amenities', 'Check availability', 'Occupancy']) expect(en).toContain(text);
    expect(await page('/home')).toContain('1室・大人1名・子ども0名');
    expect(await page('/zh/home')).toContain('1间・成人1位・儿童0位');
    expect(await page('/en/home')).toContain('1 room · 1 adult · 0 children');
  });
});

describe('the booking steps', () => {
  it('draw the guest step, the pay step and the success page in each language', { timeout: 120_000 }, async () => {
    expect(await page('/pro001/child-hotel/rooms/FillInformationStep')).toContain('ご宿泊者情報の入力');
    expect(await page('/en/pro001/child-hotel/rooms/FillInformationStep')).toContain('Guest information');
    expect(await page('/pro001/child-hotel/rooms/pay-step')).toContain('こちらではお支払いいただけません');
    const payEn = await page('/en/pro001/child-hotel/rooms/pay-step');
    for (const text of ['Choose how to pay', 'Payment is not possible here', 'Guarantee &amp; payment']) expect(payEn).toContain(text);
    expect(await page('/pro001/child-hotel/rooms/PayState', 404)).toContain('表示できるご予約がありません');
    expect(await page('/zh/pro001/child-hotel/rooms/PayState', 404)).toContain('没有可显示的预订');
  });

  it('draw a payment link that opens nothing in each language', async () => {
    expect(await page('/paylink/nothing-here', 404)).toContain('このお支払いリンクは使えません');
    const en = await page('/en/paylink/nothing-here', 404);
    expect(en).toContain('This payment link cannot be used');
    expect(en).toContain('<title>Payment｜');
  });
});
