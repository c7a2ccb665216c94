import { describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { ORDERS_MESSAGES } from '@hotel/shared/schemas/admin/orders';
import { bookStay, dayFromToday, newMember, orderDetail } from './helpers/booking.ts';
import { demoStaff, desk, orderRow, payByWechat, pointsOf } from './helpers/desk.ts';
import { expectFailure } from './helpers/expectations.ts';
import { fakeGateways } from './helpers/fake-gateway.ts';
import { useMemberApp, withToken } from './helpers/member-app.ts';

const gateways = fakeGateways();
const t = useMemberApp({ appOptions: { payProvider: gateways } });
const wechat = gateways.wechat;

async function booked(stay: { rateCode?: string; from: number; nights?: number }) {
  const member = await newMember(t.app);
  const order = await bookStay(t.app, member.token, { rateCode: stay.rateCode ?? 'BAR', checkIn: dayFromToday(t.clock, stay.from), checkOut: dayFromToday(t.clock, stay.from + (stay.nights ?? 1)) });
  return { member, order, amount: order.hold.totalAmount };
}

const act = (token: string, action: string, orderNo: string, extra: Record<string, unknown> = {}) => desk(t.app, token, 'POST', `/orders/${action}`, { hotel: 'pro001', orderNo, ...extra });

describe('check-in and check-out', () => {
  it('refuses a check-in before the arrival day with a Japanese 409, and changes nothing', async () => {
    const front = await demoStaff(t.app, 'front');
    const { order } = await booked({ from: 2 });
    const refused = await act(front, 'check-in', order.orderNo);
    expectFailure(refused, 409);
    expect(refused.body.message).toBe(ORDERS_MESSAGES.checkInTooEarly);
    expect((await orderRow(t.db, order.orderNo)).checkedInAt).toBeNull();
  });

  it('records the check-in without changing the spec state; check-out makes it 完了 (9) and credits the points once', async () => {
    const front = await demoStaff(t.app, 'front');
    const { member, order, amount } = await booked({ from: 0 });
    const before = await pointsOf(t.db, member.mobile);
    expectFailure(await act(front, 'check-out', order.orderNo), 409);

    const checkedIn = await act(front, 'check-in', order.orderNo);
    expect(checkedIn.status, JSON.stringify(checkedIn.body)).toBe(200);
    expect(checkedIn.body.data.order).toMatchObject({ state: 0, checkedInAt: expect.any(String) });
    expect((await orderRow(t.db, order.orderNo)).checkedInBy).toEqual(expect.any(Number));
    expectFailure(await act(front, 'check-in', order.orderNo), 409);
    // The guest still sees the spec's state 0 with its buttons.
    const guestView = await orderDetail(t.app, member.token, order.id);
    expect(guestView.body.data).toMatchObject({ state: 0, payResult: 0 });
    // Cancelling or a no-show is refused once the guest is in.
    expectFailure(await act(front, 'cancel', order.orderNo, { reason: '誤操作' }), 409);
    expectFailure(await act(front, 'no-show', order.orderNo, { reason: '誤操作' }), 409);

    const out = await act(front, 'check-out', order.orderNo);
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body.data).toMatchObject({ order: { state: 9, checkedOutAt: expect.any(String) }, pointsCredited: amount });
    expect(await pointsOf(t.db, member.mobile)).toBe(before + amount);
    expectFailure(await act(front, 'check-out', order.orderNo), 409);
    // The job after staff credits nothing more.
    await t.app.completeStays();
    expect(await pointsOf(t.db, member.mobile)).toBe(before + amount);
    // The guest sees 完了 (9) in the completed tab.
    const completed = await withToken<{ orderNo: string; state: number }[]>(t.app, 'POST', endpoints.getAllOrder.path, member.token, { state: 9 });
    expect(completed.body.data.map((o) => [o.orderNo, o.state])).toEqual([[order.orderNo, 9]]);

    const history = await desk(t.app, front, 'GET', '/orders/detail', { hotel: 'pro001', orderNo: order.orderNo });
    expect(history.body.data.history.map((h: { action: string }) => h.action)).toEqual(['booked', 'check_in', 'check_out']);
    expect(history.body.data.actions).toEqual([]);
  }, 40_000);

  it('lets only roles with orders.checkin act (the content editor is refused)', async () => {
    const editor = await demoStaff(t.app, 'editor');
    const { order } = await booked({ from: 0 });
    expectFailure(await act(editor, 'check-in', order.orderNo), 403);
  });
});

