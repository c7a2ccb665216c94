import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { RECEIPT_MESSAGES, type OrderReceipts, type ReceiptIssue } from '@hotel/shared/schemas/receipt';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { auditLog } from '@hotel/db/schema/audit';
import { hotels } from '@hotel/db/schema/hotel';
import { orderReceipts } from '@hotel/db/schema/receipts';
import { unprintable } from '../src/modules/receipts/receipt-font.ts';
import { bookStay, dayFromToday, newMember } from './helpers/booking.ts';
import { demoStaff, desk, payByWechat } from './helpers/desk.ts';
import { expectFailure } from './helpers/expectations.ts';
import { fakeGateways } from './helpers/fake-gateway.ts';
import { SITE_HEADERS, useMemberApp, withToken } from './helpers/member-app.ts';
import { staffCookieHeader } from './helpers/staff-app.ts';

const gateways = fakeGateways();
const t = useMemberApp({ appOptions: { payProvider: gateways } });

// The issuer block in simplified hanzi (杨, 区, 电), as a hotel in China writes it.
const ADDRESS = '浙江省杭州市西湖区杨公堤18号（电话总机）';
beforeAll(async () => {
  await t.db.update(hotels).set({ address: ADDRESS }).where(eq(hotels.code, 'pro001'));
});

const form = (orderId: number, overrides: Record<string, unknown> = {}) => ({ orderId, addressee: '佐藤 健', honorific: '様', proviso: '宿泊代として', ...overrides });
const issue = (token: string, body: Record<string, unknown>) => withToken<ReceiptIssue>(t.app, 'POST', endpoints.issueReceipt.path, token, body);
const list = (token: string, orderId: number) => withToken<OrderReceipts>(t.app, 'GET', `${endpoints.getReceipts.path}?orderId=${orderId}`, token);
async function pdf(app: FastifyInstance, token: string, orderId: number, issueNo?: number) {
  const query = `orderId=${orderId}${issueNo ? `&issue=${issueNo}` : ''}`;
  return app.inject({ method: 'GET', url: `${endpoints.getReceiptPdf.path}?${query}`, headers: { ...SITE_HEADERS, usertoken: token } });
}

/** A member's prepaid booking (ADV) paid by WeChat Pay. */
async function paidOrder() {
  const member = await newMember(t.app);
  const order = await bookStay(t.app, member.token, { rateCode: 'ADV', checkIn: dayFromToday(t.clock, 5), checkOut: dayFromToday(t.clock, 7) });
  await payByWechat(t.app, member.token, order, order.hold.totalAmount);
  return { member, order, amount: order.hold.totalAmount };
}

const work = mkdtempSync(path.join(tmpdir(), 'receipts-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
function poppler(bytes: Buffer, name: string) {
  const file = path.join(work, `${name}.pdf`);
  writeFileSync(file, bytes);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
  execFileSync('pdftoppm', ['-r', '50', '-png', '-singlefile', file, path.join(work, name)]);
  execFileSync('pdftoppm', ['-r', '50', '-gray', '-singlefile', file, path.join(work, name)]);
  return { text, fonts, png: readFileSync(path.join(work, `${name}.png`)), pgm: readFileSync(path.join(work, `${name}.pgm`)) };
}

/** Dark pixels of a binary PGM (P5) page: header "P5\n<w> <h>\n255\n", then one byte a pixel. */
function darkShare(pgm: Buffer): number {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 40).toString('latin1'))!;
  const pixels = pgm.subarray(header[0].length);
  let dark = 0;
  for (const value of pixels) if (value < 128) dark++;
  return dark / pixels.length;
}

