import { describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import { NOT_LOGGED_IN_STATUS_CODE } from '@hotel/shared/schemas/user';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { call, MINUTE, useMemberApp } from './helpers/member-app.ts';
import { bookStay, dayFromToday, guest, holdRooms, newMember, night, orderDetail, submitOrder } from './helpers/booking.ts';

const t = useMemberApp();

describe('POST /order/checkInventory', () => {
  it('answers 401 with statusCode 9999 to a caller who is not logged in', async () => {
    const stay = { hotelCode: 'pro001', roomTypeCode: 'SK', rateCode: 'BAR', checkIn: dayFromToday(t.clock, 2), checkOut: dayFromToday(t.clock, 3), roomQty: 1 };
    const response = await call(t.app, 'POST', endpoints.checkInventory.path, { body: stay });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ success: false, statusCode: NOT_LOGGED_IN_STATUS_CODE, message: MESSAGES.notLoggedIn });
  });

  it('holds the rooms: availability drops by the quantity on every night, priced from the database', async () => {
    const { token } = await newMember(t.app);
    const dates = [dayFromToday(t.clock, 4), dayFromToday(t.clock, 5)];
    const before = await Promise.all(dates.map((d) => night(t.db, 'pro001', 'ST', d)));
    const hold = expectSuccess(await holdRooms(t.app, token, { roomTypeCode: 'ST', rateCode: 'BARBF', checkIn: dates[0]!, checkOut: dayFromToday(t.clock, 6), roomQty: 2 }));
    const after = await Promise.all(dates.map((d) => night(t.db, 'pro001', 'ST', d)));
    expect(after.map((n) => n.soldRooms)).toEqual(before.map((n) => n.soldRooms + 2));
    const perRoom = before.reduce((sum, n) => sum + n.price + 168, 0);
    expect(hold).toMatchObject({ roomQty: 2, days: 2, totalAmount: perRoom * 2, actualAmount: perRoom * 2, rateCode: 'BARBF', paymentType: 'hotel' });
    expect(hold.orderNo).toMatch(/^FO\d{18}$/);
  });

  it('needs the discount code for a discount rate', async () => {
    const { token } = await newMember(t.app);
    const stay = { rateCode: 'CORP', checkIn: dayFromToday(t.clock, 3), checkOut: dayFromToday(t.clock, 4) };
    const refused = await holdRooms(t.app, token, stay);
    expectFailure(refused, 400);
    expect(refused.body.message).toBe(SERVER_MESSAGES.rateNeedsDiscountCode);
    expectSuccess(await holdRooms(t.app, token, { ...stay, discountType: '企業', discountCode: 'Corp2026' }));
  });

  it('refuses dates in the past', async () => {
    const { token } = await newMember(t.app);
    const response = await holdRooms(t.app, token, { checkIn: dayFromToday(t.clock, -1), checkOut: dayFromToday(t.clock, 1) });
    expectFailure(response, 400);
    expect(response.body.message).toBe(SERVER_MESSAGES.checkInPast);
  });
});

