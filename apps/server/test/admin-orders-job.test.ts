import { describe, expect, it } from 'vitest';
import { bookStay, dayFromToday, newMember, orderDetail } from './helpers/booking.ts';
import { demoStaff, desk, orderRow, pointsOf } from './helpers/desk.ts';
import { expectFailure } from './helpers/expectations.ts';
import { fakeGateways } from './helpers/fake-gateway.ts';
import { DAY, useMemberApp } from './helpers/member-app.ts';

const t = useMemberApp({ appOptions: { payProvider: fakeGateways() } });

describe('the completing job', () => {
  it('completes a checked-in stay the day after departure, once, and lists the stays never checked in', async () => {
    const front = await demoStaff(t.app, 'front');
    const guest = await newMember(t.app);
    const stayed = await bookStay(t.app, guest.token, { checkIn: dayFromToday(t.clock, 0), checkOut: dayFromToday(t.clock, 1) });
    const absent = await newMember(t.app);
    const missed = await bookStay(t.app, absent.token, { checkIn: dayFromToday(t.clock, 0), checkOut: dayFromToday(t.clock, 1) });
    expect((await desk(t.app, front, 'POST', '/orders/check-in', { hotel: 'pro001', orderNo: stayed.orderNo })).status).toBe(200);
    const before = await pointsOf(t.db, guest.mobile);

    // On the departure day nothing happens to it yet (the seeded guests who left the day before are completed).
    t.clock.advance(DAY);
    await t.app.completeStays();
    expect((await orderRow(t.db, stayed.orderNo)).state).toBe(0);

    // The day after: completed (9), points credited, by no one.
    t.clock.advance(DAY);
    const first = await t.app.completeStays();
    // This stay and the seeded guests' who left on the departure day.
    expect(first.completed).toBeGreaterThanOrEqual(1);
    expect(first.unsettled).toBeGreaterThanOrEqual(1);
    expect(await orderRow(t.db, stayed.orderNo)).toMatchObject({ state: 9, checkedOutBy: null, checkedOutAt: expect.any(Date) });
    expect(await pointsOf(t.db, guest.mobile)).toBe(before + stayed.hold.totalAmount);
    expect((await orderDetail(t.app, guest.token, stayed.id)).body.data.state).toBe(9);

    // Idempotent: a second run changes nothing.
    expect((await t.app.completeStays()).completed).toBe(0);
    expect(await pointsOf(t.db, guest.mobile)).toBe(before + stayed.hold.totalAmount);

    // The order never checked in is left as it was and listed for staff.
    expect((await orderRow(t.db, missed.orderNo)).state).toBe(0);
    const staff = await demoStaff(t.app, 'front'); // the earlier session lapsed while the days passed
    const unsettled = await desk(t.app, staff, 'GET', '/orders/unsettled', { hotel: 'pro001' });
    expect(unsettled.status, JSON.stringify(unsettled.body)).toBe(200);
    const listed = unsettled.body.data.orders.map((o: { orderNo: string }) => o.orderNo);
    expect(listed).toContain(missed.orderNo);
    expect(listed).not.toContain(stayed.orderNo);

    // Staff settle it as a no-show; it leaves the list.
    expect((await desk(t.app, staff, 'POST', '/orders/no-show', { hotel: 'pro001', orderNo: missed.orderNo, reason: '来館なし' })).status).toBe(200);
    const after = await desk(t.app, staff, 'GET', '/orders/unsettled', { hotel: 'pro001' });
    expect(after.body.data.orders.map((o: { orderNo: string }) => o.orderNo)).not.toContain(missed.orderNo);
    const detail = await desk(t.app, staff, 'GET', '/orders/detail', { hotel: 'pro001', orderNo: stayed.orderNo });
    expect(detail.body.data.history.map((h: { action: string }) => h.action)).toEqual(['booked', 'check_in', 'completed_by_job']);
  }, 40_000);

  it('lists unsettled orders only for staff of that hotel', async () => {
    const front = await demoStaff(t.app, 'front');
    expectFailure(await desk(t.app, front, 'GET', '/orders/unsettled', { hotel: 'pro003' }), 403);
    // Naming no hotel is no hotel of theirs (decision 0049).
    expectFailure(await desk(t.app, front, 'GET', '/orders/unsettled', {}), 403);
  });
});
