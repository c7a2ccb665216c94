import { describe, expect, it } from 'vitest';
import { meetingRequests } from '@hotel/db/schema/meetings';
import { DASHBOARD_DAYS } from '@hotel/shared/schemas/admin/dashboard';
import { bookStay, dayFromToday, newMember, night } from './helpers/booking.ts';
import { demoStaff, desk } from './helpers/desk.ts';
import { expectFailure } from './helpers/expectations.ts';
import { fakeGateways } from './helpers/fake-gateway.ts';
import { DAY, useMemberApp } from './helpers/member-app.ts';

const t = useMemberApp({ appOptions: { payProvider: fakeGateways() } });

const dashboard = async (token: string, hotel = 'pro001') => {
  const response = await desk(t.app, token, 'GET', '/dashboard', { hotel });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
};

describe('GET /adminapi/v1/dashboard', () => {
  it("counts today's arrivals, in-house stays, pending payments, new meeting requests, and the next 30 nights", async () => {
    const front = await demoStaff(t.app, 'front');
    const before = await dashboard(front);
    expect(before.days).toHaveLength(DASHBOARD_DAYS);
    expect(before.days[0].date).toBe(dayFromToday(t.clock, 0));

    const member = await newMember(t.app);
    const arriving = await bookStay(t.app, member.token, { checkIn: dayFromToday(t.clock, 0), checkOut: dayFromToday(t.clock, 2) });
    const other = await newMember(t.app);
    const prepaid = await bookStay(t.app, other.token, { rateCode: 'ADV', checkIn: dayFromToday(t.clock, 3), checkOut: dayFromToday(t.clock, 4) });
    const request = (daysAgo: number, status: 'new' | 'contacted' = 'new') => ({
      hotelCode: 'pro001',
      applyName: '山田',
      contactPhone: '13800138000',
      meetingType: '会議',
      peopleNums: '10-50',
      beginTime: new Date('2030-01-01T02:00:00Z'),
      endTime: new Date('2030-01-01T04:00:00Z'),
      createdAt: new Date(t.clock.now().getTime() - daysAgo * DAY),
      status,
    });
    // Unanswered ones count whatever their age; an answered one does not.
    await t.db.insert(meetingRequests).values([request(1), request(10), request(2, 'contacted')]);

    const after = await dashboard(front);
    expect(after.arrivals).toBe(before.arrivals + 1);
    expect(after.pendingPayments.count).toBe(before.pendingPayments.count + 1);
    expect(after.pendingPayments.amount).toBe(before.pendingPayments.amount + prepaid.hold.totalAmount);
    expect(after.newMeetingRequests).toBe(before.newMeetingRequests + 2);
    // Tonight's occupancy is room_nights' sold / total over the room types.
    const sk = await night(t.db, 'pro001', 'SK', dayFromToday(t.clock, 0));
    expect(after.tonight.total).toBeGreaterThanOrEqual(sk.totalRooms);
    expect(after.tonight.sold).toBe(before.tonight.sold + 1);
    expect(after.tonight.percent).toBeCloseTo((after.tonight.sold / after.tonight.total) * 100, 0);
    // Revenue: the new stay's amount spread over its two nights.
    const added = after.days[0].revenue - before.days[0].revenue + (after.days[1].revenue - before.days[1].revenue);
    expect(added).toBe(arriving.hold.totalAmount);

    expect((await desk(t.app, front, 'POST', '/orders/check-in', { hotel: 'pro001', orderNo: arriving.orderNo })).status).toBe(200);
    expect((await dashboard(front)).inHouse).toBe(before.inHouse + 1);
  }, 40_000);

  it('is per hotel: the front desk of pro001 is refused pro003 and a request naming no hotel, the editor everything; bad input is a 400', async () => {
    const front = await demoStaff(t.app, 'front');
    const editor = await demoStaff(t.app, 'editor');
    const admin = await demoStaff(t.app, 'admin');
    expectFailure(await desk(t.app, front, 'GET', '/dashboard', { hotel: 'pro003' }), 403);
    expectFailure(await desk(t.app, editor, 'GET', '/dashboard', { hotel: 'pro001' }), 403);
    expectFailure(await desk(t.app, front, 'GET', '/dashboard', {}), 403);
    expectFailure(await desk(t.app, admin, 'GET', '/dashboard', {}), 400);
    expect((await dashboard(admin, 'pro003')).hotel).toBe('pro003');
  });
});
