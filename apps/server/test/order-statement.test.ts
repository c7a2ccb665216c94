import { describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { ORDERS_MESSAGES } from '@hotel/shared/schemas/admin/orders';
import type { OrderStatement } from '@hotel/shared/schemas/statement';
import { bookStay, dayFromToday, newMember } from './helpers/booking.ts';
import { checkStatements } from './helpers/check-statements.ts';
import { demoStaff, desk, orderRow, payByWechat } from './helpers/desk.ts';
import { expectFailure, JAPANESE } from './helpers/expectations.ts';
import { fakeGateways } from './helpers/fake-gateway.ts';
import { call, useMemberApp, withToken } from './helpers/member-app.ts';
import { addStaff, signIn } from './helpers/staff-app.ts';

const gateways = fakeGateways();
const t = useMemberApp({ appOptions: { payProvider: gateways } });

const PATH = endpoints.getOrderStatement.path;
const statementOf = (token: string, orderId: number | string) => withToken<OrderStatement>(t.app, 'GET', `${PATH}?orderId=${orderId}`, token);
const staffStatement = (token: string, hotel: string, orderNo: string) => desk<OrderStatement>(t.app, token, 'GET', '/orders/statement', { hotel, orderNo });
const act = (token: string, action: string, orderNo: string, extra: Record<string, unknown> = {}) => desk(t.app, token, 'POST', `/orders/${action}`, { hotel: 'pro001', orderNo, ...extra });

async function booked(rateCode: string, from: number, nights = 1) {
  const member = await newMember(t.app);
  const order = await bookStay(t.app, member.token, { rateCode, checkIn: dayFromToday(t.clock, from), checkOut: dayFromToday(t.clock, from + nights) });
  return { member, order, amount: order.hold.totalAmount };
}

describe('the member statement', () => {
  it('a prepaid order paid by WeChat Pay: each night, the payment with its time, nothing owed', async () => {
    const { member, order, amount } = await booked('ADV', 4, 2);
    const unpaid = await statementOf(member.token, order.id);
    expect(unpaid.status, JSON.stringify(unpaid.body)).toBe(200);
    expect(unpaid.body.data.totals).toEqual({ charges: amount, paid: 0, refunded: 0, balance: amount });
    expect(unpaid.body.data.note).toMatch(JAPANESE);

    const payId = await payByWechat(t.app, member.token, order, amount);
    const { data } = (await statementOf(member.token, order.id)).body;
    expect(data).toMatchObject({ orderNo: order.orderNo, hotelName: expect.stringMatching(JAPANESE), stateLabel: 'お支払い済み', note: null });
    expect(data.charges.filter((c) => c.kind === 'night').map((c) => [c.date, c.rooms, c.unitPrice])).toEqual(order.hold.nightlyPrices.map((n: { date: string; price: number }) => [n.date, 1, n.price]));
    expect(data.payments).toEqual([{ method: 'wechat', label: '微信支付', amount, at: expect.any(String), forChange: false, reference: payId }]);
    expect(data.totals).toEqual({ charges: amount, paid: amount, refunded: 0, balance: 0 });
    expect(data.breakdown.room + data.breakdown.service + data.breakdown.vat).toBe(amount);
    expect(data.breakdown.label).toBe('税・サービス料込');
  });

  it("refuses another member's order with the same 404 as a missing one, asks for a login first, and a bad id in Japanese", async () => {
    const { order } = await booked('BAR', 6);
    const other = await newMember(t.app);
    const foreign = await statementOf(other.token, order.id);
    const missing = await statementOf(other.token, 2_000_000_000);
    expectFailure(foreign, 404);
    expectFailure(missing, 404);
    expect({ ...foreign.body, requestId: null }).toEqual({ ...missing.body, requestId: null });
    expect(foreign.body.message).toBe(SERVER_MESSAGES.orderNotFound);
    const anonymous = await call(t.app, 'GET', `${PATH}?orderId=${order.id}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false, data: null });
    const bad = await statementOf(other.token, 'abc');
    expectFailure(bad, 400);
    expect(bad.body.message).toMatch(JAPANESE);
  });
});

describe('the staff statement', () => {
  it('pay at the hotel: owed at the hotel, then settled there at check-out', async () => {
    const front = await demoStaff(t.app, 'front');
    const { order, amount } = await booked('BAR', 0);
    const before = await staffStatement(front, 'pro001', order.orderNo);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.data.totals.balance).toBe(amount);
    expect((await act(front, 'check-in', order.orderNo)).status).toBe(200);
    expect((await act(front, 'check-out', order.orderNo)).status).toBe(200);
    const after = (await staffStatement(front, 'pro001', order.orderNo)).body.data;
    expect(after.payments).toEqual([expect.objectContaining({ method: 'hotel', label: '現地払い（ホテルでお支払い）', amount, reference: null })]);
    expect(after.totals.balance).toBe(0);
  }, 30_000);

  it('a staff cancellation of a paid stay: the stay taken off, the fee kept, the rest refunded by WeChat Pay', async () => {
    const front = await demoStaff(t.app, 'front');
    const { member, order, amount } = await booked('BAR', 0, 2);
    await payByWechat(t.app, member.token, order, amount);
    expect((await act(front, 'cancel', order.orderNo, { reason: 'お客様から電話で取消' })).status).toBe(200);
    const row = await orderRow(t.db, order.orderNo);
    const fee = row.cancelCharge!;
    const { data } = (await staffStatement(front, 'pro001', order.orderNo)).body;
    expect(data.charges.find((c) => c.kind === 'stay_cancelled')).toMatchObject({ label: 'ご予約の取消', amount: -amount });
    expect(data.charges.filter((c) => c.kind === 'cancel_fee').map((c) => c.amount)).toEqual(fee > 0 ? [fee] : []);
    expect(data.refunds.map((r) => [r.method, r.amount, r.state, r.stateLabel])).toEqual(amount - fee > 0 ? [['wechat', amount - fee, 'succeeded', '返金済']] : []);
    expect(data.totals).toEqual({ charges: fee, paid: amount, refunded: amount - fee, balance: 0 });
    // The member reads the same statement.
    expect((await statementOf(member.token, order.id)).body.data).toEqual(data);
  }, 30_000);

  it('the 経理 role reads statements of its hotels only; another hotel is refused, another hotel’s order is not found', async () => {
    const finance = await addStaff(t.db, 'finance', ['pro001']);
    const token = await signIn(t.app, finance.email, finance.password);
    const { order } = await booked('BAR', 3);
    expect((await staffStatement(token, 'pro001', order.orderNo)).status).toBe(200);
    expectFailure(await staffStatement(token, 'pro003', order.orderNo), 403);
    const admin = await demoStaff(t.app, 'admin');
    const elsewhere = await staffStatement(admin, 'pro003', order.orderNo);
    expectFailure(elsewhere, 404);
    expect(elsewhere.body.message).toBe(ORDERS_MESSAGES.orderNotFound);
    // The content editor has no finance.receipts.
    expectFailure(await staffStatement(await demoStaff(t.app, 'editor'), 'pro001', order.orderNo), 403);
    const bad = await desk(t.app, token, 'GET', '/orders/statement', { hotel: 'pro001' });
    expectFailure(bad, 400);
    expect(bad.body.message).toMatch(JAPANESE);
  }, 30_000);

  it('every order of this database keeps the statement invariant', async () => {
    expect(await checkStatements(t.db)).toEqual([]);
  });
});
