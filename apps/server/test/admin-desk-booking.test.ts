import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { addDays } from '@hotel/shared/hotel-date';
import { DESK_BOOKING_MESSAGES as M, SERVER_MESSAGES } from '@hotel/shared/messages';
import { DESK_BOOK_AUDIT_ACTION, STAFF_PAY_LINK_HOURS } from '@hotel/shared/schemas/admin/desk-booking';
import type { RoomWithRates } from '@hotel/shared/schemas/booking';
import { auditLog } from '@hotel/db/schema/audit';
import { guestConfirmations } from '@hotel/db/schema/confirmations';
import { orders } from '@hotel/db/schema/orders';
import { staff } from '@hotel/db/schema/staff';
import { bookStay, dayFromToday, leaveRooms, newMember, night } from './helpers/booking.ts';
import { demoStaff, desk, orderRow, pointsOf } from './helpers/desk.ts';
import { payLinkDeadline } from '../src/modules/desk-booking/desk-booking.service.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { call, MINUTE, randomMobile, SITE_HEADERS, useMemberApp, withToken } from './helpers/member-app.ts';

const HOUR = 60 * MINUTE;

const t = useMemberApp();

/** One sign-in per demo person for the whole file (each sign-in hashes a password). */
const tokens = new Map<Parameters<typeof demoStaff>[1], Promise<string>>();
const as = (who: Parameters<typeof demoStaff>[1]) => {
  if (!tokens.has(who)) tokens.set(who, demoStaff(t.app, who));
  return tokens.get(who)!;
};

/** A stay `from` days ahead for `nights` nights at pro001, one room of SK, one adult. */
const stay = (from: number, nights = 1) => ({ hotel: 'pro001', checkIn: dayFromToday(t.clock, from), checkOut: dayFromToday(t.clock, from + nights), roomQty: 1, adultNum: 1, childrenNum: 0 });

/** A non-member booked by phone, pay at the hotel: the form's fields as the API takes them. */
const phoneBooking = (from: number, overrides: Record<string, unknown> = {}) => ({
  ...stay(from),
  roomTypeCode: 'SK',
  rateCode: 'BAR',
  guestKind: 'guest',
  revUser: '王 小明',
  mobile: '13912340000',
  email: '',
  source: 'phone',
  arrivalTime: '18:00-19:00',
  remark: '禁煙ルーム希望',
  settlement: 'hotel',
  ...overrides,
});

