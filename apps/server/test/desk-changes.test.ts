import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '@hotel/db/schema/audit';
import { roomNights } from '@hotel/db/schema/inventory';
import { CHANGE_MESSAGES } from '@hotel/shared/messages';
import { bookStay, dayFromToday, newMember, night } from './helpers/booking.ts';
import { demoStaff, desk, orderRow, payByWechat } from './helpers/desk.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { fakeGateways } from './helpers/fake-gateway.ts';
import { useMemberApp, withToken } from './helpers/member-app.ts';
import { endpoints } from '@hotel/shared/api/endpoints';

const t = useMemberApp({ appOptions: { payProvider: fakeGateways() } });

const stay = (orderNo: string, s: Record<string, unknown>) => ({ hotel: 'pro001', orderNo, roomTypeCode: 'SK', rateCode: 'BAR', roomQty: 1, adultNum: 1, childrenNum: 0, ...s });
const sold = async (roomTypeCode: string, date: string) => (await night(t.db, 'pro001', roomTypeCode, date)).soldRooms;

/** Another room type of pro001 with a room left on `date`. */
async function otherRoomType(date: string) {
  const rows = await t.db.select().from(roomNights).where(and(eq(roomNights.hotelCode, 'pro001'), eq(roomNights.stayDate, date)));
  return rows.find((n) => n.roomTypeCode !== 'SK' && n.soldRooms < n.totalRooms)!.roomTypeCode;
}

