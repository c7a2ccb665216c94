import { describe, expect, it } from 'vitest';
import { ORDERS_MESSAGES } from '@hotel/shared/schemas/admin/orders';
import { bookStay, dayFromToday, newMember } from './helpers/booking.ts';
import { demoStaff, desk } from './helpers/desk.ts';
import { expectFailure } from './helpers/expectations.ts';
import { fakeGateways } from './helpers/fake-gateway.ts';
import { useMemberApp } from './helpers/member-app.ts';

const t = useMemberApp({ appOptions: { payProvider: fakeGateways() } });

/** A new member's order at pro001 (or another hotel), arriving in `days`. */
async function booked(days = 3, hotelCode = 'pro001') {
  const member = await newMember(t.app);
  const order = await bookStay(t.app, member.token, { hotelCode, checkIn: dayFromToday(t.clock, days), checkOut: dayFromToday(t.clock, days + 2) });
  return { member, order };
}

const search = async (token: string, query: Record<string, unknown>) => {
  const response = await desk(t.app, token, 'GET', '/orders/search', { hotel: 'pro001', ...query });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as { orders: { orderNo: string; mobile: string }[]; total: number; page: number; pageSize: number };
};

describe('GET /adminapi/v1/orders/search', () => {
  it('finds an order by its number, the guest name, the full phone and its last digits', async () => {
    const front = await demoStaff(t.app, 'front');
    const { order } = await booked();
    // bookStay books as 佐藤 健 with 13912345678 (helpers/booking.ts guest()).
    expect((await search(front, { q: order.orderNo })).orders.map((o) => o.orderNo)).toEqual([order.orderNo]);
    expect((await search(front, { q: order.orderNo.toLowerCase() })).orders.map((o) => o.orderNo)).toEqual([order.orderNo]);
    const byName = await search(front, { q: '佐藤' });
    expect(byName.orders.map((o) => o.orderNo)).toContain(order.orderNo);
    expect((await search(front, { q: '13912345678' })).orders.map((o) => o.orderNo)).toContain(order.orderNo);
    expect((await search(front, { q: '5678' })).orders.map((o) => o.orderNo)).toContain(order.orderNo);
    expect((await search(front, { q: '9999' })).orders.map((o) => o.orderNo)).not.toContain(order.orderNo);
    // Staff of the hotel see the phone in full.
    expect(byName.orders.find((o) => o.orderNo === order.orderNo)?.mobile).toBe('13912345678');
  });

  it('filters by stay dates and state, newest first, in pages', async () => {
    const front = await demoStaff(t.app, 'front');
    const a = await booked(40);
    const b = await booked(40);
    const stay = await search(front, { from: dayFromToday(t.clock, 40), to: dayFromToday(t.clock, 40), state: 0 });
    expect(stay.orders.map((o) => o.orderNo).slice(0, 2)).toEqual([b.order.orderNo, a.order.orderNo]);
    expect((await search(front, { from: dayFromToday(t.clock, 50), to: dayFromToday(t.clock, 60) })).orders.map((o) => o.orderNo)).not.toContain(a.order.orderNo);
    expect((await search(front, { q: a.order.orderNo, state: 2 })).total).toBe(0);
    const page2 = await search(front, { page: 2 });
    expect(page2).toMatchObject({ page: 2, pageSize: 20 });
  });

  it('refuses bad filters with a Japanese 400', async () => {
    const front = await demoStaff(t.app, 'front');
    for (const query of [{ from: '2026-02-30' }, { state: 7 }, { page: 0 }, { q: 'x'.repeat(51) }, { from: '2026-12-10', to: '2026-12-01' }]) {
      expectFailure(await desk(t.app, front, 'GET', '/orders/search', { hotel: 'pro001', ...query }), 400);
    }
    // Without a hotel: refused to the front desk (no hotel of theirs, decision 0049), a 400 for the group administrator.
    expectFailure(await desk(t.app, front, 'GET', '/orders/search', {}), 403);
    expectFailure(await desk(t.app, await demoStaff(t.app, 'admin'), 'GET', '/orders/search', {}), 400);
  });

  it('keeps another hotel out of sight: its search is 403, its order a 404', async () => {
    const front = await demoStaff(t.app, 'front');
    const { order } = await booked(5, 'pro003');
    expectFailure(await desk(t.app, front, 'GET', '/orders/search', { hotel: 'pro003' }), 403);
    expect((await search(front, { q: order.orderNo })).total).toBe(0);
    const detail = await desk(t.app, front, 'GET', '/orders/detail', { hotel: 'pro001', orderNo: order.orderNo });
    expectFailure(detail, 404);
    expect(detail.body.message).toBe(ORDERS_MESSAGES.orderNotFound);
    expectFailure(await desk(t.app, front, 'POST', '/orders/check-in', { hotel: 'pro001', orderNo: order.orderNo }), 404);
    expectFailure(await desk(t.app, front, 'POST', '/orders/cancel', { hotel: 'pro001', orderNo: order.orderNo, reason: 'テスト' }), 404);
    // The group administrator sees it.
    const admin = await demoStaff(t.app, 'admin');
    expect((await desk(t.app, admin, 'GET', '/orders/detail', { hotel: 'pro003', orderNo: order.orderNo })).status).toBe(200);
  });
});