const book = (token: string, body: Record<string, unknown>) => desk(t.app, token, 'POST', '/orders/book', body);
const staffIdOf = async (email: string) => (await t.db.select({ id: staff.id }).from(staff).where(eq(staff.email, email)))[0]!.id;
const ordersCount = async () => (await t.db.select({ n: count() }).from(orders))[0]!.n;
const auditCount = async () => (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
const confirmationsOf = async (orderId: number) => (await t.db.select({ key: guestConfirmations.key }).from(guestConfirmations).where(eq(guestConfirmations.orderId, orderId))).map((r) => r.key);

// The first request of a file builds the app's caches: signed in once, before any test's clock starts.
beforeAll(async () => {
  await as('front');
}, 60_000);

describe('availability: the guest search’s answer for the desk', () => {
  it('lists each room type and plan with rooms left and the search’s prices; no code-only plan', async () => {
    const front = await as('front');
    const q = stay(20, 2);
    const answer = expectSuccess(await desk(t.app, front, 'GET', '/orders/book/availability', q));
    const search = await call<RoomWithRates[]>(t.app, 'POST', endpoints.getRoomAndRate.path, {
      headers: SITE_HEADERS,
      body: { HotelCode: 'pro001', CheckIn: q.checkIn, CheckOut: q.checkOut, roomNum: 1, adultNum: 1, childrenNum: 0 },
    });
    expect(search.status).toBe(200);
    expect(answer.nights).toBe(2);
    const sk = answer.roomTypes.find((r: { code: string }) => r.code === 'SK');
    const searched = search.body.data.find((r) => r.rtCode === 'SK')!;
    expect(sk.rates.map((r: { code: string }) => r.code)).toEqual(searched.rateList.map((r) => r.rateCode));
    expect(sk.rates.map((r: { code: string }) => r.code)).not.toContain('CORP');
    for (const rate of searched.rateList) {
      expect(sk.rates.find((r: { code: string }) => r.code === rate.rateCode)).toMatchObject({
        totalAmount: rate.totalPrice,
        actualAmount: rate.discountedPrice,
        nightlyPrices: rate.nightlyPrices,
        roomsLeft: rate.availableRooms,
        memberOnly: rate.memberOnly,
      });
    }
  });

  it('says why a room type cannot take the party, as the search does', async () => {
    const front = await as('front');
    const answer = expectSuccess(await desk(t.app, front, 'GET', '/orders/book/availability', { ...stay(21), roomQty: 1, adultNum: 3, childrenNum: 0 }));
    const sk = answer.roomTypes.find((r: { code: string }) => r.code === 'SK');
    expect(sk.rates).toEqual([]);
    expect(sk.notice).toMatch(/名/);
  });
});

describe('a front-desk booking for a guest who is not a member, by phone, paid at the hotel', () => {
  it('takes the rooms, writes source, booked_by and the nights, owes the confirmation and shows on the desk', async () => {
    const front = await as('front');
    const body = phoneBooking(10);
    const before = await night(t.db, 'pro001', 'SK', body.checkIn);
    const answer = await book(front, body);
    const result = expectSuccess(answer);
    expect(answer.body.message).toBe(M.booked);
    expect(result).toMatchObject({ state: 0, payResult: 0, payment: 'hotel', settlement: 'hotel', payDeadline: null });
    expect(result.orderNo).toMatch(/^FO\d{18}$/);
    expect(result.revNo).toMatch(/^RV\d{18}$/);

    const row = await orderRow(t.db, result.orderNo);
    expect(row).toMatchObject({
      source: 'phone',
      bookedBy: await staffIdOf('front@demo.felton'),
      memberId: null,
      revUser: '王 小明',
      mobile: '13912340000',
      email: null,
      arrivalTime: '18:00-19:00',
      remark: '禁煙ルーム希望',
      roomsHeld: true,
      payment: 'hotel',
      state: 0,
      payResult: 0,
      totalAmount: before.price,
      actualAmount: before.price,
      nightlyPrices: [{ date: body.checkIn, price: before.price }],
    });
    expect((await night(t.db, 'pro001', 'SK', body.checkIn)).soldRooms).toBe(before.soldRooms + 1);
    expect(await confirmationsOf(row.id)).toEqual([`${result.orderNo}/confirmed`]);
    const [line] = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, result.orderNo), eq(auditLog.action, DESK_BOOK_AUDIT_ACTION)));
    expect(line).toMatchObject({ staffEmail: 'front@demo.felton', hotelCode: 'pro001', after: expect.objectContaining({ source: 'phone', staffName: 'フロント デモ', memberId: null, settlement: 'hotel' }) });
    expect(JSON.stringify(line!.after)).not.toContain('13912340000');

    // The desk's detail and lists read it without a member (member_id null).
    const detail = expectSuccess(await desk(t.app, front, 'GET', '/orders/detail', { hotel: 'pro001', orderNo: result.orderNo }));
    expect(detail.order).toMatchObject({ source: 'phone', bookedBy: 'フロント デモ', revUser: '王 小明' });
    expect(detail.history.map((h: { action: string }) => h.action)).toContain(DESK_BOOK_AUDIT_ACTION);
    const found = expectSuccess(await desk(t.app, front, 'GET', '/orders/search', { hotel: 'pro001', q: result.orderNo }));
    expect(found.orders).toEqual([expect.objectContaining({ orderNo: result.orderNo, source: 'phone' })]);
  });

  it('checks the guest in and out without a member: no points, no error; today’s lists show the stay', async () => {
    const front = await as('front');
    const result = expectSuccess(await book(front, phoneBooking(0, { source: 'walk_in', arrivalTime: '' })));
    expect((await orderRow(t.db, result.orderNo)).arrivalTime).toBeNull();
    const today = expectSuccess(await desk(t.app, front, 'GET', '/orders/today', { hotel: 'pro001' }));
    expect(today.arrivals.map((o: { orderNo: string }) => o.orderNo)).toContain(result.orderNo);
    expectSuccess(await desk(t.app, front, 'POST', '/orders/check-in', { hotel: 'pro001', orderNo: result.orderNo }));
    const out = expectSuccess(await desk(t.app, front, 'POST', '/orders/check-out', { hotel: 'pro001', orderNo: result.orderNo }));
    expect(out).toMatchObject({ order: { state: 9, source: 'walk_in' }, pointsCredited: 0 });
  });

  it('a site booking keeps source web and no 予約者', async () => {
    const front = await as('front');
    const member = await newMember(t.app);
    const order = await bookStay(t.app, member.token, { checkIn: dayFromToday(t.clock, 12), checkOut: dayFromToday(t.clock, 13) });
    const detail = expectSuccess(await desk(t.app, front, 'GET', '/orders/detail', { hotel: 'pro001', orderNo: order.orderNo }));
    expect(detail.order).toMatchObject({ source: 'web', bookedBy: null });
  });
});

