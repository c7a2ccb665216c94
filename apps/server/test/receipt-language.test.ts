import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels } from '@hotel/db/schema/hotel';
import { endpoints } from '@hotel/shared/api/endpoints';
import { withTranslation } from '@hotel/shared/content-translation';
import type { ReceiptIssue } from '@hotel/shared/schemas/receipt';
import { dayFromToday, guest, holdRooms, newMember } from './helpers/booking.ts';
import { payByWechat } from './helpers/desk.ts';
import { expectSuccess } from './helpers/expectations.ts';
import { fakeGateways } from './helpers/fake-gateway.ts';
import { call, SITE_HEADERS, useMemberApp, withToken } from './helpers/member-app.ts';

/**
 * The receipt's printed words in the order's language (decision 0074), read back with poppler
 * like receipts.test.ts: the hotel's name from its translation (written before any request reads
 * and caches the row); the Japanese receipt's bytes are checked byte for byte elsewhere.
 */
const gateways = fakeGateways();
const t = useMemberApp({ appOptions: { payProvider: gateways } });

beforeAll(async () => {
  const [hotel] = await t.db.select().from(hotels).where(eq(hotels.code, 'pro001'));
  const zh = withTranslation('hotel', hotel!, hotel!.translations, 'zh', { name: '费尔顿收据测试酒店' });
  await t.db.update(hotels).set({ translations: withTranslation('hotel', hotel!, zh, 'en', { name: 'Felton Receipt Test Hotel' }) }).where(eq(hotels.code, 'pro001'));
});

const work = mkdtempSync(path.join(tmpdir(), 'receipt-language-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
function pdfText(bytes: Buffer, name: string): string {
  const file = path.join(work, `${name}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

/** A prepaid booking made from a page in `lang`, paid by WeChat Pay, its receipt issued and downloaded. */
async function receiptIn(lang: 'zh' | 'en', honorific: string, proviso: string) {
  const member = await newMember(t.app);
  const hold = expectSuccess(await holdRooms(t.app, member.token, { rateCode: 'ADV', checkIn: dayFromToday(t.clock, 5), checkOut: dayFromToday(t.clock, 7) }));
  const order = expectSuccess(
    await call<{ id: number; orderNo: string; revNo: string }>(t.app, 'POST', endpoints.submitOrder.path, {
      headers: { ...SITE_HEADERS, usertoken: member.token, 'accept-language': lang },
      body: guest(hold.orderNo),
    }),
  );
  await payByWechat(t.app, member.token, order, hold.totalAmount);
  const issued = await withToken<ReceiptIssue>(t.app, 'POST', endpoints.issueReceipt.path, member.token, { orderId: order.id, addressee: 'Wang Fang', honorific, proviso });
  expect(issued.status, JSON.stringify(issued.body)).toBe(200);
  const pdf = await t.app.inject({ method: 'GET', url: `${endpoints.getReceiptPdf.path}?orderId=${order.id}`, headers: { ...SITE_HEADERS, usertoken: member.token } });
  expect(pdf.statusCode).toBe(200);
  return { text: pdfText(pdf.rawPayload, lang), order, amount: hold.totalAmount };
}

describe('the receipt in the order’s language', () => {
  it('Chinese: 收据, the labels, dates and money as Chinese writes them, the hotel’s Chinese name', async () => {
    const { text, order, amount } = await receiptIn('zh', '様', '住宿费');
    for (const words of ['收据', '事由', '上述款项已如数收讫', '明细', '房费', '服务费', '增值税', '支付方式', '住宿日期', '预订号', '开具方', '费尔顿收据测试酒店', order.orderNo])
      expect(text).toContain(words);
    expect(text).toContain(`${amount.toLocaleString('en-US')}元`);
    expect(text).toMatch(/\d{4}年\d{1,2}月\d{1,2}日/);
    expect(text).not.toContain('領収書');
  });

  it('English: RECEIPT, the labels, CNY amounts and English dates, the hotel’s English name', async () => {
    const { text, amount } = await receiptIn('en', '御中', 'Accommodation');
    for (const words of ['RECEIPT', 'For: Accommodation', 'Received with thanks', 'Breakdown', 'Service charge', 'VAT', 'Paid by', 'Reservation no.', 'Issued by', 'Felton Receipt Test Hotel'])
      expect(text).toContain(words);
    expect(text).toContain(`CNY ${amount.toLocaleString('en-US')}`);
    expect(text).toMatch(/Date of issue: \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(text).not.toContain('元');
    expect(text).not.toContain('領収書');
    expect(text).not.toContain('御中');
  });
});
