import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { FAPIAO_MESSAGES } from '@hotel/shared/forms/fapiao';
import { FAPIAO_API_MESSAGES as M } from '@hotel/shared/schemas/fapiao';
import type { MemberDataExport } from '@hotel/shared/schemas/privacy';
import { fapiaoDocuments, fapiaoRequests } from '@hotel/db/schema/fapiao';
import { auditLinesOf } from './helpers/audit-lines.ts';
import { bookStay, dayFromToday, newMember } from './helpers/booking.ts';
import { desk } from './helpers/desk.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { companyRequest, downloadFapiao, financeStaff, getFapiao, requestFapiao, uploadInvoice } from './helpers/fapiao.ts';
import { smallOfd, smallPdf } from './helpers/invoice-files.ts';
import { call, DAY, useMemberApp, withToken } from './helpers/member-app.ts';
import { RecordingMailTransport } from './helpers/recording-mail.ts';

/** Fapiao requests (issue 28, decision 0071): the member asks, finance uploads and sends or sends back, the member downloads. */
const mail = new RecordingMailTransport();
const t = useMemberApp({ appOptions: { mail, paySettings: { PUBLIC_URL: 'https://hotel.example.com' } } });

async function bookedOrder() {
  const member = await newMember(t.app);
  const order = await bookStay(t.app, member.token, { checkIn: dayFromToday(t.clock, 5), checkOut: dayFromToday(t.clock, 6) });
  return { member, order };
}

const noticesTo = async (mobile: string) => (await call<{ notices: { body: string }[] }>(t.app, 'GET', '/__dev/sms', { query: { mobile, notices: '1' } })).body.data.notices;