describe('a member found by phone or card', () => {
  it('finds only an exact phone or card number and answers name, masked phone and level', async () => {
    const front = await as('front');
    const member = await newMember(t.app);
    const lookup = (q: string) => desk(t.app, front, 'POST', '/orders/book/member-lookup', { hotel: 'pro001', q });
    const found = expectSuccess(await lookup(member.mobile));
    expect(found.members).toEqual([{ id: expect.any(Number), name: member.name, maskedMobile: `${member.mobile.slice(0, 3)}****${member.mobile.slice(-4)}`, level: 'silver' }]);
    expect(expectSuccess(await lookup(member.mobile.slice(-6))).members).toEqual([]);
    const refused = await lookup('12');
    expectFailure(refused, 400);
    expect(refused.body.message).toBe(M.lookupInvalid);
  });

  it('books for the member: the order is theirs, with their name and phone, and a member-only rate', async () => {
    const front = await as('front');
    const member = await newMember(t.app);
    const [found] = expectSuccess(await desk(t.app, front, 'POST', '/orders/book/member-lookup', { hotel: 'pro001', q: member.mobile })).members;
    const result = expectSuccess(await book(front, phoneBooking(11, { guestKind: 'member', memberId: found.id, revUser: '', mobile: '', rateCode: 'MEM', source: 'email', email: 'guest@example.jp' })));
    const row = await orderRow(t.db, result.orderNo);
    expect(row).toMatchObject({ memberId: found.id, revUser: member.name, mobile: member.mobile, email: 'guest@example.jp', source: 'email', rateCode: 'MEM' });
    // The member sees it in the booking history.
    const history = await withToken<{ orderNo: string }[]>(t.app, 'POST', endpoints.getAllOrder.path, member.token, { state: 100 });
    expect(history.body.data.map((o) => o.orderNo)).toContain(result.orderNo);
  });

  it('refuses an unknown member with 404, and a member-only rate for a guest who is not one with 400', async () => {
    const front = await as('front');
    const unknown = await book(front, phoneBooking(11, { guestKind: 'member', memberId: 99_999_999 }));
    expectFailure(unknown, 404);
    expect(unknown.body.message).toBe(M.memberNotFound);
    const memberOnly = await book(front, phoneBooking(11, { rateCode: 'MEM' }));
    expectFailure(memberOnly, 400);
    expect(memberOnly.body.message).toBe(M.memberOnlyPlan);
  });
});

