import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '@hotel/db/schema/booking';
import { endpoints } from '@hotel/shared/api/endpoints';
import { MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import type { PayMethod } from '@hotel/shared/schemas/pay';
import { SandboxPaymentProvider } from '../src/modules/pay/index.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { call, MINUTE, useMemberApp, withToken } from './helpers/member-app.ts';
import { bookStay, dayFromToday, memberBalance, newMember, orderDetail, setBalance } from './helpers/booking.ts';

const SECRET = 'test-secret-for-sandbox-payment-notifications';
const t = useMemberApp({ appOptions: { payNotifySecret: SECRET } });
const sandbox = new SandboxPaymentProvider(Buffer.from(SECRET));

type QrAnswer = { payId: string; payUrl: string; qrCode: string } | null;
const orderpay = (token: string, body: Record<string, unknown>) => withToken<QrAnswer>(t.app, 'POST', endpoints.orderpay.path, token, body);
const checkpay = (token: string, revNo: string) =>
  withToken<{ paid: boolean }>(t.app, 'POST', endpoints.checkpayret.path, token, { revNo, hotelCode: 'pro001' });
const notify = (body: unknown) => call(t.app, 'POST', endpoints.payNotify.path, { body });

async function prepaidOrder(days = 2) {
  const member = await newMember(t.app);
  const order = await bookStay(t.app, member.token, { rateCode: 'ADV', checkIn: dayFromToday(t.clock, days), checkOut: dayFromToday(t.clock, days + 1) });
  return { member, order, amount: order.hold.totalAmount };
}

describe('GET /pay/getpaymethod', () => {
  it('offers Alipay, WeChat and the member card; pay later (ddzf) only for pay-at-hotel orders', async () => {
    const { member, order } = await prepaidOrder();
    const methods = async (orderNo: string) =>
      expectSuccess(await withToken<{ payMethod: PayMethod[] }>(t.app, 'GET', `${endpoints.getpaymethod.path}?orderNo=${orderNo}`, member.token)).payMethod;
    const prepaid = await methods(order.orderNo);
    expect(prepaid.map((m) => m.type)).toEqual(['支付宝支付', '微信支付', expect.any(String)]);
    expect(prepaid.find((m) => m.paycode === 'card')?.code).toBe(1);
    expect(prepaid.every((m) => m.code !== 0 && m.paycode !== 'ddzf')).toBe(true);
    const atHotel = await bookStay(t.app, member.token, { checkIn: dayFromToday(t.clock, 2), checkOut: dayFromToday(t.clock, 3) });
    expect((await methods(atHotel.orderNo)).map((m) => m.paycode)).toContain('ddzf');
  });
});

describe('QR payment through the sandbox', () => {
  it('creates one pending payment per order and method, for the amount of the order, with a QR code of payUrl', async () => {
    const { member, order, amount } = await prepaidOrder();
    const first = expectSuccess(await orderpay(member.token, { revNo: order.revNo, code: 3, payAmount: 1 }))!;
    expect(first.payUrl).toBe(`http://localhost:80/sandbox/pay/${first.payId}`);
    expect(first.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(Buffer.from(first.qrCode.split(',')[1]!, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const again = await Promise.all([1, 2, 3].map(() => orderpay(member.token, { revNo: order.revNo, code: '3', payAmount: 2 })));
    expect(again.map((a) => a.body.data?.payId)).toEqual([first.payId, first.payId, first.payId]);
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount, status: 'pending', method: 'wechat' });
  });

  it('shows the sandbox page; confirm marks the order paid, and checkpayret says so', async () => {
    const { member, order, amount } = await prepaidOrder();
    const { payId } = expectSuccess(await orderpay(member.token, { revNo: order.revNo, code: 2 }))!;
    expect((await checkpay(member.token, order.revNo)).body).toMatchObject({ success: false, data: { paid: false } });
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/pay/${payId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(order.orderNo);
    expect(page.body).toContain(`¥${amount.toLocaleString('ja-JP')}`);
    expect(page.body).toContain(`action="/sandbox/pay/${payId}/confirm"`);
    const confirm = await t.app.inject({ method: 'POST', url: `/sandbox/pay/${payId}/confirm`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(confirm.statusCode).toBe(200);
    expect((await checkpay(member.token, order.revNo)).body).toMatchObject({ success: true, message: MESSAGES.paySucceeded, data: { paid: true } });
    expect(expectSuccess(await orderDetail(t.app, member.token, order.id))).toMatchObject({ state: 1, payResult: 1, payCode: 'alipay' });
  });

  it('marks the order paid exactly once however often the notification arrives', async () => {
    const { member, order, amount } = await prepaidOrder();
    const { payId } = expectSuccess(await orderpay(member.token, { revNo: order.revNo, code: 3 }))!;
    const signed = sandbox.notification(payId, amount, t.clock.now());
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => notify(signed)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const [row] = await t.db.select().from(payments).where(eq(payments.payId, payId));
    t.clock.advance(MINUTE);
    expectSuccess(await notify(signed));
    const [later] = await t.db.select().from(payments).where(eq(payments.payId, payId));
    expect(later).toMatchObject({ status: 'paid', paidAt: row!.paidAt });
    expect(expectSuccess(await orderDetail(t.app, member.token, order.id))).toMatchObject({ state: 1, payResult: 1 });
  });

  it('rejects a bad signature and a wrong amount, leaving the order unpaid', async () => {
    const { member, order, amount } = await prepaidOrder();
    const { payId } = expectSuccess(await orderpay(member.token, { revNo: order.revNo, code: 3 }))!;
    const forged = { ...sandbox.notification(payId, amount, t.clock.now()), signature: 'a'.repeat(64) };
    expectFailure(await notify(forged), 400);
    const wrongAmount = await notify(sandbox.notification(payId, amount - 1, t.clock.now()));
    expectFailure(wrongAmount, 400);
    expect(wrongAmount.body.message).toBe(SERVER_MESSAGES.payNotifyInvalid);
    expect(expectSuccess(await orderDetail(t.app, member.token, order.id)).payResult).toBe(0);
  });
});

describe('member card payment', () => {
  it('checks the password and the balance, then deducts once and marks the order paid', async () => {
    const { member, order, amount } = await prepaidOrder();
    const wrong = await orderpay(member.token, { revNo: order.revNo, code: 1, cardPwd: 'Wrong999' });
    expectFailure(wrong, 400);
    expect(wrong.body.message).toBe(SERVER_MESSAGES.memberPasswordWrong);
    await setBalance(t.db, member.mobile, amount - 1);
    const poor = await orderpay(member.token, { revNo: order.revNo, code: 1, cardPwd: member.password });
    expectFailure(poor, 409);
    expect(poor.body.message).toBe(SERVER_MESSAGES.balanceInsufficient);
    await setBalance(t.db, member.mobile, amount + 500);
    const paid = await Promise.all([1, 2].map(() => orderpay(member.token, { revNo: order.revNo, code: 1, cardPwd: member.password, payAmount: 1 })));
    expect(paid.map((p) => p.status).sort()).toEqual([200, 409]);
    expect(paid.find((p) => p.status === 200)!.body).toMatchObject({ data: null, message: MESSAGES.paySucceeded });
    expect(await memberBalance(t.db, member.mobile)).toBe(500);
    expect(expectSuccess(await orderDetail(t.app, member.token, order.id))).toMatchObject({ state: 1, payResult: 1, payCode: 'card' });
  });
});

describe('who can pay', () => {
  it("answers 404 to another member for every pay call on an order that isn't theirs", async () => {
    const { order } = await prepaidOrder();
    const other = await newMember(t.app);
    expectFailure(await withToken(t.app, 'GET', `${endpoints.getpaymethod.path}?orderNo=${order.orderNo}`, other.token), 404);
    expectFailure(await orderpay(other.token, { revNo: order.revNo, code: 2 }), 404);
    expectFailure(await checkpay(other.token, order.revNo), 404);
  });

  it('refuses pay later for online payment and any payment after the deadline (410)', async () => {
    const { member, order } = await prepaidOrder(3);
    expectFailure(await orderpay(member.token, { revNo: order.revNo, code: 4 }), 400);
    t.clock.advance(31 * MINUTE);
    const late = await orderpay(member.token, { revNo: order.revNo, code: 2 });
    expectFailure(late, 410);
    expect(late.body.message).toBe(SERVER_MESSAGES.payDeadlinePassed);
  });
});