describe('GET /adminapi/v1/orders/detail', () => {
  it('shows the order, its payments, notes, history and the allowed actions', async () => {
    const front = await demoStaff(t.app, 'front');
    const { order } = await booked(0);
    const note = await desk(t.app, front, 'POST', '/orders/note', { hotel: 'pro001', orderNo: order.orderNo, body: '到着が遅れると電話あり' });
    expect(note.status, JSON.stringify(note.body)).toBe(200);
    expectFailure(await desk(t.app, front, 'POST', '/orders/note', { hotel: 'pro001', orderNo: order.orderNo, body: '  ' }), 400);
    const response = await desk(t.app, front, 'GET', '/orders/detail', { hotel: 'pro001', orderNo: order.orderNo });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const detail = response.body.data;
    expect(detail.order).toMatchObject({ orderNo: order.orderNo, revUser: '佐藤 健', mobile: '13912345678', state: 0, checkedInAt: null, payment: 'hotel' });
    expect(detail.payments).toEqual([]);
    expect(detail.notes).toEqual([expect.objectContaining({ body: '到着が遅れると電話あり', staffName: 'フロント デモ' })]);
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['booked', 'note']);
    expect(detail.actions).toEqual(['checkIn', 'noShow', 'cancel']);
    expect(detail.policy).toMatchObject({ charge: expect.any(Number), refund: 0 });
  });

  it('answers 404 for an unknown order and 400 without an order number', async () => {
    const front = await demoStaff(t.app, 'front');
    expectFailure(await desk(t.app, front, 'GET', '/orders/detail', { hotel: 'pro001', orderNo: 'FO000000000000000000' }), 404);
    expectFailure(await desk(t.app, front, 'GET', '/orders/detail', { hotel: 'pro001' }), 400);
  });
});

describe('GET /adminapi/v1/orders/today', () => {
  it('lists the arrivals of a day and, once checked in, the in-house stays', async () => {
    const front = await demoStaff(t.app, 'front');
    const { order } = await booked(0);
    const today = await desk(t.app, front, 'GET', '/orders/today', { hotel: 'pro001' });
    expect(today.status).toBe(200);
    expect(today.body.data.arrivals.map((o: { orderNo: string }) => o.orderNo)).toContain(order.orderNo);
    expect(today.body.data.inHouse.map((o: { orderNo: string }) => o.orderNo)).not.toContain(order.orderNo);
    expect((await desk(t.app, front, 'POST', '/orders/check-in', { hotel: 'pro001', orderNo: order.orderNo })).status).toBe(200);
    const after = await desk(t.app, front, 'GET', '/orders/today', { hotel: 'pro001' });
    expect(after.body.data.inHouse.map((o: { orderNo: string }) => o.orderNo)).toContain(order.orderNo);
    const departures = await desk(t.app, front, 'GET', '/orders/today', { hotel: 'pro001', date: dayFromToday(t.clock, 2) });
    expect(departures.body.data.departures.map((o: { orderNo: string }) => o.orderNo)).toContain(order.orderNo);
  });
});