describe('payment', () => {
  it('a prepaid plan paid at the desk: paid now with the method, the reference in the audit line, confirmed', async () => {
    const front = await as('front');
    const result = expectSuccess(await book(front, phoneBooking(13, { rateCode: 'ADV', source: 'walk_in', settlement: 'desk', deskMethod: 'card', deskReference: 'POS-0042' })));
    expect(result).toMatchObject({ state: 1, payResult: 1, payment: 'prepaid', settlement: 'desk', payDeadline: null });
    const row = await orderRow(t.db, result.orderNo);
    expect(row).toMatchObject({ state: 1, payResult: 1, payCode: 'desk_card', paidAt: expect.any(Date), payDeadline: null });
    expect(await confirmationsOf(row.id)).toEqual([`${result.orderNo}/confirmed`]);
    const [line] = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, result.orderNo), eq(auditLog.action, DESK_BOOK_AUDIT_ACTION)));
    expect(line!.after).toMatchObject({ settlement: 'desk', deskMethod: 'card', deskReference: 'POS-0042', state: 1, payResult: 1 });
    const detail = expectSuccess(await desk(t.app, front, 'GET', '/orders/detail', { hotel: 'pro001', orderNo: result.orderNo }));
    expect(detail.order).toMatchObject({ payResult: 1, state: 1 });
    expect(detail.history).toContainEqual(expect.objectContaining({ action: 'paid', detail: { payCode: 'desk_card' } }));
  });

  it('a payment link leaves a prepaid order unpaid for a day, confirmed only when paid', async () => {
    const front = await as('front');
    const now = t.clock.now().getTime();
    const result = expectSuccess(await book(front, phoneBooking(14, { rateCode: 'ADV', settlement: 'link', linkVia: 'sms' })));
    expect(result).toMatchObject({ state: 0, payResult: 0, payment: 'prepaid', settlement: 'link' });
    const deadline = Date.parse(result.payDeadline);
    expect(deadline - now).toBeGreaterThanOrEqual(STAFF_PAY_LINK_HOURS * HOUR);
    expect(deadline - now).toBeLessThan(STAFF_PAY_LINK_HOURS * HOUR + 60_000);
    const row = await orderRow(t.db, result.orderNo);
    expect(row.payDeadline?.toISOString()).toBe(result.payDeadline);
    expect(await confirmationsOf(row.id)).toEqual([]);
  });

  it('a link for a stay arriving today lapses at 18:00 that day (or after the site’s 30 minutes)', async () => {
    const noon = new Date('2026-12-01T04:00:00Z'); // 12:00 hotel time
    expect(payLinkDeadline('2026-12-01', noon).toISOString()).toBe('2026-12-01T10:00:00.000Z');
    const late = new Date('2026-12-01T09:50:00Z'); // 17:50
    expect(payLinkDeadline('2026-12-01', late).toISOString()).toBe('2026-12-01T10:20:00.000Z');
    expect(payLinkDeadline('2026-12-20', noon).toISOString()).toBe('2026-12-02T04:00:00.000Z');
  });

  it('pay at the hotel is refused for a prepaid plan, and a link for a pay-at-hotel plan', async () => {
    const front = await as('front');
    const prepaid = await book(front, phoneBooking(15, { rateCode: 'ADV' }));
    expectFailure(prepaid, 400);
    expect(prepaid.body.message).toBe(M.prepaidNeedsPayment);
    const link = await book(front, phoneBooking(15, { settlement: 'link', linkVia: 'sms' }));
    expectFailure(link, 400);
    expect(link.body.message).toBe(M.linkForPayAtHotel);
  });
});

describe('prices: quoteStay, as the search prices them', () => {
  it('a guest who is not a member gets the long-stay promotion open to anyone, at the search’s amount', async () => {
    const front = await as('front');
    const q = { ...stay(30, 3) };
    const available = expectSuccess(await desk(t.app, front, 'GET', '/orders/book/availability', q));
    const rate = available.roomTypes.find((r: { code: string }) => r.code === 'SK').rates.find((r: { code: string }) => r.code === 'BARBF');
    expect(rate.promotion).not.toBeNull();
    const result = expectSuccess(await book(front, { ...phoneBooking(30), ...q, rateCode: 'BARBF' }));
    expect(result).toMatchObject({ totalAmount: rate.totalAmount, actualAmount: rate.actualAmount, discountAmount: rate.promotion.amount });
    expect((await orderRow(t.db, result.orderNo)).nightlyPrices).toEqual(rate.nightlyPrices);
  });
});

describe('sold out', () => {
  it('answers a Japanese 409 and leaves nothing behind', async () => {
    const front = await as('front');
    const body = phoneBooking(16);
    await leaveRooms(t, 'pro001', 'SK', body.checkIn, 0);
    const before = { orders: await ordersCount(), audit: await auditCount(), night: await night(t.db, 'pro001', 'SK', body.checkIn) };
    const refused = await book(front, body);
    expectFailure(refused, 409);
    expect(refused.body.message).toBe(M.soldOut);
    expect({ orders: await ordersCount(), audit: await auditCount(), night: await night(t.db, 'pro001', 'SK', body.checkIn) }).toEqual(before);
  });

  it('a two-night stay whose second night is full takes neither night', async () => {
    const front = await as('front');
    const body = { ...phoneBooking(17), checkOut: dayFromToday(t.clock, 19) };
    await leaveRooms(t, 'pro001', 'SK', addDays(body.checkIn, 1), 0);
    const first = await night(t.db, 'pro001', 'SK', body.checkIn);
    expectFailure(await book(front, body), 409);
    expect((await night(t.db, 'pro001', 'SK', body.checkIn)).soldRooms).toBe(first.soldRooms);
  });
});