describe('staff change a booking (decision 0059)', () => {
  it('a manager moves a paid stay to another room type with an override and a reason: applied at once, in the audit log and the 変更履歴', async () => {
    const member = await newMember(t.app);
    const [d1, d2] = [dayFromToday(t.clock, 20), dayFromToday(t.clock, 21)];
    const order = await bookStay(t.app, member.token, { checkIn: d1, checkOut: d2 });
    await payByWechat(t.app, member.token, order, (await orderRow(t.db, order.orderNo)).actualAmount);
    const manager = await demoStaff(t.app, 'manager');
    const other = await otherRoomType(d1);
    const skBefore = await sold('SK', d1);
    const body = stay(order.orderNo, { checkIn: d1, checkOut: d2, roomTypeCode: other, overrides: [{ date: d1, price: 450 }], reason: '空調故障のため同額で振替' });
    const priced = expectSuccess(await desk(t.app, manager, 'POST', '/orders/change/quote', body));
    expect(priced.after.nightlyPrices).toEqual([{ date: d1, price: 450 }]);
    const applied = await desk(t.app, manager, 'POST', '/orders/change', body);
    expect(expectSuccess(applied)).toMatchObject({ newAmount: 450 });
    expect(applied.body.message).toBe(CHANGE_MESSAGES.changeApplied);
    expect(await sold('SK', d1)).toBe(skBefore - 1);
    expect(await orderRow(t.db, order.orderNo)).toMatchObject({ roomTypeCode: other, actualAmount: 450, payResult: 1, amendmentCount: 1 });
    const history = expectSuccess(await desk(t.app, manager, 'GET', '/orders/amendments', { hotel: 'pro001', orderNo: order.orderNo }));
    expect(history.amendments).toHaveLength(1);
    expect(history.amendments[0]).toMatchObject({ state: 'applied', by: 'manager@demo.felton', reason: '空調故障のため同額で振替', overrides: [{ date: d1, price: 450 }] });
    const lines = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, order.orderNo), eq(auditLog.action, 'change')));
    expect(lines).toEqual([expect.objectContaining({ actor: 'staff', staffId: expect.any(Number), staffEmail: expect.stringContaining('@') })]);
  });

  it('the front desk may change but not override a price; an override needs a reason', async () => {
    const member = await newMember(t.app);
    const [d1, d2, d3] = [dayFromToday(t.clock, 22), dayFromToday(t.clock, 23), dayFromToday(t.clock, 24)];
    const order = await bookStay(t.app, member.token, { checkIn: d1, checkOut: d2 });
    const front = await demoStaff(t.app, 'front');
    const override = await desk(t.app, front, 'POST', '/orders/change', stay(order.orderNo, { checkIn: d1, checkOut: d3, overrides: [{ date: d2, price: 1 }], reason: '特別' }));
    expectFailure(override, 403);
    expect(override.body.message).toBe(CHANGE_MESSAGES.overrideNotAllowed);
    const manager = await demoStaff(t.app, 'manager');
    const noReason = await desk(t.app, manager, 'POST', '/orders/change', stay(order.orderNo, { checkIn: d1, checkOut: d3, overrides: [{ date: d2, price: 1 }] }));
    expectFailure(noReason, 400);
    expect(noReason.body.message).toBe(CHANGE_MESSAGES.overrideReasonRequired);
    expectSuccess(await desk(t.app, front, 'POST', '/orders/change', stay(order.orderNo, { checkIn: d1, checkOut: d3 })));
    expect(await orderRow(t.db, order.orderNo)).toMatchObject({ checkOut: d3, nights: 2 });
  });

  it('an in-house stay: the arrival is fixed, an early departure gives the remaining nights back; the guest can no longer change it online', async () => {
    const member = await newMember(t.app);
    const [d0, d1, d3] = [dayFromToday(t.clock, 0), dayFromToday(t.clock, 1), dayFromToday(t.clock, 3)];
    const order = await bookStay(t.app, member.token, { checkIn: d0, checkOut: d3 });
    const front = await demoStaff(t.app, 'front');
    expectSuccess(await desk(t.app, front, 'POST', '/orders/check-in', { hotel: 'pro001', orderNo: order.orderNo }));
    const guest = await withToken(t.app, 'POST', endpoints.changeOrder.path, member.token, { orderId: order.id, checkIn: d0, checkOut: d1, roomTypeCode: 'SK', rateCode: 'BAR', roomQty: 1, adultNum: 1, childrenNum: 0 });
    expectFailure(guest, 409);
    expect(guest.body.message).toBe(CHANGE_MESSAGES.checkedIn);
    const moved = await desk(t.app, front, 'POST', '/orders/change', stay(order.orderNo, { checkIn: d1, checkOut: d3 }));
    expectFailure(moved, 400);
    expect(moved.body.message).toBe(CHANGE_MESSAGES.checkInFixed);
    const [n1, n2] = [await sold('SK', d1), await sold('SK', dayFromToday(t.clock, 2))];
    expectSuccess(await desk(t.app, front, 'POST', '/orders/change', stay(order.orderNo, { checkIn: d0, checkOut: d1 })));
    expect([await sold('SK', d1), await sold('SK', dayFromToday(t.clock, 2))]).toEqual([n1 - 1, n2 - 1]);
    expect(await orderRow(t.db, order.orderNo)).toMatchObject({ checkOut: d1, nights: 1 });
  });

  it('refuses a content editor and a hotel the person does not act for (403), and changes nothing', async () => {
    const member = await newMember(t.app);
    const [d1, d2, d3] = [dayFromToday(t.clock, 25), dayFromToday(t.clock, 26), dayFromToday(t.clock, 27)];
    const order = await bookStay(t.app, member.token, { checkIn: d1, checkOut: d2 });
    const editor = await demoStaff(t.app, 'editor');
    expectFailure(await desk(t.app, editor, 'POST', '/orders/change', stay(order.orderNo, { checkIn: d1, checkOut: d3 })), 403);
    const front = await demoStaff(t.app, 'front');
    expectFailure(await desk(t.app, front, 'POST', '/orders/change', { ...stay(order.orderNo, { checkIn: d1, checkOut: d3 }), hotel: 'pro002' }), 403);
    expect(await orderRow(t.db, order.orderNo)).toMatchObject({ checkOut: d2, amendmentCount: 0 });
  });
});