describe('POST /order/submitOrder', () => {
  it('turns the hold into an order with the amounts of the hold, whatever the client says', async () => {
    const { token } = await newMember(t.app);
    const hold = expectSuccess(await holdRooms(t.app, token, { rateCode: 'ADV', checkIn: dayFromToday(t.clock, 7), checkOut: dayFromToday(t.clock, 8) }));
    const body = guest(hold.orderNo, { totalAmount: 1, actualAmount: 1, discountAmount: 9999, rateCode: 'MEM', roomQty: 5 });
    const created = expectSuccess(await submitOrder(t.app, token, body));
    expect(created.orderNo).toBe(hold.orderNo);
    expect(created.revNo).toMatch(/^RV\d{18}$/);
    const order = expectSuccess(await orderDetail(t.app, token, created.id));
    expect(order).toMatchObject({
      totalAmount: hold.totalAmount,
      actualAmount: hold.totalAmount,
      discountAmount: 0,
      rateCode: 'ADV',
      roomQty: 1,
      state: 0,
      payResult: 0,
      payment: '事前決済',
      remark: '禁煙ルーム希望',
      arrivalTime: '15:00-16:00',
    });
    const untilDeadline = Date.parse(order.payDeadline!) - t.clock.now().getTime();
    expect(untilDeadline).toBeGreaterThan(29 * MINUTE);
    expect(untilDeadline).toBeLessThanOrEqual(30 * MINUTE);
  });

  it('gives a pay-at-hotel order no deadline', async () => {
    const { token } = await newMember(t.app);
    const { id } = await bookStay(t.app, token, { checkIn: dayFromToday(t.clock, 7), checkOut: dayFromToday(t.clock, 8) });
    expect(expectSuccess(await orderDetail(t.app, token, id))).toMatchObject({ payDeadline: null, state: 0, payResult: 0, payment: '現地払い' });
  });

  it.each([
    [{ revUser: ' ' }, MESSAGES.guestNameRequired],
    [{ mobile: '2391234567' }, MESSAGES.mobileInvalid],
    [{ email: 'ken@example' }, MESSAGES.emailInvalid],
    [{ email: 'ken@example.travel' }, MESSAGES.emailInvalid],
    [{ arrivalTime: '21:00-22:00' }, SERVER_MESSAGES.arrivalTimeInvalid],
    [{ remark: 'あ'.repeat(301) }, SERVER_MESSAGES.remarkTooLong],
  ])('validates the guest details with the spec messages (case %#)', async (override, message) => {
    const { token } = await newMember(t.app);
    const response = await submitOrder(t.app, token, guest('FO000', override));
    expectFailure(response, 400);
    expect(response.body.message).toBe(message);
  });

  it('accepts an order without email, and a hold only once', async () => {
    const { token } = await newMember(t.app);
    const hold = expectSuccess(await holdRooms(t.app, token, { checkIn: dayFromToday(t.clock, 9), checkOut: dayFromToday(t.clock, 10) }));
    expectSuccess(await submitOrder(t.app, token, guest(hold.orderNo, { email: '' })));
    const again = await submitOrder(t.app, token, guest(hold.orderNo));
    expectFailure(again, 409);
    expect(again.body.message).toBe(SERVER_MESSAGES.holdUsed);
  });

  it("answers 404 for another member's hold", async () => {
    const a = await newMember(t.app);
    const b = await newMember(t.app);
    const hold = expectSuccess(await holdRooms(t.app, a.token, { checkIn: dayFromToday(t.clock, 9), checkOut: dayFromToday(t.clock, 10) }));
    expectFailure(await submitOrder(t.app, b.token, guest(hold.orderNo)), 404);
  });

  it('refuses an expired hold (410) and gives its rooms back exactly once', async () => {
    const { token } = await newMember(t.app);
    const date = dayFromToday(t.clock, 11);
    const before = (await night(t.db, 'pro001', 'SK', date)).soldRooms;
    const hold = expectSuccess(await holdRooms(t.app, token, { checkIn: date, checkOut: dayFromToday(t.clock, 12), roomQty: 2 }));
    expect((await night(t.db, 'pro001', 'SK', date)).soldRooms).toBe(before + 2);
    t.clock.advance(16 * MINUTE);
    const late = await submitOrder(t.app, token, guest(hold.orderNo));
    expectFailure(late, 410);
    expect(late.body.message).toBe(SERVER_MESSAGES.holdExpired);
    // Three passes at once (timer, lazy calls, other processes): each hold is released by one of them.
    const released = await Promise.all([t.app.releaseExpired(), t.app.releaseExpired(), t.app.releaseExpired()]);
    const expiredHolds = released.reduce((n, r) => n + r.holds, 0);
    expect(expiredHolds).toBeGreaterThanOrEqual(1);
    expect((await t.app.releaseExpired()).holds).toBe(0);
    expect((await night(t.db, 'pro001', 'SK', date)).soldRooms).toBe(before);
    await t.app.releaseExpired();
    expect((await night(t.db, 'pro001', 'SK', date)).soldRooms).toBe(before);
  });

  it('expires an unpaid prepaid order after 30 minutes: state 10, rooms back once', async () => {
    const { token } = await newMember(t.app);
    const date = dayFromToday(t.clock, 12);
    const before = (await night(t.db, 'pro001', 'SK', date)).soldRooms;
    const { id } = await bookStay(t.app, token, { rateCode: 'ADV', checkIn: date, checkOut: dayFromToday(t.clock, 13) });
    const hotelOrder = await bookStay(t.app, token, { rateCode: 'BAR', checkIn: date, checkOut: dayFromToday(t.clock, 13) });
    expect((await night(t.db, 'pro001', 'SK', date)).soldRooms).toBe(before + 2);
    t.clock.advance(29 * MINUTE);
    await t.app.releaseExpired();
    expect(expectSuccess(await orderDetail(t.app, token, id)).state).toBe(0);
    t.clock.advance(2 * MINUTE);
    await Promise.all([t.app.releaseExpired(), t.app.releaseExpired()]);
    expect(expectSuccess(await orderDetail(t.app, token, id)).state).toBe(10);
    expect(expectSuccess(await orderDetail(t.app, token, hotelOrder.id)).state).toBe(0);
    expect((await night(t.db, 'pro001', 'SK', date)).soldRooms).toBe(before + 1);
  });
});
