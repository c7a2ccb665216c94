import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { CATALOG_MESSAGES } from '@hotel/shared/schemas/admin/catalog';
import type { RoomWithRates } from '@hotel/shared/schemas/booking';
import { auditLog } from '@hotel/db/schema/audit';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';
import { dayFromToday, holdRooms, newMember, night } from './helpers/booking.ts';
import { listPlans, managerHeaders, planBody, savePlan } from './helpers/catalog.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { call, useMemberApp } from './helpers/member-app.ts';
import { signIn, staffCookieHeader } from './helpers/staff-app.ts';

const t = useMemberApp();

async function search(from: number, nights = 1, extra: Record<string, unknown> = {}) {
  const response = await call<RoomWithRates[]>(t.app, 'POST', endpoints.getRoomAndRate.path, {
    body: { HotelCode: 'pro001', CheckIn: dayFromToday(t.clock, from), CheckOut: dayFromToday(t.clock, from + nights), roomNum: 1, adultNum: 1, childrenNum: 0, ...extra },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return new Map(response.body.data.map((room) => [room.rtCode, room]));
}

const auditOf = (entityId: string) => t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'rate_plan'), eq(auditLog.entityId, entityId))).orderBy(auditLog.id);

describe('rate plans in the back office', () => {
  it('lists the hotel plans with their price rule and cancellation wording', async () => {
    const headers = await managerHeaders(t.app);
    const plans = expectSuccess(await listPlans(t.app, headers)).plans;
    expect(plans.map((p) => p.code)).toEqual(expect.arrayContaining(['BAR', 'ADV', 'MEM', 'CORP']));
    expect(plans.find((p) => p.code === 'ADV')).toMatchObject({ priceMode: 'rule', priceFactor: 88, fixedPrice: null, cancelPolicy: 'nonRefundable', isActive: true });
    expect(plans.find((p) => p.code === 'BAR')!.cancelText).toContain('ご到着日の18:00');
  });

  it('creates a plan and edits it, each change with an audit line (before and after)', async () => {
    const headers = await managerHeaders(t.app);
    const created = await savePlan(t.app, headers, planBody({ code: 'early21', name: '早期割21', priceFactor: 79, discountType: 'プロモーション', discountCode: 'early2026' }));
    expect(expectSuccess(created)).toMatchObject({ code: 'EARLY21', name: '早期割21', priceFactor: 79, discountCode: 'EARLY2026', cancelPolicy: 'free' });
    expect(created.body.message).toBe(CATALOG_MESSAGES.planSaved);

    const edited = await savePlan(
      t.app,
      headers,
      planBody({ mode: 'update', code: 'EARLY21', name: '早期割21（朝食付き）', breakfastCount: 2, breakfastSupplement: 150, priceFactor: 82, freeCancelHours: 48, cancelNote: '特典の変更はできません', discountType: 'プロモーション', discountCode: 'EARLY2026' }),
    );
    expect(expectSuccess(edited)).toMatchObject({ name: '早期割21（朝食付き）', breakfastCount: 2, freeCancelHours: 48 });
    expect(edited.body.data.cancelText).toBe('ご到着日の2日前の18:00（現地時間）まで無料でキャンセルできます。以降のキャンセルは初日1泊分の室料がかかります。特典の変更はできません');

    const lines = await auditOf('pro001/EARLY21');
    expect(lines.map((l) => l.action)).toEqual(['create', 'update']);
    const manager = DEMO_STAFF.find((s) => s.role === 'hotel_manager')!;
    expect(lines[1]).toMatchObject({ hotelCode: 'pro001', staffEmail: manager.email });
    expect(lines[1]!.before).toMatchObject({ name: '早期割21', priceFactor: 79 });
    expect(lines[1]!.after).toMatchObject({ name: '早期割21（朝食付き）', priceFactor: 82, freeCancelHours: 48 });
  });

  it('prices search from a fixed amount per night (plus breakfast) and from the rule again when switched back', async () => {
    const headers = await managerHeaders(t.app);
    expectSuccess(await savePlan(t.app, headers, planBody({ code: 'FIX', priceMode: 'fixed', fixedPrice: 999, breakfastCount: 2, breakfastSupplement: 100 })));
    const rooms = await search(5, 2);
    for (const code of ['SK', 'DK']) {
      const fix = rooms.get(code)!.rateList.find((r) => r.rateCode === 'FIX')!;
      expect(fix.nightlyPrices.map((n) => n.price)).toEqual([1099, 1099]);
      expect(fix).toMatchObject({ price: 1099, totalPrice: 2198 });
    }
    // The hold prices it the same way (from the database, not from the client).
    const member = await newMember(t.app);
    const hold = await holdRooms(t.app, member.token, { rateCode: 'FIX', checkIn: dayFromToday(t.clock, 5), checkOut: dayFromToday(t.clock, 7) });
    expect(expectSuccess(hold).totalAmount).toBe(2198);

    expectSuccess(await savePlan(t.app, headers, planBody({ mode: 'update', code: 'FIX', priceMode: 'rule', priceFactor: 50, fixedPrice: null })));
    const sk = await night(t.db, 'pro001', 'SK', dayFromToday(t.clock, 5));
    expect((await search(5)).get('SK')!.rateList.find((r) => r.rateCode === 'FIX')!.price).toBe(Math.round(sk.price / 2));
  });

  it('an inactive plan disappears from search at once and cannot be held; active again, it is back', async () => {
    const headers = await managerHeaders(t.app);
    expectSuccess(await savePlan(t.app, headers, planBody({ code: 'OFF', isActive: false })));
    expect((await search(8)).get('SK')!.rateList.map((r) => r.rateCode)).not.toContain('OFF');
    const member = await newMember(t.app);
    const hold = await holdRooms(t.app, member.token, { rateCode: 'OFF', checkIn: dayFromToday(t.clock, 8), checkOut: dayFromToday(t.clock, 9) });
    expectFailure(hold, 404);
    expect(hold.body.message).toBe(SERVER_MESSAGES.rateNotFound);

    expectSuccess(await savePlan(t.app, headers, planBody({ mode: 'update', code: 'OFF', isActive: true })));
    expect((await search(8)).get('SK')!.rateList.map((r) => r.rateCode)).toContain('OFF');
  });

  it('takes a posted form as it is (numbers as text, ticked checkboxes)', async () => {
    const headers = await managerHeaders(t.app);
    const form = { ...planBody({ code: 'FORM1' }), breakfastCount: '0', breakfastSupplement: '0', priceFactor: '95', fixedPrice: '', sortOrder: '7', freeCancelHours: '24', isActive: 'on', memberOnly: 'on', discountType: '', discountCode: '' };
    expect(expectSuccess(await savePlan(t.app, headers, form))).toMatchObject({ priceFactor: 95, sortOrder: 7, freeCancelHours: 24, isActive: true, memberOnly: true, discountType: null });
  });
});