describe('bad input: a Japanese 400 for every field, and nothing written', () => {
  const cases: [string, () => Record<string, unknown>, string][] = [
    ['no check-in', () => phoneBooking(5, { checkIn: '' }), M.checkInInvalid],
    ['a malformed check-in', () => phoneBooking(5, { checkIn: '2026/12/01' }), M.checkInInvalid],
    ['an impossible check-out', () => phoneBooking(5, { checkOut: '2026-02-30' }), M.checkOutInvalid],
    ['a check-in in the past', () => phoneBooking(-1), SERVER_MESSAGES.checkInPast],
    ['a check-out before the check-in', () => phoneBooking(5, { checkOut: dayFromToday(t.clock, 4) }), SERVER_MESSAGES.checkOutBeforeCheckIn],
    ['0 rooms', () => phoneBooking(5, { roomQty: 0 }), M.roomQtyInvalid],
    ['11 rooms', () => phoneBooking(5, { roomQty: 11 }), M.roomQtyInvalid],
    ['no adult', () => phoneBooking(5, { adultNum: 0 }), M.adultNumInvalid],
    ['children as text', () => phoneBooking(5, { childrenNum: 'two' }), M.childrenNumInvalid],
    ['a party the rooms cannot sleep', () => phoneBooking(5, { adultNum: 3 }), 'この客室タイプは1室2名様までです'],
    ['no room type', () => phoneBooking(5, { roomTypeCode: '' }), M.roomTypeRequired],
    ['no plan', () => phoneBooking(5, { rateCode: '' }), M.rateRequired],
    ['a code-only plan', () => phoneBooking(5, { rateCode: 'CORP' }), M.planNeedsCode],
    ['no guest kind', () => phoneBooking(5, { guestKind: 'vip' }), M.guestKindInvalid],
    ['a member without an id', () => phoneBooking(5, { guestKind: 'member' }), M.memberRequired],
    ['a member id that is not a number', () => phoneBooking(5, { guestKind: 'member', memberId: 'abc' }), M.memberRequired],
    ['no name', () => phoneBooking(5, { revUser: '' }), M.revUserRequired],
    ['a name over 50 characters', () => phoneBooking(5, { revUser: 'あ'.repeat(51) }), M.revUserRequired],
    ['a name with a control character', () => phoneBooking(5, { revUser: '王\u0007小明' }), M.revUserInvalid],
    ['no mobile', () => phoneBooking(5, { mobile: '' }), M.mobileInvalid],
    ['a short mobile', () => phoneBooking(5, { mobile: '1391234' }), M.mobileInvalid],
    ['a bad e-mail', () => phoneBooking(5, { email: 'not-an-address' }), M.emailInvalid],
    ['no source', () => phoneBooking(5, { source: '' }), M.sourceInvalid],
    ['the web as the source', () => phoneBooking(5, { source: 'web' }), M.sourceInvalid],
    ['an arrival time not offered', () => phoneBooking(5, { arrivalTime: '03:00-04:00' }), M.arrivalTimeInvalid],
    ['a request over 300 characters', () => phoneBooking(5, { remark: 'あ'.repeat(301) }), M.remarkInvalid],
    ['no payment', () => phoneBooking(5, { settlement: 'later' }), M.settlementInvalid],
    ['a link without where to send it', () => phoneBooking(5, { rateCode: 'ADV', settlement: 'link' }), M.linkViaInvalid],
    ['a link by mail without an address', () => phoneBooking(5, { rateCode: 'ADV', settlement: 'link', linkVia: 'email' }), M.linkEmailRequired],
    ['a link sent by fax', () => phoneBooking(5, { rateCode: 'ADV', settlement: 'link', linkVia: 'fax' }), M.linkViaInvalid],
    ['paid at the desk without a method', () => phoneBooking(5, { settlement: 'desk', deskReference: 'R1' }), M.deskMethodInvalid],
    ['paid at the desk in shells', () => phoneBooking(5, { settlement: 'desk', deskMethod: 'shells', deskReference: 'R1' }), M.deskMethodInvalid],
    ['paid at the desk without a reference', () => phoneBooking(5, { settlement: 'desk', deskMethod: 'cash' }), M.deskReferenceRequired],
    ['a reference over 40 characters', () => phoneBooking(5, { settlement: 'desk', deskMethod: 'cash', deskReference: 'R'.repeat(41) }), M.deskReferenceRequired],
  ];

  it.each(cases)('%s', async (_label, body, message) => {
    const front = await as('front');
    const before = { orders: await ordersCount(), audit: await auditCount() };
    const response = await book(front, body());
    expectFailure(response, 400);
    expect(response.body.message).toContain(message);
    expect({ orders: await ordersCount(), audit: await auditCount() }).toEqual(before);
  });

  it('the availability refuses bad dates and parties in Japanese too', async () => {
    const front = await as('front');
    const bad = await desk(t.app, front, 'GET', '/orders/book/availability', { ...stay(5), checkIn: 'tomorrow' });
    expectFailure(bad, 400);
    expect(bad.body.message).toBe(M.checkInInvalid);
    const rooms = await desk(t.app, front, 'GET', '/orders/book/availability', { ...stay(5), roomQty: 2, adultNum: 1 });
    expectFailure(rooms, 400);
    expect(rooms.body.message).toBe(SERVER_MESSAGES.partyInvalid);
  });
});

