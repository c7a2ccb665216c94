import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { memberCoupons, promotions, promotionUses } from '@hotel/db/schema/discounts';
import { orders } from '@hotel/db/schema/orders';
import { endpoints } from '@hotel/shared/api/endpoints';
import { WELCOME_COUPON } from '@hotel/shared/discounts';
import { DISCOUNT_MESSAGES } from '@hotel/shared/messages';
import type { RoomWithRates } from '@hotel/shared/schemas/booking';
import type { CityRoomAndRate } from '@hotel/shared/schemas/city-search';
import type { MemberCoupon } from '@hotel/shared/schemas/discounts';
import type { Order } from '@hotel/shared/schemas/order';
import { COUPON_CODE_ALPHABET } from '../src/modules/discounts/coupon-code.ts';
import { dayFromToday, guest, holdRooms, newMember, submitOrder } from './helpers/booking.ts';
import { demoStaff, desk } from './helpers/desk.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { DAY, useMemberApp, withToken } from './helpers/member-app.ts';
import { postJson } from './helpers/test-app.ts';

const t = useMemberApp();

type NewPromotion = Partial<typeof promotions.$inferInsert>;

/** A promotion written as staff would, the change feed synced so searches see it at once. */
async function promotion(p: NewPromotion) {
  const [row] = await t.db
    .insert(promotions)
    .values({ name: 'テスト割引', kind: 'percent', value: 10, ...p })
    .returning();
  await t.app.changes.sync();
  return row!;
}

afterEach(async () => {
  await t.db.update(promotions).set({ active: false });
  await t.app.changes.sync();
});

const stay = (days = 10, nights = 2) => ({ checkIn: dayFromToday(t.clock, days), checkOut: dayFromToday(t.clock, days + nights) });

async function search(s: { checkIn: string; checkOut: string }, extra: Record<string, unknown> = {}) {
  const answer = await postJson<RoomWithRates[]>(t.app, endpoints.getRoomAndRate.path, { HotelCode: 'pro001', CheckIn: s.checkIn, CheckOut: s.checkOut, ...extra });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.find((r) => r.rtCode === 'SK')!.rateList.find((r) => r.rateCode === 'BAR')!;
}

const coupons = (token: string, orderNo?: string) =>
  withToken<MemberCoupon[]>(t.app, 'GET', `${endpoints.getCoupons.path}${orderNo ? `?orderNo=${orderNo}` : ''}`, token);

async function orderOf(token: string, id: number): Promise<Order> {
  return expectSuccess(await withToken<Order>(t.app, 'GET', `${endpoints.getOrderDetail.path}?orderId=${id}`, token));
}