describe('no-show and cancel', () => {
  it('no-show of a free-cancel stay paid online keeps the first night and refunds the rest once', async () => {
    const front = await demoStaff(t.app, 'front');
    const { member, order, amount } = await booked({ from: 0, nights: 2 });
    const payId = await payByWechat(t.app, member.token, order, amount);
    const firstNight = order.hold.nightlyPrices[0]!.price;
    // Before the arrival day's 18:00 the policy charges nothing; a no-show is still the first night.
    const refused = await act(front, 'no-show', order.orderNo, { reason: '' });
    expectFailure(refused, 400);
    const done = await act(front, 'no-show', order.orderNo, { reason: '連絡なし・来館なし' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const row = await orderRow(t.db, order.orderNo);
    expect(row).toMatchObject({ state: 2, noShowReason: '連絡なし・来館なし' });
    // The charge is what the policy allowed at that moment: 0 before 18:00 hotel time, else the first night.
    expect([0, firstNight]).toContain(row.noShowCharge);
    expect(done.body.data).toMatchObject({ charge: row.noShowCharge, refunded: amount - row.noShowCharge! });
    expect(wechat.refundedFen(payId)).toBe((amount - row.noShowCharge!) * 100);
    // Again: refused, and no second refund.
    expectFailure(await act(front, 'no-show', order.orderNo, { reason: '再送' }), 409);
    expectFailure(await act(front, 'cancel', order.orderNo, { reason: '再送' }), 409);
    expect(wechat.refundedFen(payId)).toBe((amount - row.noShowCharge!) * 100);
    // The guest sees the spec's cancelled state and the refund.
    const guestView = await orderDetail(t.app, member.token, order.id);
    expect(guestView.body.data).toMatchObject({ state: 2, refund: { state: 'succeeded', amount: amount - row.noShowCharge! } });
  }, 40_000);

  it('refuses a no-show before the arrival day', async () => {
    const front = await demoStaff(t.app, 'front');
    const { order } = await booked({ from: 3 });
    const refused = await act(front, 'no-show', order.orderNo, { reason: '来館なし' });
    expectFailure(refused, 409);
    expect(refused.body.message).toBe(ORDERS_MESSAGES.noShowTooEarly);
  });

  it('a staff cancel before the deadline refunds everything, through the provider, once even when asked in parallel', async () => {
    const front = await demoStaff(t.app, 'front');
    const { member, order, amount } = await booked({ from: 5, nights: 2 });
    const payId = await payByWechat(t.app, member.token, order, amount);
    const answers = await Promise.all([1, 2, 3].map(() => act(front, 'cancel', order.orderNo, { reason: 'お客様から電話で取消' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const ok = answers.find((a) => a.status === 200)!;
    expect(ok.body.data).toMatchObject({ charge: 0, refunded: amount, order: { state: 2 } });
    expect(wechat.refundedFen(payId)).toBe(amount * 100);
    expect(wechat.callsOf('refund').filter(([r]) => (r as { payId: string }).payId === payId)).toHaveLength(1);
    const row = await orderRow(t.db, order.orderNo);
    expect(row).toMatchObject({ state: 2, cancelCharge: 0, cancelledBy: expect.any(Number) });
    // Reconciliation after it sends nothing again.
    await t.app.reconcilePayments();
    expect(wechat.refundedFen(payId)).toBe(amount * 100);
  }, 40_000);

  it('a non-refundable prepaid stay keeps everything: cancelled with no refund', async () => {
    const front = await demoStaff(t.app, 'front');
    const { member, order, amount } = await booked({ rateCode: 'ADV', from: 4 });
    const payId = await payByWechat(t.app, member.token, order, amount);
    const done = await act(front, 'cancel', order.orderNo, { reason: '予定変更' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ charge: amount, refunded: 0 });
    expect(wechat.refundedFen(payId)).toBe(0);
    const guestView = await orderDetail(t.app, member.token, order.id);
    expect(guestView.body.data).toMatchObject({ state: 2, payResult: 1, refund: null });
  });

  it('an unpaid pay-at-hotel cancel gives its rooms back', async () => {
    const front = await demoStaff(t.app, 'front');
    const { order } = await booked({ from: 6 });
    const done = await act(front, 'cancel', order.orderNo, { reason: '重複予約' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ charge: 0, refunded: 0 });
    expect((await orderRow(t.db, order.orderNo)).state).toBe(2);
  });
});
