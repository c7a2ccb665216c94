import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '@hotel/db/schema/audit';
import { roomNights } from '@hotel/db/schema/inventory';
import { orderAmendments, orders } from '@hotel/db/schema/orders';
import { payments, refunds } from '@hotel/db/schema/pay';
import { endpoints } from '@hotel/shared/api/endpoints';
import { CHANGE_MESSAGES } from '@hotel/shared/messages';
import type { OrderChangeQuote, OrderChangeResult, PendingOrderChange } from '@hotel/shared/schemas/order-change';
import { bookStay, dayFromToday, memberBalance, newMember, night, orderDetail, setBalance } from './helpers/booking.ts';
import { managerHeaders, planBody, savePlan } from './helpers/catalog.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { fakeGateways, sendNotification } from './helpers/fake-gateway.ts';
import { MINUTE, useMemberApp, withToken } from './helpers/member-app.ts';

const gateways = fakeGateways();
const t = useMemberApp({ appOptions: { payProvider: gateways } });

const quote = (token: string, body: object) => withToken<OrderChangeQuote>(t.app, 'POST', endpoints.quoteOrderChange.path, token, body);
const change = (token: string, body: object) => withToken<OrderChangeResult>(t.app, 'POST', endpoints.changeOrder.path, token, body);
const pendingChange = (token: string, orderId: number) => withToken<PendingOrderChange>(t.app, 'GET', `${endpoints.getOrderChange.path}?orderId=${orderId}`, token);
const sold = async (roomTypeCode: string, date: string) => (await night(t.db, 'pro001', roomTypeCode, date)).soldRooms;
const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const changeLines = (orderNo: string) => t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, orderNo), eq(auditLog.action, 'change')));

/** A prepaid non-refundable plan whose bookings may still change until 18:00 on arrival (the seeded prepaid plans never change). */
let prepaidMade = false;
async function prepaidChangeablePlan() {
  if (prepaidMade) return 'PPCHG';
  const body = planBody({ code: 'PPCHG', name: '事前決済・変更可', payment: 'prepaid', cancelPolicy: 'nonRefundable', changePolicy: 'until', changesUntilHours: 0 });
  expectSuccess(await savePlan(t.app, await managerHeaders(t.app), body));
  prepaidMade = true;
  return 'PPCHG';
}

/** A pay-at-hotel booking (free cancellation) the guest paid online through the fake Alipay. */
async function paidBooking(stay: { checkIn: string; checkOut: string; roomTypeCode?: string }) {
  const rateCode = 'BAR';
  const me = await newMember(t.app);
  const booked = await bookStay(t.app, me.token, { rateCode, ...stay });
  const qr = expectSuccess(await withToken<{ payId: string }>(t.app, 'POST', endpoints.orderpay.path, me.token, { revNo: booked.revNo, code: 2 }));
  const amount = (await orderRow(booked.id)).actualAmount;
  await sendNotification(t.app, 'alipay', { payId: qr.payId, amountFen: amount * 100, providerTradeNo: `T${qr.payId}` });
  expect((await orderRow(booked.id)).payResult).toBe(1);
  return { me, booked, rateCode };
}

const stayOf = (orderId: number, s: { checkIn: string; checkOut: string; roomTypeCode?: string; rateCode?: string; roomQty?: number; adultNum?: number; childrenNum?: number }) => ({
  orderId,
  roomTypeCode: 'SK',
  rateCode: 'BAR',
  roomQty: 1,
  adultNum: 1,
  childrenNum: 0,
  ...s,
});

