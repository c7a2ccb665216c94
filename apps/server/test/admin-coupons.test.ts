import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@hotel/db/schema/audit';
import { memberCoupons } from '@hotel/db/schema/discounts';
import { members } from '@hotel/db/schema/user';
import { orders } from '@hotel/db/schema/orders';
import { DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';
import { COUPONS_MESSAGES as C } from '@hotel/shared/schemas/admin/promotions';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import { COUPON_CODE_ALPHABET } from '../src/modules/discounts/coupon-code.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { useMemberApp } from './helpers/member-app.ts';
import { couponBody, issueCoupon, listCoupons, voidCoupon } from './helpers/promotions.ts';
import { signIn } from './helpers/staff-app.ts';

const t = useMemberApp();
let admin: string;
let manager: string;
let memberId: number;

beforeAll(async () => {
  admin = await signIn(t.app, 'admin@demo.felton', DEMO_STAFF_PASSWORD);
  manager = await signIn(t.app, 'manager@demo.felton', DEMO_STAFF_PASSWORD);
  const [row] = await t.db
    .insert(members)
    .values({ mobile: '17012345670', name: 'クーポン 花子', sex: 2, passwordHash: '$scrypt$not-a-real-hash', cardNo: 'F7012345670' })
    .returning({ id: members.id });
  memberId = row!.id;
});

const CODE = new RegExp(`^CP-[${COUPON_CODE_ALPHABET}]{8}$`);

describe('member coupons in the back office', () => {
  it('issues a coupon with a readable code, lists it, voids it; each change audited without personal data', async () => {
    const issued = await issueCoupon(t.app, admin, couponBody(memberId, { hotels: ['pro001'] }));
    const coupon = expectSuccess(issued);
    expect(coupon.code).toMatch(CODE);
    expect(issued.body.message).toBe(C.issued(coupon.code));
    expect(coupon).toMatchObject({ title: 'お詫びクーポン', kind: 'amount', value: 200, minSpend: 800, hotels: ['pro001'], source: 'staff', state: 'available', expired: false });
    // Usable through its last hotel date: it lapses at the next midnight in the hotels (UTC+8).
    expect(coupon.expiresAt).toBe('2099-12-31T16:00:00.000Z');

    expect(expectSuccess(await listCoupons(t.app, admin, memberId)).items.map((c) => c.id)).toContain(coupon.id);
    const voided = await voidCoupon(t.app, admin, coupon.id);
    expect(expectSuccess(voided).state).toBe('void');
    const again = await voidCoupon(t.app, admin, coupon.id);
    expectFailure(again, 409);
    expect(again.body.message).toBe(C.alreadyVoid);

    const lines = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'member_coupon'), eq(auditLog.entityId, String(coupon.id)))).orderBy(auditLog.id);
    expect(lines.map((l) => l.action)).toEqual(['issue', 'void']);
    expect(JSON.stringify(lines)).not.toContain('クーポン 花子');
    expect(JSON.stringify(lines)).not.toContain('17012345670');
  });

  it('codes differ from one coupon to the next', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) codes.add(expectSuccess(await issueCoupon(t.app, admin, couponBody(memberId, { kind: 'percent', value: 5 }))).code);
    expect(codes.size).toBe(5);
  });

  it('a used coupon cannot be voided: 409', async () => {
    const coupon = expectSuccess(await issueCoupon(t.app, admin, couponBody(memberId)));
    const [order] = await t.db.select({ id: orders.id }).from(orders).limit(1);
    expect(order, 'the seed has orders').toBeDefined();
    await t.db.update(memberCoupons).set({ state: 'used', orderId: order!.id, usedAt: new Date() }).where(eq(memberCoupons.id, coupon.id));
    const response = await voidCoupon(t.app, admin, coupon.id);
    expectFailure(response, 409);
    expect(response.body.message).toBe(C.alreadyUsed);
    expect(expectSuccess(await listCoupons(t.app, admin, memberId)).items.find((c) => c.id === coupon.id)!.state).toBe('used');
  });

  const today = () => hotelToday(t.clock.now());
  const cases: [string, () => Record<string, unknown>, string][] = [
    ['no title', () => ({ title: '' }), C.titleRequired],
    ['a percent past 90', () => ({ kind: 'percent', value: 95 }), '割引率'],
    ['a value of 0', () => ({ value: 0 }), '割引の値'],
    ['a negative minimum spend', () => ({ minSpend: -1 }), C.minSpendInvalid],
    ['an expiry today', () => ({ expiresOn: today() }), C.expiresPast],
    ['an expiry in the past', () => ({ expiresOn: addDays(today(), -3) }), C.expiresPast],
    ['a date that does not exist', () => ({ expiresOn: '2099-02-30' }), C.expiresInvalid],
    ['an unknown hotel', () => ({ hotels: ['pro777'] }), '対象ホテル'],
  ];
  it.each(cases)('refuses %s (400, nothing issued)', async (_name, overrides, message) => {
    const before = (await t.db.select().from(memberCoupons).where(eq(memberCoupons.memberId, memberId))).length;
    const response = await issueCoupon(t.app, admin, couponBody(memberId, overrides()));
    expectFailure(response, 400);
    expect(response.body.message).toContain(message);
    expect((await t.db.select().from(memberCoupons).where(eq(memberCoupons.memberId, memberId))).length).toBe(before);
  });

  it('an unknown member is 404; an unknown coupon is 404; a bad id is 400', async () => {
    const response = await issueCoupon(t.app, admin, couponBody(2_000_000_000));
    expectFailure(response, 404);
    expect(response.body.message).toBe(C.memberNotFound);
    expectFailure(await voidCoupon(t.app, admin, 2_000_000_000), 404);
    expectFailure(await voidCoupon(t.app, admin, 'x'), 400);
    expectFailure(await listCoupons(t.app, admin, 'x'), 400);
  });

  it('a hotel manager (no members.points, no members.view) is refused: 403', async () => {
    expectFailure(await issueCoupon(t.app, manager, couponBody(memberId)), 403);
    expectFailure(await listCoupons(t.app, manager, memberId), 403);
    const [coupon] = await t.db.select().from(memberCoupons).where(and(eq(memberCoupons.memberId, memberId), eq(memberCoupons.state, 'available'))).limit(1);
    expectFailure(await voidCoupon(t.app, manager, coupon!.id), 403);
  });
});
