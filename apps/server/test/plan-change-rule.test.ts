import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '@hotel/db/schema/orders';
import { ratePlans } from '@hotel/db/schema/inventory';
import { CATALOG_MESSAGES } from '@hotel/shared/schemas/admin/catalog';
import { bookStay, dayFromToday, newMember } from './helpers/booking.ts';
import { listPlans, managerHeaders, planBody, savePlan } from './helpers/catalog.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { useMemberApp } from './helpers/member-app.ts';

// The per-plan change rule (issue 25, decision 0059): until N hours before 18:00 on the arrival
// day, or never; copied to the booking with the other rate terms.
const t = useMemberApp();

const planOf = async (code: string) => (await t.db.select().from(ratePlans).where(and(eq(ratePlans.hotelCode, 'pro001'), eq(ratePlans.code, code))))[0]!;

describe('the change rule of a rate plan', () => {
  it('the demo plans: free-cancel ones change until 18:00 on arrival, non-refundable prepaid ones never', async () => {
    const plans = expectSuccess(await listPlans(t.app, await managerHeaders(t.app))).plans;
    expect(plans.find((p) => p.code === 'BAR')).toMatchObject({ changePolicy: 'until', changesUntilHours: 0, changeText: 'ご到着日の18:00（現地時間）までご予約内容を変更できます' });
    expect(plans.find((p) => p.code === 'ADV')).toMatchObject({ changePolicy: 'never', changesUntilHours: null, changeText: 'ご予約内容の変更はできません' });
  });

  it('staff set it, change it and take it away; a plan saved without it keeps its own', async () => {
    const headers = await managerHeaders(t.app);
    expect(expectSuccess(await savePlan(t.app, headers, planBody({ code: 'CHG', changePolicy: 'until', changesUntilHours: 48 })))).toMatchObject({ changesUntilHours: 48, changeText: 'ご到着日の2日前の18:00（現地時間）までご予約内容を変更できます' });
    expectSuccess(await savePlan(t.app, headers, planBody({ mode: 'update', code: 'CHG', name: '名前だけ変更' })));
    expect((await planOf('CHG')).changesUntilHours).toBe(48);
    expect(expectSuccess(await savePlan(t.app, headers, planBody({ mode: 'update', code: 'CHG', changePolicy: 'never', changesUntilHours: 48 })))).toMatchObject({ changePolicy: 'never', changesUntilHours: null });
    // A new plan without the rule follows its cancellation: a non-refundable one never changes.
    expectSuccess(await savePlan(t.app, headers, planBody({ code: 'NRF', cancelPolicy: 'nonRefundable' })));
    expect((await planOf('NRF')).changesUntilHours).toBeNull();
  });

  it.each([-1, 721, 1.5, 'abc'])('refuses %s hours with 400 and a Japanese message', async (hours) => {
    const refused = await savePlan(t.app, await managerHeaders(t.app), planBody({ code: 'BADH', changePolicy: 'until', changesUntilHours: hours }));
    expectFailure(refused, 400);
    expect(refused.body.message).toBe(CATALOG_MESSAGES.changesUntilHoursInvalid);
  });

  it('refuses an unknown choice', async () => {
    const refused = await savePlan(t.app, await managerHeaders(t.app), planBody({ code: 'BADP', changePolicy: 'sometimes' }));
    expectFailure(refused, 400);
    expect(refused.body.message).toBe(CATALOG_MESSAGES.changePolicyInvalid);
  });

  it('a booking keeps the rule it was made under, whatever the plan says later', async () => {
    const headers = await managerHeaders(t.app);
    expectSuccess(await savePlan(t.app, headers, planBody({ code: 'KEEP', changePolicy: 'until', changesUntilHours: 24 })));
    const member = await newMember(t.app);
    const booked = await bookStay(t.app, member.token, { rateCode: 'KEEP', checkIn: dayFromToday(t.clock, 9), checkOut: dayFromToday(t.clock, 10) });
    expectSuccess(await savePlan(t.app, headers, planBody({ mode: 'update', code: 'KEEP', changePolicy: 'never' })));
    const [order] = await t.db.select({ changesUntilHours: orders.changesUntilHours }).from(orders).where(eq(orders.orderNo, booked.orderNo));
    expect(order).toEqual({ changesUntilHours: 24 });
  });
});
