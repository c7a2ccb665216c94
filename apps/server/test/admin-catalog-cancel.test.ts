import { describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { CANCEL_POLICY_MESSAGES, cancelDeadlinePassedMessage } from '@hotel/shared/cancel-policy';
import type { RoomWithRates } from '@hotel/shared/schemas/booking';
import { bookStay, dayFromToday, newMember, orderDetail } from './helpers/booking.ts';
import { listPlans, managerHeaders, savePlan } from './helpers/catalog.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { call, useMemberApp, withToken } from './helpers/member-app.ts';

const t = useMemberApp();

const cancel = (token: string, id: number) => withToken(t.app, 'GET', `${endpoints.cancleOrder.path}?orderId=${id}`, token);

async function barRate(from: number) {
  const response = await call<RoomWithRates[]>(t.app, 'POST', endpoints.getRoomAndRate.path, {
    body: { HotelCode: 'pro001', CheckIn: dayFromToday(t.clock, from), CheckOut: dayFromToday(t.clock, from + 1), roomNum: 1, adultNum: 1, childrenNum: 0 },
  });
  return response.body.data.find((r) => r.rtCode === 'SK')!.rateList.find((r) => r.rateCode === 'BAR')!;
}

/** BAR as it is, with its cancellation terms changed. */
async function setBarPolicy(policy: { cancelPolicy: 'free' | 'nonRefundable'; freeCancelHours?: number; cancelNote?: string }) {
  const headers = await managerHeaders(t.app);
  const bar = expectSuccess(await listPlans(t.app, headers)).plans.find((p) => p.code === 'BAR')!;
  return expectSuccess(await savePlan(t.app, headers, { ...bar, mode: 'update', ...policy }));
}

describe('the plan cancellation policy in the booking engine; orders keep the terms they were booked with', () => {
  it('non-refundable: the guest sees it, a new order cannot be cancelled, an order booked before the edit still can', async () => {
    const member = await newMember(t.app);
    const before = await bookStay(t.app, member.token, { rateCode: 'BAR', checkIn: dayFromToday(t.clock, 10), checkOut: dayFromToday(t.clock, 11) });
    expect(before.hold.isFreeCancel).toBe(true);

    const saved = await setBarPolicy({ cancelPolicy: 'nonRefundable', cancelNote: '日程の変更もできません' });
    expect(saved.cancelText).toBe('キャンセル不可：ご予約後のキャンセル・変更はできません。日程の変更もできません');
    expect(await barRate(12)).toMatchObject({ isFreeCancel: false, freeCancelRange: saved.cancelText });

    const after = await bookStay(t.app, member.token, { rateCode: 'BAR', checkIn: dayFromToday(t.clock, 12), checkOut: dayFromToday(t.clock, 13) });
    expect(after.hold).toMatchObject({ isFreeCancel: false, freeCancelRange: saved.cancelText });
    const refused = await cancel(member.token, after.id);
    expectFailure(refused, 409);
    expect(refused.body.message).toBe(CANCEL_POLICY_MESSAGES.nonRefundable);

    // The earlier order: its own copy of the terms (free cancellation) still decides.
    expect(expectSuccess(await orderDetail(t.app, member.token, before.id)).isFreeCancel).toBe(true);
    expectSuccess(await cancel(member.token, before.id));
    expect(expectSuccess(await orderDetail(t.app, member.token, before.id)).state).toBe(2);

    await setBarPolicy({ cancelPolicy: 'free', freeCancelHours: 0, cancelNote: '' });
  });

  it('free until hours before arrival: the wording says the deadline, and past it the guest is refused', async () => {
    const member = await newMember(t.app);
    const saved = await setBarPolicy({ cancelPolicy: 'free', freeCancelHours: 48 });
    expect(saved.cancelText).toContain('ご到着日の2日前の18:00（現地時間）まで無料');
    expect((await barRate(3)).freeCancelRange).toBe(saved.cancelText);

    // Arriving tomorrow: the deadline (18:00 the day before yesterday … yesterday) has passed.
    const soon = await bookStay(t.app, member.token, { rateCode: 'BAR', checkIn: dayFromToday(t.clock, 1), checkOut: dayFromToday(t.clock, 2) });
    const refused = await cancel(member.token, soon.id);
    expectFailure(refused, 409);
    expect(refused.body.message).toBe(cancelDeadlinePassedMessage(48));
    // Arriving in ten days: well before the deadline.
    const later = await bookStay(t.app, member.token, { rateCode: 'BAR', checkIn: dayFromToday(t.clock, 10), checkOut: dayFromToday(t.clock, 11) });
    expectSuccess(await cancel(member.token, later.id));

    // Changing the plan back does not give the booked order a later deadline.
    await setBarPolicy({ cancelPolicy: 'free', freeCancelHours: 0 });
    expectFailure(await cancel(member.token, soon.id), 409);
  });
});