describe('promotions on the rates and the order', () => {
  it('a public promotion shows on the rate with the price before and after, and the order takes it off in its transaction', async () => {
    const s = stay();
    const before = await search(s);
    expect(before.promotion).toBeNull();
    const p = await promotion({ name: '冬の早割', value: 10, hotelCodes: ['pro001'] });
    const rate = await search(s);
    expect(rate.promotion).toEqual({ id: p.id, name: '冬の早割', label: '10%OFF', amount: Math.floor(rate.totalPrice / 10) });
    expect(rate.discountedPrice).toBe(rate.totalPrice - rate.promotion!.amount);

    const member = await newMember(t.app);
    const hold = expectSuccess(await holdRooms(t.app, member.token, s));
    expect(hold).toMatchObject({ totalAmount: rate.totalPrice, discountAmount: rate.promotion!.amount, actualAmount: rate.discountedPrice, promotionId: p.id });
    // Amounts the client sends are ignored.
    const placed = expectSuccess(await submitOrder(t.app, member.token, guest(hold.orderNo, { discountAmount: 99999, actualAmount: 1, promotionId: 12345 })));
    const order = await orderOf(member.token, placed.id);
    expect(order).toMatchObject({ totalAmount: rate.totalPrice, discountAmount: rate.promotion!.amount, promotionAmount: rate.promotion!.amount, couponAmount: 0, actualAmount: rate.discountedPrice, promotionId: p.id });
    expect((await t.db.select().from(promotions).where(eq(promotions.id, p.id)))[0]!.usedCount).toBe(1);
  });

  it('a promotion behind a code applies only with the type プロモーション and that code (any case)', async () => {
    const s = stay(12);
    await promotion({ name: 'コード割', kind: 'amount', value: 300, code: 'WINTER26' });
    expect((await search(s)).promotion).toBeNull();
    expect((await search(s, { discountType: '企業', discountCode: 'WINTER26' })).promotion).toBeNull();
    expect((await search(s, { discountType: 'プロモーション', discountCode: 'winter26' })).promotion).toMatchObject({ label: '300元引き', amount: 300 });
    const member = await newMember(t.app);
    const plain = expectSuccess(await holdRooms(t.app, member.token, s));
    expect(plain.discountAmount).toBe(0);
    const coded = expectSuccess(await holdRooms(t.app, member.token, { ...s, discountType: 'プロモーション', discountCode: 'Winter26' }));
    expect(coded.discountAmount).toBe(300);
  });

  it('keeps to hotels, rate plans, stay dates, minimum nights and member levels', async () => {
    const s = stay(14, 1);
    await promotion({ hotelCodes: ['pro003'] });
    await promotion({ rateCodes: ['ADV'] });
    await promotion({ stayFrom: dayFromToday(t.clock, 30) });
    await promotion({ minNights: 2 });
    await promotion({ memberLevels: ['gold'] });
    expect((await search(s)).promotion).toBeNull();
    const member = await newMember(t.app);
    expect(expectSuccess(await holdRooms(t.app, member.token, s)).discountAmount).toBe(0);
    // A member-level promotion: the hold offers it to a member of that level.
    await t.db.update(promotions).set({ memberLevels: ['silver'] }).where(eq(promotions.name, 'テスト割引'));
    await t.db.update(promotions).set({ active: false }).where(eq(promotions.minNights, 2));
    const silver = await promotion({ name: 'シルバー限定', memberLevels: ['silver'], value: 20 });
    expect((await search(s)).promotion).toBeNull();
    const held = expectSuccess(await holdRooms(t.app, member.token, s));
    expect(held.promotion?.id).toBe(silver.id);
  });

  it('refuses the order when the promotion was stopped after the hold, and keeps the hold for another try', async () => {
    const s = stay(16);
    const p = await promotion({ value: 15 });
    const member = await newMember(t.app);
    const hold = expectSuccess(await holdRooms(t.app, member.token, s));
    expect(hold.promotionId).toBe(p.id);
    await t.db.update(promotions).set({ active: false }).where(eq(promotions.id, p.id));
    const refused = await submitOrder(t.app, member.token, guest(hold.orderNo));
    expectFailure(refused, 409);
    expect(refused.body.message).toBe(DISCOUNT_MESSAGES.promotionGoneAtOrder);
    expect(await t.db.select().from(orders).where(eq(orders.orderNo, hold.orderNo))).toEqual([]);
  });

  it('a total cap is kept under concurrent orders: one order gets the last use, the other is refused', async () => {
    const s = stay(18);
    const p = await promotion({ value: 10, totalCap: 1 });
    const [a, b] = await Promise.all([newMember(t.app), newMember(t.app)]);
    const holds = [expectSuccess(await holdRooms(t.app, a.token, s)), expectSuccess(await holdRooms(t.app, b.token, s))];
    expect(holds.map((h) => h.promotionId)).toEqual([p.id, p.id]);
    const answers = await Promise.all([submitOrder(t.app, a.token, guest(holds[0]!.orderNo)), submitOrder(t.app, b.token, guest(holds[1]!.orderNo))]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const [row] = await t.db.select().from(promotions).where(eq(promotions.id, p.id));
    expect(row!.usedCount).toBe(1);
    // Used up, the search no longer shows it.
    expect((await search(s)).promotion).toBeNull();
    // The order that won is cancelled: the use comes back and the search shows it again.
    const won = answers.find((r) => r.status === 200)!.body.data;
    const winner = answers[0].status === 200 ? a : b;
    expectSuccess(await withToken(t.app, 'GET', `${endpoints.cancleOrder.path}?orderId=${won.id}`, winner.token));
    expect((await t.db.select().from(promotions).where(eq(promotions.id, p.id)))[0]!.usedCount).toBe(0);
    expect((await t.db.select().from(promotionUses).where(eq(promotionUses.orderId, won.id)))[0]!.returnedAt).not.toBeNull();
    expect((await search(s)).promotion?.id).toBe(p.id);
  });

  it('a per-member cap: the second hold of the same member is priced without it', async () => {
    const s = stay(20);
    const p = await promotion({ value: 10, perMemberCap: 1 });
    const member = await newMember(t.app);
    const first = expectSuccess(await holdRooms(t.app, member.token, s));
    expect(first.promotionId).toBe(p.id);
    expectSuccess(await submitOrder(t.app, member.token, guest(first.orderNo)));
    const second = expectSuccess(await holdRooms(t.app, member.token, s));
    expect(second.promotionId).toBeNull();
    expect(second.discountAmount).toBe(0);
  });
});

describe('a code that does not apply says why, next to the code (issue 22)', () => {
  async function notices(s: { checkIn: string; checkOut: string }, discountType: string, discountCode: string) {
    const body = { CheckIn: s.checkIn, CheckOut: s.checkOut, discountType, discountCode };
    const rooms = expectSuccess(await postJson<RoomWithRates[]>(t.app, endpoints.getRoomAndRate.path, { HotelCode: 'pro001', ...body }));
    const city = expectSuccess(await postJson<CityRoomAndRate>(t.app, endpoints.getCityRoomAndRate.path, { CityCode: 'HGH', ...body }));
    expect(new Set(rooms.map((r) => r.discountNotice ?? null)).size).toBe(1);
    return { rooms: rooms[0]!.discountNotice ?? null, city: city.discountNotice ?? null, promotions: rooms.flatMap((r) => r.rateList).filter((r) => r.promotion).length };
  }

  it('an unknown code, with any type', async () => {
    const s = stay(14);
    expect(await notices(s, 'プロモーション', 'NOSUCHCODE')).toEqual({ rooms: DISCOUNT_MESSAGES.discountCodeUnknown, city: DISCOUNT_MESSAGES.discountCodeUnknown, promotions: 0 });
    expect(await notices(s, '企業', 'NOSUCHCODE')).toMatchObject({ rooms: DISCOUNT_MESSAGES.discountCodeUnknown, city: DISCOUNT_MESSAGES.discountCodeUnknown });
  });

  it('a used-up code, a code for other dates, a code with a minimum stay, a stopped code: each its reason, and no discount shown', async () => {
    const s = stay(16, 2);
    const p = await promotion({ name: '上限付き', kind: 'amount', value: 200, code: 'CAPPED22', totalCap: 3, usedCount: 3 });
    expect(await notices(s, 'プロモーション', 'capped22')).toEqual({ rooms: DISCOUNT_MESSAGES.promotionSoldOut, city: DISCOUNT_MESSAGES.promotionSoldOut, promotions: 0 });
    await promotion({ name: '春だけ', kind: 'amount', value: 200, code: 'SPRING22', stayFrom: dayFromToday(t.clock, 40) });
    expect((await notices(s, 'プロモーション', 'SPRING22')).rooms).toBe(DISCOUNT_MESSAGES.promotionNotForDates);
    await promotion({ name: '長期滞在', kind: 'amount', value: 200, code: 'LONG22', minNights: 5 });
    expect((await notices(s, 'プロモーション', 'LONG22')).rooms).toBe(`${DISCOUNT_MESSAGES.promotionMinNightsPrefix}5泊以上のご宿泊が対象です`);
    await promotion({ name: '別ホテル', kind: 'amount', value: 200, code: 'ELSEWHERE22', hotelCodes: ['pro005'] });
    expect((await notices(s, 'プロモーション', 'ELSEWHERE22')).rooms).toBe(DISCOUNT_MESSAGES.promotionNotForHotel);
    await t.db.update(promotions).set({ usedCount: 0 }).where(eq(promotions.id, p.id));
    await t.app.changes.sync();
    // The same code once it applies: no notice, and the discount on the rates.
    const applies = await notices(s, 'プロモーション', 'CAPPED22');
    expect(applies).toMatchObject({ rooms: null, city: null });
    expect(applies.promotions).toBeGreaterThan(0);
  });

  it('no code, no notice', async () => {
    const rooms = expectSuccess(await postJson<RoomWithRates[]>(t.app, endpoints.getRoomAndRate.path, { HotelCode: 'pro001', CheckIn: stay(18).checkIn, CheckOut: stay(18).checkOut }));
    expect(rooms.every((r) => !r.discountNotice)).toBe(true);
  });
});

describe('member coupons', () => {
  it('a new member has the welcome coupon; it is used once, shown as used, and comes back when the order is cancelled', async () => {
    const member = await newMember(t.app);
    const list = expectSuccess(await coupons(member.token));
    expect(list).toHaveLength(1);
    const welcome = list[0]!;
    expect(welcome).toMatchObject({ title: WELCOME_COUPON.title, couponType: 'amount', label: '100元引き', state: 'available', usable: true, minSpend: WELCOME_COUPON.minSpend });
    expect(welcome.couponCode).toMatch(new RegExp(`^CP-[${COUPON_CODE_ALPHABET}]{8}$`));
    const expires = new Date(welcome.expiresAt).getTime() - t.clock.now().getTime();
    expect(expires).toBeGreaterThan(89 * DAY);

    const s = stay(22);
    const hold = expectSuccess(await holdRooms(t.app, member.token, s));
    const onHold = expectSuccess(await coupons(member.token, hold.orderNo));
    expect(onHold[0]).toMatchObject({ couponId: welcome.couponId, usable: true, couponUseMoney: 100 });
    const placed = expectSuccess(await submitOrder(t.app, member.token, guest(hold.orderNo, { couponId: welcome.couponId, couponUseMoney: 5000, couponAmount: 5000 })));
    const order = await orderOf(member.token, placed.id);
    expect(order).toMatchObject({ couponId: welcome.couponId, couponAmount: 100, discountAmount: 100, actualAmount: hold.totalAmount - 100 });
    expect(expectSuccess(await coupons(member.token))[0]).toMatchObject({ state: 'used', usable: false, reason: DISCOUNT_MESSAGES.couponUsed });

    // Used: another hold cannot use it.
    const again = expectSuccess(await holdRooms(t.app, member.token, stay(24)));
    const refused = await submitOrder(t.app, member.token, guest(again.orderNo, { couponId: welcome.couponId }));
    expectFailure(refused, 409);
    expect(refused.body.message).toBe(DISCOUNT_MESSAGES.couponUsed);

    expectSuccess(await withToken(t.app, 'GET', `${endpoints.cancleOrder.path}?orderId=${placed.id}`, member.token));
    expect(expectSuccess(await coupons(member.token))[0]).toMatchObject({ state: 'available', usable: true });
    expectSuccess(await submitOrder(t.app, member.token, guest(again.orderNo, { couponId: welcome.couponId })));
  });

  it('is used by one order only when two orders race for it', async () => {
    const member = await newMember(t.app);
    const [welcome] = expectSuccess(await coupons(member.token));
    const holds = [expectSuccess(await holdRooms(t.app, member.token, stay(26))), expectSuccess(await holdRooms(t.app, member.token, stay(28)))];
    const answers = await Promise.all(holds.map((h) => submitOrder(t.app, member.token, guest(h.orderNo, { couponId: welcome!.couponId }))));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const used = await t.db.select().from(memberCoupons).where(eq(memberCoupons.id, welcome!.couponId));
    expect(used[0]).toMatchObject({ state: 'used', orderId: answers.find((r) => r.status === 200)!.body.data.id });
    const withCoupon = await t.db.select().from(orders).where(eq(orders.couponId, welcome!.couponId));
    expect(withCoupon).toHaveLength(1);
    // The refused order's hold was not used up: it can still be booked without the coupon.
    const loser = holds[answers.findIndex((r) => r.status === 409)]!;
    expectSuccess(await submitOrder(t.app, member.token, guest(loser.orderNo)));
  });

  it('comes back when an unpaid prepaid order expires', async () => {
    const member = await newMember(t.app);
    const [welcome] = expectSuccess(await coupons(member.token));
    const hold = expectSuccess(await holdRooms(t.app, member.token, { ...stay(30), rateCode: 'ADV' }));
    const placed = expectSuccess(await submitOrder(t.app, member.token, guest(hold.orderNo, { couponId: welcome!.couponId })));
    t.clock.advance(31 * 60_000);
    // Any hold or pay step runs the expiry pass.
    await holdRooms(t.app, member.token, stay(32));
    expect((await orderOf(member.token, placed.id)).state).toBe(10);
    expect(expectSuccess(await coupons(member.token)).find((c) => c.couponId === welcome!.couponId)).toMatchObject({ state: 'available', usable: true });
  });

  it("refuses another member's coupon (404), a coupon under its minimum spend and bad ids (400), never 500", async () => {
    const [owner, other] = await Promise.all([newMember(t.app), newMember(t.app)]);
    const [theirs] = expectSuccess(await coupons(owner.token));
    const hold = expectSuccess(await holdRooms(t.app, other.token, stay(34)));
    const stolen = await submitOrder(t.app, other.token, guest(hold.orderNo, { couponId: theirs!.couponId }));
    expectFailure(stolen, 404);
    expect(stolen.body.message).toBe(DISCOUNT_MESSAGES.couponNotFound);
    for (const couponId of ['abc', -1, 1.5, '9999999999', { id: 1 }]) {
      const bad = await submitOrder(t.app, other.token, guest(hold.orderNo, { couponId }));
      expectFailure(bad, 400);
      expect(bad.body.message).toBe(DISCOUNT_MESSAGES.couponInvalid);
    }
    const [own] = expectSuccess(await coupons(other.token));
    await t.db.update(memberCoupons).set({ minSpend: 1_000_000 }).where(eq(memberCoupons.id, own!.couponId));
    const [mine] = expectSuccess(await coupons(other.token, hold.orderNo));
    expect(mine).toMatchObject({ usable: false, couponUseMoney: 0, reason: expect.stringContaining('以上のご予約でご利用いただけます') });
    expectFailure(await submitOrder(t.app, other.token, guest(hold.orderNo, { couponId: mine!.couponId })), 400);
    // The hold is untouched by the refusals.
    expectSuccess(await submitOrder(t.app, other.token, guest(hold.orderNo)));
    // Another member's hold: the coupon list with it is a 404.
    expectFailure(await coupons(owner.token, hold.orderNo), 404);
  });

  it('a coupon on top of a promotion only when the promotion allows it; then it comes off what is left', async () => {
    const s = stay(36);
    const p = await promotion({ value: 10, stackable: false });
    const member = await newMember(t.app);
    const hold = expectSuccess(await holdRooms(t.app, member.token, s));
    const [welcome] = expectSuccess(await coupons(member.token, hold.orderNo));
    expect(welcome).toMatchObject({ usable: false, reason: DISCOUNT_MESSAGES.couponNotWithPromotion });
    expectFailure(await submitOrder(t.app, member.token, guest(hold.orderNo, { couponId: welcome!.couponId })), 400);
    await t.db.update(promotions).set({ stackable: true }).where(eq(promotions.id, p.id));
    const [stacked] = expectSuccess(await coupons(member.token, hold.orderNo));
    expect(stacked).toMatchObject({ usable: true, couponUseMoney: 100 });
    const placed = expectSuccess(await submitOrder(t.app, member.token, guest(hold.orderNo, { couponId: welcome!.couponId })));
    const order = await orderOf(member.token, placed.id);
    const promotionAmount = Math.floor(hold.totalAmount / 10);
    expect(order).toMatchObject({ promotionAmount, couponAmount: 100, discountAmount: promotionAmount + 100, actualAmount: hold.totalAmount - promotionAmount - 100 });
    // The guest's order names each discount (the completion page itemises them, decision 0044); the list does too.
    const lines = [
      { name: 'テスト割引', amount: promotionAmount },
      { name: WELCOME_COUPON.title, amount: 100 },
    ];
    expect(order.discountLines).toEqual(lines);
    const listed = expectSuccess(await withToken<Order[]>(t.app, 'POST', endpoints.getAllOrder.path, member.token, { state: 100 }));
    expect(listed.find((o) => o.id === placed.id)?.discountLines).toEqual(lines);
    // The front desk reads which promotion and which coupon.
    const front = await demoStaff(t.app, 'front');
    const detail = await desk<{ order: Record<string, unknown> }>(t.app, front, 'GET', '/orders/detail', { hotel: 'pro001', orderNo: order.orderNo });
    expect(detail.status).toBe(200);
    expect(detail.body.data.order).toMatchObject({ promotionName: 'テスト割引', promotionAmount, couponCode: welcome!.couponCode, couponAmount: 100, discountAmount: promotionAmount + 100 });
  });
});