describe('the member issues a receipt', () => {
  it('issues a paid booking’s receipt, gives the same bytes again, and re-issues under another 宛名 with both recorded', async () => {
    const { member, order, amount } = await paidOrder();
    const first = await issue(member.token, form(order.id));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe(RECEIPT_MESSAGES.issued);
    expect(first.body.data).toMatchObject({ receiptNo: expect.stringMatching(/^pro001-\d{6}$/), issueNo: 1, addressee: '佐藤 健', honorific: '様', proviso: '宿泊代として', amount, reissue: false });

    const download = await pdf(t.app, member.token, order.id);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="receipt-${first.body.data.receiptNo}.pdf"`);
    expect(download.headers['cache-control']).toContain('no-store');
    const bytes = download.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(150 * 1024);

    // The same wording again: the stored receipt, byte for byte, and no new row.
    const again = await issue(member.token, form(order.id));
    expect(again.body).toMatchObject({ message: RECEIPT_MESSAGES.same, data: { receiptNo: first.body.data.receiptNo, issueNo: 1 } });
    expect(Buffer.compare((await pdf(t.app, member.token, order.id)).rawPayload, bytes)).toBe(0);

    // Another 宛名: issue 2 of the same number, marked 再発行; both kept.
    const second = await issue(member.token, form(order.id, { addressee: '株式会社フェルトン商事', honorific: '御中' }));
    expect(second.body).toMatchObject({ message: RECEIPT_MESSAGES.reissued, data: { receiptNo: first.body.data.receiptNo, issueNo: 2, reissue: true, honorific: '御中' } });
    const listed = await list(member.token, order.id);
    expect(listed.body.data.issues.map((i) => [i.issueNo, i.addressee])).toEqual([
      [2, '株式会社フェルトン商事'],
      [1, '佐藤 健'],
    ]);
    expect(listed.body.data.defaults).toEqual({ addressee: '株式会社フェルトン商事', honorific: '御中', proviso: '宿泊代として' });
    expect(Buffer.compare((await pdf(t.app, member.token, order.id, 1)).rawPayload, bytes)).toBe(0);

    const one = poppler(bytes, 'first');
    const two = poppler((await pdf(t.app, member.token, order.id, 2)).rawPayload, 'second');
    for (const expected of ['領収書', first.body.data.receiptNo, 'フェルトン・グランド杭州西湖', ADDRESS, '〒310007', '佐藤 健', '様', '宿泊代として', '上記正に領収いたしました', '室料', 'サービス料', '増値税', '税・サービス料込', '微信支付', order.orderNo]) {
      expect(one.text).toContain(expected);
    }
    expect(one.text).toContain(`${amount.toLocaleString('ja-JP')}元`);
    expect(one.text).not.toContain('再発行');
    expect(one.text).not.toContain('¥');
    expect(two.text).toContain('再発行');
    expect(two.text).toContain('株式会社フェルトン商事');
    expect(two.text).toContain('御中');
    // Every character drawn is one the font has (a missing glyph would still be extracted as text).
    expect(unprintable(one.text.replace(/\s/g, '') + two.text.replace(/\s/g, ''))).toEqual([]);
    // Only the committed font, embedded as a TrueType subset; no Type 3, no standard font.
    const fontRows = one.fonts.trim().split('\n').slice(2);
    expect(fontRows).toHaveLength(1);
    expect(fontRows[0]).toMatch(/^[A-Z]{6}\+WenQuanYiMicroHei\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
    expect(one.fonts).not.toContain('Type 3');
    // Rendered, the page is not blank (text and rules), and mostly paper.
    expect(one.png.subarray(1, 4).toString()).toBe('PNG');
    expect(darkShare(one.pgm)).toBeGreaterThan(0.005);
    expect(darkShare(one.pgm)).toBeLessThan(0.3);

    // Each issue is a row, and an audit line as the guest.
    const rows = await t.db.select().from(orderReceipts).where(eq(orderReceipts.orderId, order.id));
    expect(rows.map((r) => [r.issueNo, r.memberId, r.staffId])).toEqual(expect.arrayContaining([[1, expect.any(Number), null], [2, expect.any(Number), null]]));
    const lines = await t.db.select().from(auditLog).where(eq(auditLog.entityId, order.orderNo));
    expect(lines.filter((l) => l.action.startsWith('receipt_')).map((l) => [l.action, l.actor])).toEqual([
      ['receipt_issue', 'guest'],
      ['receipt_reissue', 'guest'],
    ]);
  }, 60_000);

  it('gives ten simultaneous first requests one receipt number', async () => {
    const { member, order } = await paidOrder();
    const answers = await Promise.all(Array.from({ length: 10 }, () => issue(member.token, form(order.id))));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => `${a.body.data.receiptNo}/${a.body.data.issueNo}`)).size).toBe(1);
    expect(await t.db.select().from(orderReceipts).where(eq(orderReceipts.orderId, order.id))).toHaveLength(1);
    // Ten different 宛名 at once: ten issues of the one number.
    const names = await Promise.all(Array.from({ length: 10 }, (_, i) => issue(member.token, form(order.id, { addressee: `山田 ${i}` }))));
    expect(new Set(names.map((a) => a.body.data.receiptNo))).toEqual(new Set([answers[0]!.body.data.receiptNo]));
    expect(names.map((a) => a.body.data.issueNo).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  }, 60_000);

  it('numbers receipts per hotel: each order its own number', async () => {
    const a = await paidOrder();
    const b = await paidOrder();
    const first = await issue(a.member.token, form(a.order.id));
    const second = await issue(b.member.token, form(b.order.id));
    const n = (no: string) => Number(no.split('-').at(-1));
    expect(n(second.body.data.receiptNo)).toBeGreaterThan(n(first.body.data.receiptNo));
  }, 60_000);

  it('refuses an unpaid booking (409), bad wording (400, Japanese) and another member’s booking (404 as a missing one)', async () => {
    const member = await newMember(t.app);
    const unpaid = await bookStay(t.app, member.token, { rateCode: 'ADV', checkIn: dayFromToday(t.clock, 5), checkOut: dayFromToday(t.clock, 6) });
    const refused = await issue(member.token, form(unpaid.id));
    expectFailure(refused, 409);
    expect(refused.body.message).toBe(RECEIPT_MESSAGES.notEligible);
    expect((await list(member.token, unpaid.id)).body.data).toMatchObject({ eligible: false, defaults: { addressee: '佐藤 健', honorific: '様', proviso: '宿泊代として' }, issues: [] });

    const { member: owner, order } = await paidOrder();
    const cases: [Record<string, unknown>, string][] = [
      [{ addressee: '' }, RECEIPT_MESSAGES.addresseeRequired],
      [{ addressee: 'あ'.repeat(41) }, RECEIPT_MESSAGES.addresseeTooLong],
      [{ addressee: '佐藤\n健' }, RECEIPT_MESSAGES.addresseeInvalid],
      [{ honorific: '殿' }, RECEIPT_MESSAGES.honorificRequired],
      [{ proviso: '' }, RECEIPT_MESSAGES.provisoRequired],
      [{ proviso: '宿'.repeat(41) }, RECEIPT_MESSAGES.provisoTooLong],
      [{ addressee: '佐藤 😀' }, RECEIPT_MESSAGES.unprintable('宛名', '😀')],
      [{ proviso: '宿泊代として〜' }, RECEIPT_MESSAGES.unprintable('但し書き', '〜')],
    ];
    for (const [overrides, message] of cases) {
      const bad = await issue(owner.token, form(order.id, overrides));
      expectFailure(bad, 400);
      expect(bad.body.message, JSON.stringify(overrides)).toBe(message);
    }
    // 40 characters are fine (the limit counts characters, not UTF-16 units).
    expect((await issue(owner.token, form(order.id, { addressee: '𠮷'.repeat(40) }))).status).not.toBe(500);

    const stranger = await newMember(t.app);
    const missing = await issue(stranger.token, form(999_999));
    const other = await issue(stranger.token, form(order.id));
    expectFailure(other, 404);
    expect(other.body).toEqual({ ...missing.body, requestId: other.body.requestId });
    expect(other.body.message).toBe(SERVER_MESSAGES.orderNotFound);
    expect((await pdf(t.app, stranger.token, order.id)).statusCode).toBe(404);
    expectFailure(await list(stranger.token, order.id), 404);
    // Without a session: 401 before the input is read.
    expect((await t.app.inject({ method: 'POST', url: endpoints.issueReceipt.path, headers: SITE_HEADERS, payload: {} })).statusCode).toBe(401);
  }, 60_000);
});

describe('staff issue a receipt from the order detail', () => {
  it('issues a checked-out pay-at-hotel stay (現地払い) with finance.receipts, recorded as the staff member', async () => {
    const member = await newMember(t.app);
    const order = await bookStay(t.app, member.token, { rateCode: 'BAR', checkIn: dayFromToday(t.clock, 0), checkOut: dayFromToday(t.clock, 1) });
    const front = await demoStaff(t.app, 'front');
    const ref = { hotel: 'pro001', orderNo: order.orderNo };
    const early = await desk(t.app, front, 'POST', '/orders/receipt', { ...ref, addressee: '佐藤 健', honorific: '様', proviso: '宿泊代として' });
    expectFailure(early, 409);
    expect((await desk(t.app, front, 'POST', '/orders/check-in', ref)).status).toBe(200);
    expect((await desk(t.app, front, 'POST', '/orders/check-out', ref)).status).toBe(200);

    const issued = await desk(t.app, front, 'POST', '/orders/receipt', { ...ref, addressee: '佐藤 健', honorific: '様', proviso: '宿泊代として' });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect(issued.body.data).toMatchObject({ issueNo: 1, amount: order.hold.totalAmount });
    const listed = await desk(t.app, front, 'GET', '/orders/receipts', ref);
    expect(listed.body.data.issues).toHaveLength(1);
    const file = await t.app.inject({ method: 'GET', url: '/adminapi/v1/orders/receipt/pdf', query: { ...ref, issue: '1' }, headers: staffCookieHeader(front) });
    // The member downloads the same receipt the staff issued.
    const mine = await pdf(t.app, member.token, order.id);
    expect(mine.statusCode).toBe(200);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(file.rawPayload, mine.rawPayload)).toBe(0);
    expect(poppler(mine.rawPayload, 'desk').text).toContain('現地払い');

    // Another hotel's order number is not found; the content editor may not issue.
    expectFailure(await desk(t.app, front, 'GET', '/orders/receipts', { hotel: 'pro001', orderNo: 'NOPE' }), 404);
    const editor = await demoStaff(t.app, 'editor');
    expectFailure(await desk(t.app, editor, 'GET', '/orders/receipts', ref), 403);

    const lines = await t.db.select().from(auditLog).where(eq(auditLog.entityId, order.orderNo));
    expect(lines.filter((l) => l.action === 'receipt_issue').map((l) => l.actor)).toEqual(['staff']);
  }, 60_000);
});