describe('a guest changes a pay-at-hotel booking (decision 0059)', () => {
  it('one more night: priced and shown first, applied at once (nothing to pay now), the kept night at its sold price, one more room-night taken', async () => {
    const me = await newMember(t.app);
    const [d1, d2, d3] = [dayFromToday(t.clock, 30), dayFromToday(t.clock, 31), dayFromToday(t.clock, 32)];
    const booked = await bookStay(t.app, me.token, { checkIn: d1, checkOut: d2 });
    const soldPrice = booked.hold.nightlyPrices[0]!.price;
    // The hotel raises the first night's price after the sale: the kept night keeps what it was sold at.
    await t.db.update(roomNights).set({ price: soldPrice + 500 }).where(and(eq(roomNights.hotelCode, 'pro001'), eq(roomNights.roomTypeCode, 'SK'), eq(roomNights.stayDate, d1)));
    const before = { d1: await sold('SK', d1), d2: await sold('SK', d2) };
    const wanted = stayOf(booked.id, { checkIn: d1, checkOut: d3 });

    const priced = expectSuccess(await quote(me.token, wanted));
    const secondNight = (await night(t.db, 'pro001', 'SK', d2)).price;
    expect(priced.after.nightlyPrices).toEqual([
      { date: d1, price: soldPrice },
      { date: d2, price: secondNight },
    ]);
    expect(priced).toMatchObject({ toPay: 0, refund: 0, difference: secondNight, newAmount: soldPrice + secondNight });
    // Pricing took nothing.
    expect(await sold('SK', d2)).toBe(before.d2);

    const done = await change(me.token, wanted);
    expect(expectSuccess(done)).toMatchObject({ state: 'applied', toPay: 0, expiresAt: null });
    expect(done.body.message).toBe(CHANGE_MESSAGES.changeApplied);
    expect(await sold('SK', d1)).toBe(before.d1);
    expect(await sold('SK', d2)).toBe(before.d2 + 1);
    const detail = expectSuccess(await orderDetail(t.app, me.token, booked.id));
    expect(detail).toMatchObject({ orderNo: booked.orderNo, checkinDate: d1, checkoutDate: d3, days: 2, actualAmount: soldPrice + secondNight, state: 0, payResult: 0 });
    const [row] = await t.db.select().from(orderAmendments).where(eq(orderAmendments.orderId, booked.id));
    expect(row).toMatchObject({ state: 'applied', memberId: expect.any(Number), staffId: null, difference: secondNight });
    // In the audit log as the guest's own change, in the change's transaction.
    expect(await changeLines(booked.orderNo)).toEqual([
      expect.objectContaining({
        actor: 'guest',
        staffId: null,
        staffEmail: '',
        hotelCode: 'pro001',
        before: expect.objectContaining({ checkOut: d2 }),
        after: expect.objectContaining({ checkOut: d3, amendmentId: row!.id, memberId: row!.memberId, difference: secondNight }),
      }),
    ]);
  });

  it('shortened before the deadline: the dropped night goes back, the amount falls, nothing is charged', async () => {
    const me = await newMember(t.app);
    const [d1, d2, d3] = [dayFromToday(t.clock, 33), dayFromToday(t.clock, 34), dayFromToday(t.clock, 35)];
    const booked = await bookStay(t.app, me.token, { checkIn: d1, checkOut: d3 });
    const held = await sold('SK', d2);
    const done = expectSuccess(await change(me.token, stayOf(booked.id, { checkIn: d1, checkOut: d2 })));
    expect(done.state).toBe('applied');
    expect(await sold('SK', d2)).toBe(held - 1);
    expect((await orderRow(booked.id)).actualAmount).toBe(booked.hold.nightlyPrices[0]!.price);
  });

  it('another room type: every night moves, none is taken twice, the old type gets its rooms back', async () => {
    const me = await newMember(t.app);
    const [d1, d2] = [dayFromToday(t.clock, 36), dayFromToday(t.clock, 37)];
    const booked = await bookStay(t.app, me.token, { checkIn: d1, checkOut: d2 });
    const sk = await sold('SK', d1);
    const other = (await t.db.select().from(roomNights).where(and(eq(roomNights.hotelCode, 'pro001'), eq(roomNights.stayDate, d1)))).find((n) => n.roomTypeCode !== 'SK' && n.soldRooms < n.totalRooms)!;
    const otherSold = other.soldRooms;
    expectSuccess(await change(me.token, stayOf(booked.id, { checkIn: d1, checkOut: d2, roomTypeCode: other.roomTypeCode, adultNum: 1 })));
    expect(await sold('SK', d1)).toBe(sk - 1);
    expect(await sold(other.roomTypeCode, d1)).toBe(otherSold + 1);
    expect((await orderRow(booked.id)).roomTypeCode).toBe(other.roomTypeCode);
  });

  it('refuses with Japanese messages: nothing changed, another member, a plan paid another way, never-changing plans', async () => {
    const me = await newMember(t.app);
    const [d1, d2] = [dayFromToday(t.clock, 38), dayFromToday(t.clock, 39)];
    const booked = await bookStay(t.app, me.token, { checkIn: d1, checkOut: d2 });
    const same = await change(me.token, stayOf(booked.id, { checkIn: d1, checkOut: d2 }));
    expectFailure(same, 400);
    expect(same.body.message).toBe(CHANGE_MESSAGES.nothingChanged);
    const stranger = await newMember(t.app);
    expectFailure(await quote(stranger.token, stayOf(booked.id, { checkIn: d1, checkOut: dayFromToday(t.clock, 40) })), 404);
    const prepaid = await change(me.token, stayOf(booked.id, { checkIn: d1, checkOut: d2, rateCode: 'ADV' }));
    expectFailure(prepaid, 400);
    expect(prepaid.body.message).toBe(CHANGE_MESSAGES.paymentTypeDiffers);
    // ADV is non-refundable prepaid: never changes (and must be paid first anyway).
    const adv = await bookStay(t.app, me.token, { rateCode: 'ADV', checkIn: d1, checkOut: d2 });
    const unpaid = await change(me.token, stayOf(adv.id, { checkIn: d1, checkOut: dayFromToday(t.clock, 40), rateCode: 'ADV' }));
    expectFailure(unpaid, 409);
    expect(unpaid.body.message).toBe(CHANGE_MESSAGES.payFirst);
    // Without a session: 401 before the input is read.
    const anonymous = await t.app.inject({ method: 'POST', url: endpoints.changeOrder.path, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the order says whether it may change (decision 0059)', () => {
  it('changeableNow and the rule in hotel time, listed and in detail; a never-changing plan says so, a cancelled one says nothing', async () => {
    const me = await newMember(t.app);
    const [d1, d2] = [dayFromToday(t.clock, 38), dayFromToday(t.clock, 39)];
    const bar = await bookStay(t.app, me.token, { checkIn: d1, checkOut: d2, adultNum: 2, childrenNum: 0 });
    const [y, m, d] = d1.split('-');
    const shown = { changeableNow: true, changeTermsText: `${y}年${Number(m)}月${Number(d)}日 18:00（現地時間）までご予約内容を変更できます` };
    // The party too, where the change page starts from.
    expect(expectSuccess(await orderDetail(t.app, me.token, bar.id))).toMatchObject({ ...shown, adultNum: 2, childrenNum: 0 });
    const listed = expectSuccess(await withToken<{ id: number }[]>(t.app, 'POST', endpoints.getAllOrder.path, me.token, { state: 100 }));
    expect(listed.find((o) => o.id === bar.id)).toMatchObject(shown);
    const adv = await bookStay(t.app, me.token, { rateCode: 'ADV', checkIn: d1, checkOut: d2 });
    expect(expectSuccess(await orderDetail(t.app, me.token, adv.id))).toMatchObject({ changeableNow: false, changeTermsText: CHANGE_MESSAGES.planNeverChanges });
    expectSuccess(await withToken(t.app, 'GET', `${endpoints.cancleOrder.path}?orderId=${bar.id}`, me.token));
    expect(expectSuccess(await orderDetail(t.app, me.token, bar.id))).toMatchObject({ changeableNow: false, changeTermsText: null });
  });
});

describe('a guest changes a paid booking', () => {
  it('a dearer stay is pending until its difference is paid through the QR flow, then applied once', async () => {
    const [d1, d2, d3] = [dayFromToday(t.clock, 41), dayFromToday(t.clock, 42), dayFromToday(t.clock, 43)];
    const { me, booked, rateCode } = await paidBooking({ checkIn: d1, checkOut: d2 });
    const paidBefore = (await orderRow(booked.id)).actualAmount;
    const soldD2 = await sold('SK', d2);
    const asked = expectSuccess(await change(me.token, stayOf(booked.id, { checkIn: d1, checkOut: d3, rateCode })));
    expect(asked.state).toBe('pending');
    expect(asked.toPay).toBeGreaterThan(0);
    // Nothing is in the audit log until the change applies.
    expect(await changeLines(booked.orderNo)).toEqual([]);
    // Held meanwhile; the order still describes the confirmed stay.
    expect(await sold('SK', d2)).toBe(soldD2 + 1);
    expect(expectSuccess(await orderDetail(t.app, me.token, booked.id))).toMatchObject({ checkoutDate: d2, actualAmount: paidBefore, state: 1, payResult: 1 });
    expect(expectSuccess(await pendingChange(me.token, booked.id))).toMatchObject({ amendmentId: asked.amendmentId, toPay: asked.toPay });
    // A second change while one is pending is refused.
    const second = await change(me.token, stayOf(booked.id, { checkIn: d1, checkOut: dayFromToday(t.clock, 44), rateCode }));
    expectFailure(second, 409);
    expect(second.body.message).toBe(CHANGE_MESSAGES.changePending);

    const qr = expectSuccess(await withToken<{ payId: string }>(t.app, 'POST', endpoints.changepay.path, me.token, { amendmentId: asked.amendmentId, code: 2 }));
    const [payment] = await t.db.select().from(payments).where(eq(payments.payId, qr.payId));
    expect(payment).toMatchObject({ amendmentId: asked.amendmentId, amount: asked.toPay, orderId: booked.id });
    const notice = { payId: qr.payId, amountFen: asked.toPay * 100, providerTradeNo: 'T-CHANGE' };
    await Promise.all([1, 2, 3].map(() => sendNotification(t.app, 'alipay', notice)));
    const check = expectSuccess(await withToken<{ state: string }>(t.app, 'POST', endpoints.checkchangepay.path, me.token, { amendmentId: asked.amendmentId }));
    expect(check.state).toBe('applied');
    expect(expectSuccess(await orderDetail(t.app, me.token, booked.id))).toMatchObject({ checkoutDate: d3, actualAmount: paidBefore + asked.toPay, state: 1, payResult: 1 });
    // Applied once: the second night was taken when asked, not again when paid.
    expect(await sold('SK', d2)).toBe(soldD2 + 1);
    expect((await orderRow(booked.id)).amendmentCount).toBe(1);
    expect(await changeLines(booked.orderNo)).toEqual([expect.objectContaining({ actor: 'guest', after: expect.objectContaining({ amendmentId: asked.amendmentId, toPay: asked.toPay }) })]);
  });

  it('an unpaid change lapses after HOLD_MINUTES: its nights go back, the booking is untouched, a late payment is refund_due', async () => {
    const [d1, d2, d3] = [dayFromToday(t.clock, 45), dayFromToday(t.clock, 46), dayFromToday(t.clock, 47)];
    const { me, booked, rateCode } = await paidBooking({ checkIn: d1, checkOut: d2 });
    const soldD2 = await sold('SK', d2);
    const asked = expectSuccess(await change(me.token, stayOf(booked.id, { checkIn: d1, checkOut: d3, rateCode })));
    const qr = expectSuccess(await withToken<{ payId: string }>(t.app, 'POST', endpoints.changepay.path, me.token, { amendmentId: asked.amendmentId, code: 2 }));
    t.clock.advance(16 * MINUTE);
    await t.app.releaseExpired();
    expect(await sold('SK', d2)).toBe(soldD2);
    expect(expectSuccess(await pendingChange(me.token, booked.id))).toBeNull();
    const late = await withToken(t.app, 'POST', endpoints.changepay.path, me.token, { amendmentId: asked.amendmentId, code: 2 });
    expectFailure(late, 409);
    await sendNotification(t.app, 'alipay', { payId: qr.payId, amountFen: asked.toPay * 100, providerTradeNo: 'T-LATE' });
    const [payment] = await t.db.select().from(payments).where(eq(payments.payId, qr.payId));
    expect(payment!.status).toBe('refund_due');
    expect(await orderRow(booked.id)).toMatchObject({ checkOut: d2, amendmentCount: 0 });
    expect(await sold('SK', d2)).toBe(soldD2);
  });

  it('a cheaper stay before the deadline refunds the whole difference through the provider, once', async () => {
    const [d1, d2, d3] = [dayFromToday(t.clock, 48), dayFromToday(t.clock, 49), dayFromToday(t.clock, 50)];
    const { me, booked, rateCode } = await paidBooking({ checkIn: d1, checkOut: d3 });
    const paid = (await orderRow(booked.id)).actualAmount;
    const done = expectSuccess(await change(me.token, stayOf(booked.id, { checkIn: d1, checkOut: d2, rateCode })));
    expect(done.state).toBe('applied');
    const now = await orderRow(booked.id);
    const stored = await t.db.select().from(refunds);
    const mine = stored.filter((r) => r.refundId.startsWith(`RFC${done.amendmentId}P`));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.amount).toBe(paid - now.actualAmount);
  });

  it('a non-refundable prepaid plan that allows changes keeps the whole reduction', async () => {
    // Well inside the SEED_DAYS nights: an earlier test moved the clock 16 minutes, which near the
    // hotel's midnight is a day later than the seed's today (nights 59–60 were then never seeded).
    const [d1, d2, d3] = [dayFromToday(t.clock, 26), dayFromToday(t.clock, 27), dayFromToday(t.clock, 28)];
    const rateCode = await prepaidChangeablePlan();
    const me = await newMember(t.app);
    await setBalance(t.db, me.mobile, 100_000);
    const booked = await bookStay(t.app, me.token, { rateCode, checkIn: d1, checkOut: d3 });
    expectSuccess(await withToken(t.app, 'POST', endpoints.orderpay.path, me.token, { revNo: booked.revNo, code: 1, cardPwd: me.password }));
    const balance = await memberBalance(t.db, me.mobile);
    const paid = (await orderRow(booked.id)).actualAmount;
    const priced = expectSuccess(await quote(me.token, stayOf(booked.id, { checkIn: d1, checkOut: d2, rateCode })));
    expect(priced).toMatchObject({ refund: 0, toPay: 0, newAmount: paid, rule: '返金不可プラン: 差額の返金なし' });
    expectSuccess(await change(me.token, stayOf(booked.id, { checkIn: d1, checkOut: d2, rateCode })));
    expect(await memberBalance(t.db, me.mobile)).toBe(balance);
    expect(await orderRow(booked.id)).toMatchObject({ checkOut: d2, actualAmount: paid, nights: 1 });
  });

  it('paid by member card: the difference is debited with the change, a later reduction credits the card back', async () => {
    const [d1, d2, d3] = [dayFromToday(t.clock, 51), dayFromToday(t.clock, 52), dayFromToday(t.clock, 53)];
    const rateCode = 'BAR';
    const me = await newMember(t.app);
    await setBalance(t.db, me.mobile, 100_000);
    const booked = await bookStay(t.app, me.token, { rateCode, checkIn: d1, checkOut: d2 });
    expectSuccess(await withToken(t.app, 'POST', endpoints.orderpay.path, me.token, { revNo: booked.revNo, code: 1, cardPwd: me.password }));
    const afterFirst = await memberBalance(t.db, me.mobile);
    const asked = expectSuccess(await change(me.token, stayOf(booked.id, { checkIn: d1, checkOut: d3, rateCode })));
    expectSuccess(await withToken(t.app, 'POST', endpoints.changepay.path, me.token, { amendmentId: asked.amendmentId, code: 1, cardPwd: me.password }));
    expect(await memberBalance(t.db, me.mobile)).toBe(afterFirst - asked.toPay);
    const back = expectSuccess(await change(me.token, stayOf(booked.id, { checkIn: d1, checkOut: d2, rateCode })));
    expect(back.state).toBe('applied');
    expect(await memberBalance(t.db, me.mobile)).toBe(afterFirst);
  });
});

describe('providers that fail, requests that repeat', () => {
  it('the provider down when the difference is to be paid: 503, the change stays pending, nothing half-applied; paid once it is back', async () => {
    const [d1, d2, d3] = [dayFromToday(t.clock, 20), dayFromToday(t.clock, 21), dayFromToday(t.clock, 22)];
    const { me, booked } = await paidBooking({ checkIn: d1, checkOut: d2 });
    const asked = expectSuccess(await change(me.token, stayOf(booked.id, { checkIn: d1, checkOut: d3 })));
    gateways.alipay.failNext('createTrade');
    const down = await withToken(t.app, 'POST', endpoints.changepay.path, me.token, { amendmentId: asked.amendmentId, code: 2 });
    expectFailure(down, 503);
    expect(await t.db.select().from(payments).where(eq(payments.amendmentId, asked.amendmentId))).toHaveLength(0);
    expect(await orderRow(booked.id)).toMatchObject({ checkOut: d2, amendmentCount: 0 });
    expect(expectSuccess(await pendingChange(me.token, booked.id))).toMatchObject({ amendmentId: asked.amendmentId });
    const qr = expectSuccess(await withToken<{ payId: string }>(t.app, 'POST', endpoints.changepay.path, me.token, { amendmentId: asked.amendmentId, code: 2 }));
    await sendNotification(t.app, 'alipay', { payId: qr.payId, amountFen: asked.toPay * 100, providerTradeNo: 'T-BACK' });
    expect(await orderRow(booked.id)).toMatchObject({ checkOut: d3, amendmentCount: 1 });
  });

  it('a cheaper change asked twice at once is applied once and refunds once, the provider asked once', async () => {
    const [d1, d2, d3] = [dayFromToday(t.clock, 23), dayFromToday(t.clock, 24), dayFromToday(t.clock, 25)];
    const { me, booked } = await paidBooking({ checkIn: d1, checkOut: d3 });
    const paid = (await orderRow(booked.id)).actualAmount;
    const body = stayOf(booked.id, { checkIn: d1, checkOut: d2 });
    const answers = await Promise.all([change(me.token, body), change(me.token, body)]);
    // The second finds a change under way (409) or, read after it, nothing left to change (400).
    const [won, lost] = [...answers].sort((a, b) => a.status - b.status);
    expect(won!.status).toBe(200);
    expect([400, 409]).toContain(lost!.status);
    expect([CHANGE_MESSAGES.nothingChanged, CHANGE_MESSAGES.orderChangedMeanwhile, CHANGE_MESSAGES.changePending]).toContain(lost!.body.message);
    const now = await orderRow(booked.id);
    expect(now).toMatchObject({ checkOut: d2, amendmentCount: 1 });
    const mine = (await t.db.select().from(refunds)).filter((r) => r.amount > 0 && r.reason.includes(booked.orderNo));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.amount).toBe(paid - now.actualAmount);
    expect([...gateways.alipay.refunds.keys()].filter((id) => id === mine[0]!.refundId)).toHaveLength(1);
  });
});

describe('the last free night', () => {
  it('20 changes aimed at it: exactly one succeeds, the others get a Japanese 409, sold never exceeds rooms', async () => {
    const [d1, d2, d3] = [dayFromToday(t.clock, 55), dayFromToday(t.clock, 56), dayFromToday(t.clock, 57)];
    const guests = await Promise.all(Array.from({ length: 20 }, () => newMember(t.app)));
    const booked = [];
    for (const g of guests) booked.push({ g, order: await bookStay(t.app, g.token, { checkIn: d1, checkOut: d2 }) });
    const n = await night(t.db, 'pro001', 'SK', d2);
    await t.db.update(roomNights).set({ soldRooms: n.totalRooms - 1 }).where(and(eq(roomNights.hotelCode, 'pro001'), eq(roomNights.roomTypeCode, 'SK'), eq(roomNights.stayDate, d2)));
    await t.app.changes.sync();
    const answers = await Promise.all(booked.map(({ g, order }) => change(g.token, stayOf(order.id, { checkIn: d1, checkOut: d3 }))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.every((a) => a.status === 409 && a.body.message === CHANGE_MESSAGES.soldOut)).toBe(true);
    const after = await night(t.db, 'pro001', 'SK', d2);
    expect(after.soldRooms).toBe(after.totalRooms);
  });
});