describe('who may book, and for which hotel', () => {
  it('refuses a content editor (403) and a manager for a hotel not theirs (403), writing nothing', async () => {
    const editor = await as('editor');
    const manager = await as('manager');
    const before = { orders: await ordersCount(), audit: await auditCount() };
    for (const [token, body] of [
      [editor, phoneBooking(6)],
      [manager, { ...phoneBooking(6), hotel: 'pro003' }],
    ] as const) {
      const refused = await book(token, body);
      expectFailure(refused, 403);
      expectFailure(await desk(t.app, token, 'GET', '/orders/book/availability', { ...stay(6), hotel: body.hotel }), 403);
      expectFailure(await desk(t.app, token, 'POST', '/orders/book/member-lookup', { hotel: body.hotel, q: randomMobile() }), 403);
    }
    expect({ orders: await ordersCount(), audit: await auditCount() }).toEqual(before);
  });

  it('a manager books for their own hotel; the group administrator for any, where another hotel’s room type or plan is a 404', async () => {
    const manager = await as('manager');
    expectSuccess(await book(manager, phoneBooking(7)));
    const admin = await as('admin');
    // pro003 has no DT room type; a plan saved only at pro003 is unknown at pro001.
    const roomType = await book(admin, { ...phoneBooking(7), hotel: 'pro003', roomTypeCode: 'DT' });
    expectFailure(roomType, 404);
    expect(roomType.body.message).toBe(M.roomTypeNotFound);
    const plan = await desk(t.app, admin, 'POST', '/catalog/plans/save', {
      hotel: 'pro003',
      mode: 'create',
      code: 'P3ONLY',
      name: '杭州以外のプラン',
      payment: 'hotel',
      breakfastCount: 0,
      breakfastSupplement: 0,
      priceMode: 'rule',
      priceFactor: 100,
      sortOrder: 50,
      isActive: true,
      cancelPolicy: 'free',
      freeCancelHours: 0,
    });
    expectSuccess(plan);
    const foreignPlan = await book(admin, phoneBooking(7, { rateCode: 'P3ONLY' }));
    expectFailure(foreignPlan, 404);
    expect(foreignPlan.body.message).toBe(M.planNotFound);
    expectSuccess(await book(admin, { ...phoneBooking(7), hotel: 'pro003', rateCode: 'P3ONLY' }));
  });

  it('check-out credits points to a member booked by staff', async () => {
    const front = await as('front');
    const member = await newMember(t.app);
    const [found] = expectSuccess(await desk(t.app, front, 'POST', '/orders/book/member-lookup', { hotel: 'pro001', q: member.mobile })).members;
    const result = expectSuccess(await book(front, phoneBooking(0, { guestKind: 'member', memberId: found.id, source: 'walk_in' })));
    const before = await pointsOf(t.db, member.mobile);
    expectSuccess(await desk(t.app, front, 'POST', '/orders/check-in', { hotel: 'pro001', orderNo: result.orderNo }));
    const out = expectSuccess(await desk(t.app, front, 'POST', '/orders/check-out', { hotel: 'pro001', orderNo: result.orderNo }));
    expect(out.pointsCredited).toBe(result.actualAmount);
    expect(await pointsOf(t.db, member.mobile)).toBe(before + result.actualAmount);
  });
});
