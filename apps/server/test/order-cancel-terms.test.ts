import { describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { CANCEL_POLICY_MESSAGES, cancelDeadlinePassedMessage, freeCancelDeadline } from '@hotel/shared/cancel-policy';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { Order } from '@hotel/shared/schemas/order';
import { bookStay, dayFromToday, memberBalance, newMember, orderDetail, setBalance } from './helpers/booking.ts';
import { managerHeaders, planBody, savePlan } from './helpers/catalog.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { MINUTE, useMemberApp, withToken } from './helpers/member-app.ts';
import { eq } from 'drizzle-orm';
import { orders } from '@hotel/db/schema/orders';

const t = useMemberApp();

const cancel = (token: string, id: number) => withToken(t.app, 'GET', `${endpoints.cancleOrder.path}?orderId=${id}`, token);
const allOrders = (token: string) => withToken<Order[]>(t.app, 'POST', endpoints.getAllOrder.path, token, { state: 100 });
const detail = async (token: string, id: number) => expectSuccess(await orderDetail(t.app, token, id));

/** Two pay-at-hotel plans of pro001 made by staff: non-refundable, and free until 48 hours before 18:00 on arrival. */
let plansMade = false;
async function makePlans() {
  if (plansMade) return;
  const headers = await managerHeaders(t.app);
  expectSuccess(await savePlan(t.app, headers, planBody({ code: 'CTNR', name: '返金不可テスト（現地払い）', cancelPolicy: 'nonRefundable' })));
  expectSuccess(await savePlan(t.app, headers, planBody({ code: 'CTF48', name: '48時間前まで無料テスト', freeCancelHours: 48 })));
  plansMade = true;
}

describe('the member order answers carry the cancellation terms now (decision 0040)', () => {
  it('pay at hotel, free: the deadline is 18:00 hotel time on arrival (+08:00), nothing to pay now, the same in the list', async () => {
    const me = await newMember(t.app);
    const checkIn = dayFromToday(t.clock, 20);
    const booked = await bookStay(t.app, me.token, { rateCode: 'BAR', checkIn, checkOut: dayFromToday(t.clock, 21) });
    const order = await detail(me.token, booked.id);
    expect(order).toMatchObject({ cancelDeadline: `${checkIn}T18:00:00+08:00`, cancellableNow: true, cancelFeeNow: 0 });
    const [y, m, d] = checkIn.split('-');
    expect(order.cancelTermsText).toBe(`${y}年${Number(m)}月${Number(d)}日 18:00（現地時間）まで無料でキャンセルできます`);
    // The spec's fields are all still there, unchanged.
    expect(order).toMatchObject({ orderNo: booked.orderNo, isFreeCancel: true, paymentType: 'hotel', state: 0, payResult: 0 });
    const listed = expectSuccess(await allOrders(me.token)).find((o) => o.id === booked.id)!;
    expect(listed).toMatchObject({ cancelDeadline: order.cancelDeadline, cancellableNow: true, cancelFeeNow: 0, cancelTermsText: order.cancelTermsText });
  });

  it('past the deadline: the first night for every room, and the cancel endpoint refuses with the same rule', async () => {
    await makePlans();
    const me = await newMember(t.app);
    // Arriving tomorrow on a 48-hour plan: its deadline (18:00 the day before yesterday) has passed.
    const checkIn = dayFromToday(t.clock, 1);
    const booked = await bookStay(t.app, me.token, { rateCode: 'CTF48', checkIn, checkOut: dayFromToday(t.clock, 3), roomQty: 2 });
    const firstNight = booked.hold.nightlyPrices[0]!.price;
    const order = await detail(me.token, booked.id);
    expect(order).toMatchObject({ cancellableNow: false, cancelFeeNow: firstNight * 2 });
    expect(new Date(order.cancelDeadline!).getTime()).toBe(freeCancelDeadline(checkIn, 48).getTime());
    expect(order.cancelDeadline).toMatch(/T18:00:00\+08:00$/);
    expect(order.cancelTermsText).toContain(`今キャンセルすると 1泊分（2室） ${(firstNight * 2).toLocaleString('ja-JP')}元 がかかります`);
    const refused = await cancel(me.token, booked.id);
    expectFailure(refused, 409);
    expect(refused.body.message).toBe(cancelDeadlinePassedMessage(48));
  });

  it('pay at hotel, non-refundable: no deadline, the whole amount, not cancellable, and the endpoint agrees', async () => {
    await makePlans();
    const me = await newMember(t.app);
    const booked = await bookStay(t.app, me.token, { rateCode: 'CTNR', checkIn: dayFromToday(t.clock, 15), checkOut: dayFromToday(t.clock, 16) });
    const order = await detail(me.token, booked.id);
    expect(order).toMatchObject({ cancelDeadline: null, cancellableNow: false, cancelFeeNow: order.actualAmount, cancelTermsText: '返金不可のため、キャンセルできません' });
    const refused = await cancel(me.token, booked.id);
    expectFailure(refused, 409);
    expect(refused.body.message).toBe(CANCEL_POLICY_MESSAGES.nonRefundable);
  });

  it('prepaid: free while unpaid, non-refundable once paid', async () => {
    const me = await newMember(t.app);
    const booked = await bookStay(t.app, me.token, { rateCode: 'ADV', checkIn: dayFromToday(t.clock, 12), checkOut: dayFromToday(t.clock, 13) });
    expect(await detail(me.token, booked.id)).toMatchObject({
      cancelDeadline: null,
      cancellableNow: true,
      cancelFeeNow: 0,
      cancelTermsText: 'お支払い前のため、今なら無料でキャンセルできます（お支払い後は返金不可）',
    });
    await setBalance(t.db, me.mobile, booked.hold.totalAmount);
    expectSuccess(await withToken(t.app, 'POST', endpoints.orderpay.path, me.token, { revNo: booked.revNo, code: 1, cardPwd: me.password }));
    expect(await memberBalance(t.db, me.mobile)).toBe(0);
    const paid = await detail(me.token, booked.id);
    expect(paid).toMatchObject({ payResult: 1, cancelDeadline: null, cancellableNow: false, cancelFeeNow: paid.actualAmount, cancelTermsText: '返金不可のため、キャンセルできません' });
    const refused = await cancel(me.token, booked.id);
    expectFailure(refused, 409);
    expect(refused.body.message).toBe(SERVER_MESSAGES.prepaidNonRefundable);
  });

  it('an order already cancelled has no terms left to show', async () => {
    const me = await newMember(t.app);
    const booked = await bookStay(t.app, me.token, { rateCode: 'BAR', checkIn: dayFromToday(t.clock, 9), checkOut: dayFromToday(t.clock, 10) });
    expectSuccess(await cancel(me.token, booked.id));
    expect(await detail(me.token, booked.id)).toMatchObject({ state: 2, cancelDeadline: null, cancellableNow: false, cancelFeeNow: 0, cancelTermsText: null });
  });

  it("another member's order: 404 with nothing of it, and never in their list", async () => {
    const owner = await newMember(t.app);
    const other = await newMember(t.app);
    const booked = await bookStay(t.app, owner.token, { rateCode: 'BAR', checkIn: dayFromToday(t.clock, 8), checkOut: dayFromToday(t.clock, 9) });
    const answer = await orderDetail(t.app, other.token, booked.id);
    expectFailure(answer, 404);
    expect(JSON.stringify(answer.body)).not.toMatch(/cancel|Deadline|18:00/i);
    expect(expectSuccess(await allOrders(other.token)).map((o) => o.id)).not.toContain(booked.id);
  });

  it('a stay the desk checked in is not cancellable online, and the endpoint agrees', async () => {
    const me = await newMember(t.app);
    const booked = await bookStay(t.app, me.token, { rateCode: 'BAR', checkIn: dayFromToday(t.clock, 6), checkOut: dayFromToday(t.clock, 7) });
    // Written as the front desk's check-in would (decision 0024); the stay's own terms say free.
    await t.db.update(orders).set({ checkedInAt: t.clock.now() }).where(eq(orders.id, booked.id));
    expect(await detail(me.token, booked.id)).toMatchObject({ cancellableNow: false, cancelFeeNow: 0, cancelTermsText: 'チェックイン済みのため、キャンセルできません' });
    const refused = await cancel(me.token, booked.id);
    expectFailure(refused, 409);
    expect(refused.body.message).toBe(CANCEL_POLICY_MESSAGES.checkedIn);
  });

  // The clock only moves forward: this test comes last in the file.
  it('the page and the cancel endpoint agree just before and just after the deadline (test clock)', async () => {
    const me = await newMember(t.app);
    const checkIn = dayFromToday(t.clock, 1);
    const stay = { rateCode: 'BAR', checkIn, checkOut: dayFromToday(t.clock, 2) };
    const before = await bookStay(t.app, me.token, stay);
    const after = await bookStay(t.app, me.token, stay);
    const deadline = freeCancelDeadline(checkIn, 0);

    t.clock.advance(deadline.getTime() - MINUTE - t.clock.now().getTime());
    const shown = await detail(me.token, before.id);
    expect(shown).toMatchObject({ cancellableNow: true, cancelFeeNow: 0 });
    expect((await detail(me.token, after.id)).cancellableNow).toBe(true);
    expectSuccess(await cancel(me.token, before.id));

    t.clock.advance(MINUTE);
    const late = await detail(me.token, after.id);
    expect(late).toMatchObject({ cancellableNow: false, cancelFeeNow: after.hold.nightlyPrices[0]!.price, cancelDeadline: `${checkIn}T18:00:00+08:00` });
    const refused = await cancel(me.token, after.id);
    expectFailure(refused, 409);
    expect(refused.body.message).toBe(SERVER_MESSAGES.cancelDeadlinePassed);
    expect((await detail(me.token, after.id)).state).toBe(0);
  });
});
