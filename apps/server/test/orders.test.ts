import { describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { Order } from '@hotel/shared/schemas/order';
import { DEMO_MEMBER } from '@hotel/db/seed/seed-demo-member';
import { hotelMoment } from '@hotel/shared/hotel-date';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { call, loginWithPassword, MINUTE, SITE_HEADERS, useMemberApp, withToken } from './helpers/member-app.ts';
import { bookStay, dayFromToday, memberBalance, newMember, night, orderDetail, setBalance } from './helpers/booking.ts';

const t = useMemberApp();

const cancel = (token: string, id: number) => withToken(t.app, 'GET', `${endpoints.cancleOrder.path}?orderId=${id}`, token);
const allOrders = (token: string, body: Record<string, unknown>) => withToken<Order[]>(t.app, 'POST', endpoints.getAllOrder.path, token, body);

describe('POST /order/getAllOrder', () => {
  it("lists the member's own orders: 100 = every state, other values that state only", async () => {
    const me = await newMember(t.app);
    const other = await newMember(t.app);
    const stay = { checkIn: dayFromToday(t.clock, 5), checkOut: dayFromToday(t.clock, 6) };
    const kept = await bookStay(t.app, me.token, stay);
    const dropped = await bookStay(t.app, me.token, stay);
    await bookStay(t.app, other.token, stay);
    expectSuccess(await cancel(me.token, dropped.id));

    const all = expectSuccess(await allOrders(me.token, { state: 100 }));
    expect(all.map((o) => o.id)).toEqual([dropped.id, kept.id]);
    expect(all[1]).toMatchObject({ hotelName: expect.any(String), hotelCode: 'pro001', customerName: '佐藤 健', discountAmount: 0, breakfast: '朝食なし' });
    expect(expectSuccess(await allOrders(me.token, { state: 0 })).map((o) => o.id)).toEqual([kept.id]);
    expect(expectSuccess(await allOrders(me.token, { state: '2' })).map((o) => o.id)).toEqual([dropped.id]);
    expect(expectSuccess(await allOrders(me.token, { state: 100, count: 1 }))).toHaveLength(1);
    expect(expectSuccess(await allOrders(me.token, { state: 100, orderNo: kept.orderNo })).map((o) => o.id)).toEqual([kept.id]);
    const today = dayFromToday(t.clock, 0);
    expect(expectSuccess(await allOrders(me.token, { state: 100, minDate: today, maxDate: today }))).toHaveLength(2);
    expect(expectSuccess(await allOrders(me.token, { state: 100, maxDate: dayFromToday(t.clock, -1) }))).toHaveLength(0);
  });

  it('shows the demo member orders in every state', async () => {
    const token = await loginWithPassword(t.app, DEMO_MEMBER.mobile, DEMO_MEMBER.password);
    const states = expectSuccess(await allOrders(token, { state: 100 })).map((o) => o.state);
    expect(new Set(states)).toEqual(new Set([0, 1, 2, 9, 10]));
  });
});

describe('order ownership', () => {
  it("answers 404 to another member reading or cancelling an order, and leaves it alone", async () => {
    const owner = await newMember(t.app);
    const other = await newMember(t.app);
    const { id } = await bookStay(t.app, owner.token, { checkIn: dayFromToday(t.clock, 6), checkOut: dayFromToday(t.clock, 7) });
    expectFailure(await orderDetail(t.app, other.token, id), 404);
    expectFailure(await cancel(other.token, id), 404);
    expect(expectSuccess(await orderDetail(t.app, owner.token, id)).state).toBe(0);
  });

  it('refuses a cookie-only cancel without the site headers (a link from another site)', async () => {
    const owner = await newMember(t.app);
    const { id } = await bookStay(t.app, owner.token, { checkIn: dayFromToday(t.clock, 6), checkOut: dayFromToday(t.clock, 7) });
    const url = `${endpoints.cancleOrder.path}?orderId=${id}`;
    const cookie = `ft_session=${owner.token}`;
    expectFailure(await call(t.app, 'GET', url, { headers: { cookie } }), 403);
    expectSuccess(await call(t.app, 'GET', url, { headers: { cookie, ...SITE_HEADERS } }));
  });
});

describe('GET /order/cancleOrder', () => {
  it('cancels an unpaid order once and gives its rooms back once', async () => {
    const { token } = await newMember(t.app);
    const date = dayFromToday(t.clock, 8);
    const before = (await night(t.db, 'pro001', 'SK', date)).soldRooms;
    const { id } = await bookStay(t.app, token, { rateCode: 'ADV', checkIn: date, checkOut: dayFromToday(t.clock, 9), roomQty: 2 });
    expect((await night(t.db, 'pro001', 'SK', date)).soldRooms).toBe(before + 2);
    const answers = await Promise.all([cancel(token, id), cancel(token, id), cancel(token, id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect((await night(t.db, 'pro001', 'SK', date)).soldRooms).toBe(before);
    const again = await cancel(token, id);
    expectFailure(again, 409);
    expect(again.body.message).toBe(SERVER_MESSAGES.orderAlreadyCancelled);
  });

  it('refuses to cancel a paid prepaid order (non-refundable)', async () => {
    const member = await newMember(t.app);
    const order = await bookStay(t.app, member.token, { rateCode: 'ADV', checkIn: dayFromToday(t.clock, 4), checkOut: dayFromToday(t.clock, 5) });
    await setBalance(t.db, member.mobile, order.hold.totalAmount);
    expectSuccess(await withToken(t.app, 'POST', endpoints.orderpay.path, member.token, { revNo: order.revNo, code: 1, cardPwd: member.password }));
    expect(await memberBalance(t.db, member.mobile)).toBe(0);
    const refused = await cancel(member.token, order.id);
    expectFailure(refused, 409);
    expect(refused.body.message).toBe(SERVER_MESSAGES.prepaidNonRefundable);
  });

  it('lets a pay-at-hotel order be cancelled until 18:00 hotel time on the arrival day, not after', async () => {
    const { token } = await newMember(t.app);
    const checkIn = dayFromToday(t.clock, 1);
    const stay = { checkIn, checkOut: dayFromToday(t.clock, 2) };
    const early = await bookStay(t.app, token, stay);
    const late = await bookStay(t.app, token, stay);
    // The clock only moves forward: this test comes last in the file.
    t.clock.advance(hotelMoment(checkIn, '18:00').getTime() - MINUTE - t.clock.now().getTime());
    expectSuccess(await cancel(token, early.id));
    t.clock.advance(MINUTE);
    const refused = await cancel(token, late.id);
    expectFailure(refused, 409);
    expect(refused.body.message).toBe(SERVER_MESSAGES.cancelDeadlinePassed);
    expect(expectSuccess(await orderDetail(t.app, token, late.id)).state).toBe(0);
  });
});