describe('rate plan validation (400, Japanese, nothing saved)', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a bad code', { code: 'バー' }, CATALOG_MESSAGES.planCodeInvalid],
    ['no name', { name: ' ' }, CATALOG_MESSAGES.planNameRequired],
    ['an unknown payment', { payment: 'card' }, CATALOG_MESSAGES.paymentInvalid],
    ['a price factor of 0', { priceFactor: 0 }, CATALOG_MESSAGES.priceFactorInvalid],
    ['a rule without a factor', { priceFactor: null }, CATALOG_MESSAGES.priceFactorInvalid],
    ['a fixed price without an amount', { priceMode: 'fixed', fixedPrice: '' }, CATALOG_MESSAGES.fixedPriceInvalid],
    ['a code without its type', { discountCode: 'ABCD1234' }, CATALOG_MESSAGES.discountCodeWithoutType],
    ['a type without its code', { discountType: '企業' }, CATALOG_MESSAGES.discountTypeWithoutCode],
    ['a member-only plan with a code', { memberOnly: true, discountType: '企業', discountCode: 'ABCD1234' }, CATALOG_MESSAGES.memberOnlyWithCode],
    ['a prepaid plan with free cancellation', { payment: 'prepaid', cancelPolicy: 'free' }, CATALOG_MESSAGES.prepaidMustBeNonRefundable],
    ['a cancel window past 30 days', { freeCancelHours: 721 }, CATALOG_MESSAGES.freeCancelHoursInvalid],
    ['breakfast money without breakfast', { breakfastCount: 0, breakfastSupplement: 100 }, CATALOG_MESSAGES.breakfastSupplementWithoutBreakfast],
  ];
  it.each(cases)('%s', async (_name, overrides, message) => {
    const headers = await managerHeaders(t.app);
    const response = await savePlan(t.app, headers, planBody({ code: 'BAD', ...overrides }));
    expectFailure(response, 400);
    expect(response.body.message).toContain(message);
    expect((await listPlans(t.app, headers)).body.data.plans.map((p) => p.code)).not.toContain('BAD');
  });

  it('a discount code is unique per hotel, whatever its case; another hotel may use it', async () => {
    const headers = await managerHeaders(t.app);
    const taken = await savePlan(t.app, headers, planBody({ code: 'DUP', discountType: '企業', discountCode: 'corp2026' }));
    expectFailure(taken, 400);
    expect(taken.body.message).toBe(CATALOG_MESSAGES.discountCodeTaken);
    // Saving CORP itself with its own code is fine.
    const corp = (await listPlans(t.app, headers)).body.data.plans.find((p) => p.code === 'CORP')!;
    expectSuccess(await savePlan(t.app, headers, { ...corp, mode: 'update', name: '企業契約レート（改）' }));
    const admin = staffCookieHeader(await signIn(t.app, 'admin@demo.felton', DEMO_STAFF_PASSWORD));
    expectSuccess(await savePlan(t.app, admin, planBody({ hotel: 'pro005', code: 'NEWCORP', discountType: '企業', discountCode: 'SHARED99' })));
    expectSuccess(await savePlan(t.app, admin, planBody({ hotel: 'pro006', code: 'NEWCORP', discountType: '企業', discountCode: 'SHARED99' })));
  });

  it('create refuses a code in use; update of an unknown plan is 404; the group is not a hotel', async () => {
    const headers = await managerHeaders(t.app);
    const again = await savePlan(t.app, headers, planBody({ code: 'BAR' }));
    expectFailure(again, 400);
    expect(again.body.message).toBe(CATALOG_MESSAGES.planCodeTaken);
    const unknown = await savePlan(t.app, headers, planBody({ mode: 'update', code: 'NOPE' }));
    expectFailure(unknown, 404);
    const admin = staffCookieHeader(await signIn(t.app, 'admin@demo.felton', DEMO_STAFF_PASSWORD));
    expectFailure(await savePlan(t.app, admin, planBody({ hotel: 'pro018', code: 'GRP1' })), 404);
    expectFailure(await listPlans(t.app, admin, 'pro999'), 404);
  });

  it('a manager is refused another hotel (403) and nothing changes', async () => {
    const headers = await managerHeaders(t.app);
    expectFailure(await savePlan(t.app, headers, planBody({ hotel: 'pro003', code: 'FOREIGN' })), 403);
    expectFailure(await listPlans(t.app, headers, 'pro003'), 403);
    expect(await auditOf('pro003/FOREIGN')).toEqual([]);
  });
});