describe('a fapiao from request to download', () => {
  it('is asked for, uploaded, sent and downloaded by its member only', async () => {
    const { member, order } = await bookedOrder();
    const body = companyRequest(order.id);
    const asked = expectSuccess(await requestFapiao(t.app, member.token, body));
    expect(asked.canRequest).toBe(false);
    expect(asked.current).toMatchObject({ state: 'requested', taxNo: '91350100M000100Y43', invoiceType: 'special', bankName: '中国银行福州分行', document: null });
    const id = asked.current!.id;

    const second = await requestFapiao(t.app, member.token, body);
    expectFailure(second, 409);
    expect(second.body.message).toBe(M.alreadyOpen);

    const finance = await financeStaff(t.app);
    const queue = expectSuccess(await desk(t.app, finance, 'GET', '/fapiao', { hotel: 'pro001' }));
    expect(queue.items.map((i: { id: number }) => i.id)).toContain(id);
    const detail = expectSuccess(await desk(t.app, finance, 'GET', '/fapiao/detail', { hotel: 'pro001', id }));
    expect(detail.order).toMatchObject({ id: order.id, orderNo: order.orderNo });
    expectFailure(await desk(t.app, finance, 'POST', '/fapiao/send', { hotel: 'pro001', id }), 409);

    const pdf = smallPdf();
    const uploaded = await uploadInvoice(t.app, finance, 'pro001', id, '发票 2026.pdf', pdf);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect((await getFapiao(t.app, member.token, order.id)).body.data.current).toMatchObject({ state: 'issued', document: { fileType: 'pdf', fileName: '发票 2026.pdf', bytes: pdf.length } });

    const sent = await desk(t.app, finance, 'POST', '/fapiao/send', { hotel: 'pro001', id });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(mail.to(body.email).at(-1)?.text).toContain(`https://hotel.example.com/courtesy/order/${order.id}/fapiao`);
    expect((await getFapiao(t.app, member.token, order.id)).body.data.current?.state).toBe('sent');

    const file = await downloadFapiao(t.app, member.token, order.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers).toMatchObject({ 'content-type': 'application/pdf', 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment; filename="fapiao\.pdf"; filename\*=UTF-8''/);
    expect(file.rawPayload.equals(pdf)).toBe(true);

    const staffFile = await t.app.inject({ method: 'GET', url: '/adminapi/v1/fapiao/document', query: { hotel: 'pro001', id: String(id) }, headers: { cookie: `staff_session=${finance}` } });
    expect(staffFile.statusCode).toBe(200);
    expect(staffFile.rawPayload.equals(pdf)).toBe(true);

    const stranger = await newMember(t.app);
    const refused = await downloadFapiao(t.app, stranger.token, order.id);
    const missing = await downloadFapiao(t.app, stranger.token, 2_000_000_000);
    expect([refused.statusCode, refused.json().message]).toEqual([missing.statusCode, missing.json().message]);
    expect(refused.statusCode).toBe(404);

    const lines = await auditLinesOf(t.db, 'fapiao_request', id);
    expect(lines.map((l) => l.action)).toEqual(['fapiao_request', 'fapiao_upload', 'fapiao_send']);
    expect(JSON.stringify(lines)).not.toContain('91350100M000100Y43');
  }, 60_000);

  it('tells the guest by SMS too (demo mode: the console provider)', async () => {
    const { member, order } = await bookedOrder();
    const [row] = await t.db.select().from(fapiaoRequests).where(eq(fapiaoRequests.orderId, order.id));
    expect(row).toBeUndefined();
    const id = expectSuccess(await requestFapiao(t.app, member.token, { orderId: order.id, buyerKind: 'personal', title: '王 小明', email: 'wang@example.cn' })).current!.id;
    const finance = await financeStaff(t.app);
    expect((await uploadInvoice(t.app, finance, 'pro001', id, 'invoice.ofd', smallOfd())).statusCode).toBe(200);
    expectSuccess(await desk(t.app, finance, 'POST', '/fapiao/send', { hotel: 'pro001', id }));
    const orderRow = expectSuccess(await withToken<{ mobile: string }>(t.app, 'GET', `${endpoints.getOrderDetail.path}?orderId=${order.id}`, member.token));
    const notices = await noticesTo(orderRow.mobile);
    expect(notices[0]?.body).toContain('发票を発行しました');
    const file = await downloadFapiao(t.app, member.token, order.id);
    expect(file.headers['content-type']).toBe('application/ofd');
  }, 60_000);

  it('is sent back with a reason the guest reads, and asked for again', async () => {
    const { member, order } = await bookedOrder();
    const body = companyRequest(order.id, { invoiceType: 'normal' });
    const id = expectSuccess(await requestFapiao(t.app, member.token, body)).current!.id;
    const finance = await financeStaff(t.app);
    expect((await uploadInvoice(t.app, finance, 'pro001', id, 'x.pdf', smallPdf())).statusCode).toBe(200);

    const emptyReason = await desk(t.app, finance, 'POST', '/fapiao/reject', { hotel: 'pro001', id, reason: ' ' });
    expectFailure(emptyReason, 400);
    expect(emptyReason.body.message).toBe(M.rejectReasonRequired);
    expectSuccess(await desk(t.app, finance, 'POST', '/fapiao/reject', { hotel: 'pro001', id, reason: '抬头が登記と異なります' }));
    expect(mail.to(body.email).at(-1)?.text).toContain('抬头が登記と異なります');
    expect(await t.db.select().from(fapiaoDocuments).where(eq(fapiaoDocuments.requestId, id))).toEqual([]);

    const seen = expectSuccess(await getFapiao(t.app, member.token, order.id));
    expect(seen).toMatchObject({ canRequest: true, current: { state: 'rejected', rejectReason: '抬头が登記と異なります' } });
    expect((await downloadFapiao(t.app, member.token, order.id)).statusCode).toBe(404);

    const again = expectSuccess(await requestFapiao(t.app, member.token, { ...body, title: '福建测试有限公司（正）' }));
    expect(again.current).toMatchObject({ state: 'requested', title: '福建测试有限公司（正）' });
    expect(again.earlier.map((r) => r.state)).toEqual(['rejected']);
    expect((await auditLinesOf(t.db, 'fapiao_request', id)).map((l) => l.action)).toEqual(['fapiao_request', 'fapiao_upload', 'fapiao_reject']);

    // Retention (decision 0071): 90 days after the 差戻し its buyer's details go; the open request keeps its own.
    const now = t.clock.now();
    await t.db.update(fapiaoRequests).set({ updatedAt: new Date(now.getTime() - 89 * DAY) }).where(eq(fapiaoRequests.id, id));
    await t.app.purgeExpiredPersonalData(now);
    expect((await t.db.select().from(fapiaoRequests).where(eq(fapiaoRequests.id, id)))[0]?.taxNo).toBe('91350100M000100Y43');
    await t.db.update(fapiaoRequests).set({ updatedAt: new Date(now.getTime() - 91 * DAY) }).where(eq(fapiaoRequests.id, id));
    await t.app.purgeExpiredPersonalData(now);
    const rows = await t.db.select().from(fapiaoRequests).where(eq(fapiaoRequests.orderId, order.id));
    expect(rows.find((r) => r.id === id)).toMatchObject({ title: '削除済み', taxNo: null, email: '', state: 'rejected', rejectReason: '抬头が登記と異なります' });
    expect(rows.find((r) => r.id !== id)).toMatchObject({ state: 'requested', taxNo: '91350100M000100Y43' });
  }, 60_000);

  it('is in the member’s data download and erased when the account closes', async () => {
    const { member, order } = await bookedOrder();
    expectSuccess(await requestFapiao(t.app, member.token, companyRequest(order.id)));
    const data = expectSuccess(await withToken<MemberDataExport>(t.app, 'GET', endpoints.exportData.path, member.token));
    expect(data.fapiao).toEqual([expect.objectContaining({ orderNo: order.orderNo, taxNo: '91350100M000100Y43', bankAccount: '1234 5678 9012', state: 'requested' })]);

    expectSuccess(await withToken(t.app, 'GET', `${endpoints.cancleOrder.path}?orderId=${order.id}`, member.token));
    expectSuccess(await withToken(t.app, 'POST', endpoints.closeAccount.path, member.token, { Pwd: member.password }));
    const [row] = await t.db.select().from(fapiaoRequests).where(eq(fapiaoRequests.orderId, order.id));
    expect(row).toMatchObject({ title: '退会済み', taxNo: null, email: '', companyAddress: null, companyPhone: null, bankName: null, bankAccount: null });
  });
});

describe('bad requests', () => {
  it('refuses a wrong check character with the Japanese message and saves nothing', async () => {
    const { member, order } = await bookedOrder();
    const refused = await requestFapiao(t.app, member.token, companyRequest(order.id, { taxNo: '91350100M000100Y44' }));
    expectFailure(refused, 400);
    expect(refused.body.message).toBe(FAPIAO_MESSAGES.taxNoCheck);
    expect(await t.db.select().from(fapiaoRequests).where(eq(fapiaoRequests.orderId, order.id))).toEqual([]);
  });

  it('refuses a cancelled order without a charge', async () => {
    const { member, order } = await bookedOrder();
    expectSuccess(await withToken(t.app, 'GET', `${endpoints.cancleOrder.path}?orderId=${order.id}`, member.token));
    const refused = await requestFapiao(t.app, member.token, companyRequest(order.id));
    expectFailure(refused, 409);
    expect(refused.body.message).toBe(M.notEligible);
  });

  it('refuses a renamed PNG and a file over 10 MB, and leaves the request 依頼済', async () => {
    const { member, order } = await bookedOrder();
    const id = expectSuccess(await requestFapiao(t.app, member.token, companyRequest(order.id))).current!.id;
    const finance = await financeStaff(t.app);
    const png = await uploadInvoice(t.app, finance, 'pro001', id, 'fapiao.pdf', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'application/pdf');
    expect([png.statusCode, png.json().message]).toEqual([400, M.fileNotInvoice]);
    const big = Buffer.concat([smallPdf(), Buffer.alloc(10 * 1024 * 1024 + 1 - smallPdf().length, 0x20)]);
    const tooBig = await uploadInvoice(t.app, finance, 'pro001', id, 'big.pdf', big);
    expect([tooBig.statusCode, tooBig.json().message]).toEqual([413, M.fileTooLarge]);
    const [row] = await t.db.select({ state: fapiaoRequests.state }).from(fapiaoRequests).where(eq(fapiaoRequests.id, id));
    expect(row?.state).toBe('requested');
  }, 60_000);

  it('answers another member’s order like a missing one, and a signed-out caller 401 before validation', async () => {
    const { order } = await bookedOrder();
    const stranger = await newMember(t.app);
    const theirs = await getFapiao(t.app, stranger.token, order.id);
    const none = await getFapiao(t.app, stranger.token, 2_000_000_000);
    expect([theirs.status, theirs.body.message]).toEqual([none.status, none.body.message]);
    const asked = await requestFapiao(t.app, stranger.token, companyRequest(order.id));
    expect([asked.status, asked.body.message]).toEqual([404, M.notFound]);
    const signedOut = await call(t.app, 'POST', endpoints.requestFapiao.path, { body: { orderId: 'x' } });
    expect(signedOut.status).toBe(401);
  });
});
